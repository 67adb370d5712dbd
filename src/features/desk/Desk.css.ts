import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const shell = style({ minHeight: '100vh', background: vars.color.background, color: vars.color.text });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brandDark,
  color: '#fff',
});

export const brand = style({ fontFamily: vars.font.heading, fontSize: vars.size.lg, marginRight: 'auto' });

// The sections take a row of their own below the brand and the operator: ten of them and the sign-out do not fit one
// row at 1280 px, and a row that wraps wherever it runs out looks accidental.
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, order: 1, flexBasis: '100%' });

export const navLink = style({
  color: '#fff',
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-current="page"], &:hover': { background: 'rgba(255,255,255,0.18)' } },
});

// On a phone the brand, the address and Sign out do not share a row; Sessions still names who is signed in.
export const who = style({
  fontSize: vars.size.sm,
  opacity: 0.9,
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const page = style({ maxWidth: '1280px', margin: '0 auto', padding: vars.space.md });

export const heading = style({ fontFamily: vars.font.heading, fontSize: vars.size.xl, margin: `0 0 ${vars.space.md}` });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
});

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.desktop]: { gridTemplateColumns: '2fr repeat(5, 1fr) auto' },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.size.sm,
  background: vars.color.surface,
});

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

/**
 * A table that becomes a stack of cards below tablet width: no header row, each row a card, each cell a
 * line labelled by its `data-label` (so phones read it without scrolling sideways).
 */
export const stacked = style({});
const PHONE = 'screen and (max-width: 639.98px)';
const onPhone = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(`${stacked} ${selector}`, { '@media': { [PHONE]: rules } });
onPhone('thead', { display: 'none' });
onPhone('tr', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
onPhone('td', { display: 'block', gridColumn: '2', border: 'none', padding: '2px 0', textAlign: 'left' });
onPhone('td[data-lead]', { gridColumn: '1', gridRow: 'span 20' });
onPhone('td[data-label]::before', {
  content: 'attr(data-label) ": "',
  color: vars.color.muted,
  fontSize: vars.size.xs,
});

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

export const status = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  whiteSpace: 'nowrap',
});

/** "Hidden from shop": the product is inactive, shoppers cannot see or order it. */
export const hiddenBadge = style({
  display: 'inline-block',
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: vars.size.xs,
  whiteSpace: 'nowrap',
});

export const toggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const intro = style({ margin: `0 0 ${vars.space.md}`, maxWidth: '60rem' });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr' } },
});

export const timeline = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });

export const error = style({ color: vars.color.danger, margin: `${vars.space.sm} 0` });

export const signIn = style({ maxWidth: '24rem', margin: `${vars.space.xxl} auto`, padding: vars.space.md });

export const messageText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${vars.space.sm} 0` });

export const inlineInput = style({ width: '7rem' });

export const diff = style({ fontFamily: 'ui-monospace, monospace', fontSize: vars.size.xs, overflowWrap: 'anywhere' });
export const couponGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: `0 ${vars.space.md}`,
});

export const printLink = style({ color: 'inherit', fontSize: vars.size.sm });

/** The shopper's order notes: their own line breaks, long words wrapped. */
export const notes = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
