import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/vars.css';

export const spans = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  marginBottom: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))' } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
});

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'baseline' });

export const big = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xl,
  fontVariantNumeric: 'tabular-nums',
  color: 'inherit',
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' } },
});

export const tile = style({
  display: 'grid',
  gap: '2px',
  alignContent: 'start',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-waiting]': { borderColor: vars.color.brand, borderLeftWidth: '4px' },
    '&[data-alarm]': { borderColor: vars.color.danger, borderLeftWidth: '4px' },
    '&:hover, &:focus-visible': { background: vars.color.background },
  },
});

/** A span's money, each figure named on its left. */
export const money = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${money} dd`, { margin: 0 });
