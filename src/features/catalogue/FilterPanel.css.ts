import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const heading = style({ fontWeight: 700, fontSize: vars.size.sm, padding: 0, marginBottom: vars.space.xs });
export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.size.sm,
  minHeight: '1.75rem',
  cursor: 'pointer',
});
export const priceRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const preset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.size.xs,
  minHeight: '2rem',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: '#fff' },
  },
});
export const clear = style({
  alignSelf: 'flex-start',
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'underline',
  minHeight: '2rem',
});
export const sortRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const sortLabel = style({ fontSize: vars.size.sm, color: vars.color.muted, whiteSpace: 'nowrap' });
export const select = style([input, { width: 'auto' }]);
export const note = style({ color: vars.color.muted, fontSize: vars.size.sm });
