import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
});
export const banner = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.brandSoft,
});
// Phones crop the 4:1 banner to its middle (the drawing keeps its front view there), so it is not a sliver.
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  '@media': { [media.tablet]: { aspectRatio: '4 / 1', objectFit: 'contain' } },
});
export const count = style({
  position: 'absolute',
  right: vars.space.md,
  bottom: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontWeight: 700,
  fontSize: vars.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});
export const title = style({ fontSize: vars.size.xl, '@media': { [media.tablet]: { fontSize: vars.size.xxl } } });
export const description = style({ color: vars.color.muted, maxWidth: '48rem' });
