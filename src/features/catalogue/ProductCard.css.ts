import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

const base = style({
  display: 'grid',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
});

export const card = styleVariants({
  grid: [base, { gridTemplateRows: 'auto 1fr' }],
  list: [base, { gridTemplateColumns: '8rem 1fr', '@media': { [media.tablet]: { gridTemplateColumns: '14rem 1fr' } } }],
});

export const imageBox = style({ position: 'relative' });
globalStyle(`${imageBox} > a`, { display: 'block' });
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.brandSoft,
});
/** Over the picture's corner at every width: a row of its own under the picture cost phones a line per card. */
export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
/** Phones: tighter spacing, so three rows of two cards fit in two screen heights. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  minWidth: 0,
  '@media': { [media.tablet]: { gap: vars.space.sm, padding: vars.space.md } },
});
export const category = style({
  color: vars.color.muted,
  fontSize: vars.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
/** Two lines at most (the whole name is the card's label and the product page's title). */
export const name = style({
  fontSize: vars.size.sm,
  lineHeight: 1.35,
  fontFamily: vars.font.body,
  fontWeight: 600,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  '@media': { [media.tablet]: { fontSize: vars.size.md } },
});
globalStyle(`${name} a`, { textDecoration: 'none' });
globalStyle(`${name} a:hover`, { textDecoration: 'underline' });
export const action = style({ marginTop: 'auto' });
