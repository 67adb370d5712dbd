import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft } },
});
export const note = style({ padding: vars.space.sm, color: vars.color.muted, fontSize: vars.size.sm });
