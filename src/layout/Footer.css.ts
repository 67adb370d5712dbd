import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';
import { footerAfterFirstFrame } from '../ui/afterFirstFrame.css';

/**
 * Below the fold on a first load: with `content-visibility: auto` it is neither styled, laid out nor
 * painted until the shopper scrolls near it, which takes its ~60 elements out of the long task that lays
 * out React's first page. `auto` remembers its real height once drawn; the sizes are its usual heights (measured with the grievance
 * officer's lines: 70.3rem at 390 px, 44.2rem at 700–800 px, 29.1–32.3rem at 1000–1280 px). Too small, and what lies past
 * it is judged against the page's background (axe: contrast) until drawn.
 */
export const footer = style([
  footerAfterFirstFrame,
  {
    background: vars.color.text,
    color: '#eee6df',
    marginTop: vars.space.xxl,
    fontSize: vars.size.sm,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 71rem',
    '@media': {
      [media.tablet]: { containIntrinsicSize: 'auto 44rem' },
      [media.desktop]: { containIntrinsicSize: 'auto 30rem' },
    },
  },
]);
globalStyle(`${footer} a`, { color: '#eee6df' });
export const columns = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
export const heading = style({
  fontSize: vars.size.md,
  fontFamily: vars.font.body,
  color: '#fff',
  marginBottom: vars.space.md,
});
export const address = style({ fontStyle: 'normal', lineHeight: 1.8 });
/** The seller's address (two lines by default) is kept its room while it arrives: nothing moves then. */
export const sellerLines = style({ display: 'block', minHeight: '2lh' });
/** Four lines kept from the start: the details arrive as the footer nears the screen, and nothing moves then. */
export const grievance = style([address, { minHeight: '7.2em', marginTop: vars.space.sm, overflowWrap: 'anywhere' }]);
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const inert = style({ color: '#b9aea5' });
export const newsletter = style({ display: 'flex', gap: vars.space.xs, marginBottom: vars.space.md });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
});
export const subscribe = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.accentStrong,
  color: '#fff',
  fontWeight: 600,
});
export const payments = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const payment = style({
  padding: `2px ${vars.space.sm}`,
  border: '1px solid #6b625c',
  borderRadius: vars.radius.sm,
  fontSize: vars.size.xs,
});
export const stats = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.md,
  borderTop: '1px solid #3a322d',
  // The four claims' room (two rows on a phone, one from a tablet up), kept while they arrive: a row is a figure
  // (1.75rem at line height 1.5) over a label (1.5em).
  minHeight: 'calc(2 * (2.625rem + 1.5em) + 4rem + 1px)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)', minHeight: 'calc(2.625rem + 1.5em + 3rem + 1px)' },
  },
});
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center' });
export const statValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700, color: '#fff' });
export const statLabel = style({ color: '#b9aea5' });
export const copyright = style({
  textAlign: 'center',
  padding: vars.space.md,
  borderTop: '1px solid #3a322d',
  color: '#b9aea5',
});
