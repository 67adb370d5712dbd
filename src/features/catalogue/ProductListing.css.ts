import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { afterFirstFrame } from '../../ui/afterFirstFrame.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});
export const results = style({ minWidth: 0 });
export const resultsFor = style({ fontSize: vars.size.lg, marginBottom: vars.space.sm, overflowWrap: 'anywhere' });
export const notice = style({ marginBottom: vars.space.sm, color: vars.color.text, fontSize: vars.size.sm });
/** Its height is kept from the first paint: the chips arrive with their own file, and nothing below moves. */
export const chipRow = style({
  height: '2.5rem',
  marginBottom: vars.space.sm,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const filtersButton = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 600,
  '@media': { [media.desktop]: { display: 'none' } },
});
export const count = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 12rem',
  minHeight: '1.5rem',
  color: vars.color.muted,
  fontSize: vars.size.sm,
});
export const clearLink = style({
  background: 'none',
  border: 0,
  color: vars.color.brand,
  textDecoration: 'underline',
  fontSize: vars.size.sm,
  minHeight: '2rem',
});
export const toggle = style({
  display: 'flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});
export const message = style({
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  color: vars.color.muted,
});
export const messageTitle = style({ color: vars.color.text, fontSize: vars.size.xl, marginBottom: vars.space.sm });
globalStyle(`${toggle} button`, {
  border: 0,
  background: vars.color.surface,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
});
globalStyle(`${toggle} button[aria-pressed="true"]`, { background: vars.color.brand, color: '#fff' });

/** The pagination under a page of cards sits out the first frame (afterFirstFrame.css.ts). */
export const laterPagination = style([afterFirstFrame]);
