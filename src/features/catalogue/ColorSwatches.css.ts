import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const base = style({
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  padding: 0,
  position: 'relative',
  selectors: {
    '&[aria-checked="true"]': { boxShadow: `0 0 0 2px ${vars.color.brand}` },
    // Sold out: greyed and crossed by a diagonal line (not colour alone: the line reads on any swatch).
    '&[data-sold-out]': { opacity: 0.45 },
    '&[data-sold-out]::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.full,
      background: `linear-gradient(to top right, transparent calc(50% - 1.5px), ${vars.color.text} calc(50% - 1.5px), ${vars.color.text} calc(50% + 1.5px), transparent calc(50% + 1.5px))`,
    },
  },
});

export const swatch = styleVariants({
  sm: [base, { width: '1.5rem', height: '1.5rem' }],
  lg: [base, { width: '2.25rem', height: '2.25rem' }],
});
