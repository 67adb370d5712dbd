import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

// Plain classes composed by buttonClass(), not a recipe: the recipes runtime cost every first load ~0.6 KiB brotli.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background 120ms, border-color 120ms, opacity 120ms',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55 } },
});

export const tones = styleVariants({
  primary: {
    background: vars.color.brand,
    color: '#fff',
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandDark } },
  },
  secondary: { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand },
  ghost: { background: 'transparent', color: vars.color.text },
  danger: { background: vars.color.danger, color: '#fff' },
});

export const sizes = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.size.sm, minHeight: '2rem' },
  md: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.size.md, minHeight: '2.75rem' },
  lg: { padding: `${vars.space.md} ${vars.space.lg}`, fontSize: vars.size.lg, minHeight: '3.25rem' },
});

export const block = style({ width: '100%' });
