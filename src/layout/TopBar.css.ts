import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

export const bar = style({ background: vars.color.brandDark, color: '#fff', fontSize: vars.size.xs });
export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  minHeight: '2rem',
});
export const hideOnPhone = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });
export const note = style({ marginLeft: 'auto' });
