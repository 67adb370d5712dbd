import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const tall = style({ minHeight: '60vh' });
export const code = style({
  fontFamily: vars.font.heading,
  fontSize: '4.5rem',
  lineHeight: 1,
  color: vars.color.brand,
  '@media': { [media.tablet]: { fontSize: '6rem' } },
});
export const title = style({ fontSize: vars.size.xl });
export const message = style({ color: vars.color.muted, maxWidth: '32rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
