import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({ flex: 1 });
export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-10rem',
  zIndex: vars.z.progress,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.sm } },
});
