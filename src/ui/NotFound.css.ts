import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  minHeight: '60vh',
  justifyContent: 'center',
});
export const code = style({
  fontFamily: vars.font.heading,
  fontSize: '4.5rem',
  lineHeight: 1,
  color: vars.color.brand,
  '@media': { [media.tablet]: { fontSize: '6rem' } },
});
export const title = style({ fontSize: vars.size.xl });
export const lead = style({ color: vars.color.muted, maxWidth: '32rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
