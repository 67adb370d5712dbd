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
/** On phones the badges sit in a row under the picture (a small image has no room to spare); over it from tablets up. */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  '@media': {
    [media.tablet]: {
      position: 'absolute',
      top: vars.space.sm,
      left: vars.space.sm,
      flexDirection: 'column',
      alignItems: 'flex-start',
      padding: 0,
    },
  },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  minWidth: 0,
});
export const category = style({
  color: vars.color.muted,
  fontSize: vars.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const name = style({ fontSize: vars.size.md, fontFamily: vars.font.body, fontWeight: 600 });
globalStyle(`${name} a`, { textDecoration: 'none' });
globalStyle(`${name} a:hover`, { textDecoration: 'underline' });
export const action = style({ marginTop: 'auto' });
