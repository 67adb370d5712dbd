import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

/** The page column every route sits in. */
export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` } },
});
export const title = style({
  fontSize: vars.size.xl,
  marginBottom: vars.space.lg,
  '@media': { [media.tablet]: { fontSize: vars.size.xxl } },
});
