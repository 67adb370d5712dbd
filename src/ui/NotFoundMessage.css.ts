import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const title = style({ fontSize: vars.size.xl });
export const text = style({ color: vars.color.muted });
