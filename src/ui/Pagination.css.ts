import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xl,
});
const control = style({
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&:disabled': { opacity: 0.5 } },
});
export const step = style([control]);
export const page = style([
  control,
  {
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: '#fff' },
    },
  },
]);
