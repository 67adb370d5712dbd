import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const tabs = style({ marginTop: vars.space.xl });
export const list = style({ display: 'flex', overflowX: 'auto', borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  flex: '0 0 auto',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  fontWeight: 600,
  color: vars.color.muted,
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    // Drawn inside the tab: the scrolling tab list would clip a ring drawn outside it.
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
  },
});
export const panel = style({ padding: `${vars.space.lg} 0` });
export const text = style({
  color: vars.color.text,
  lineHeight: 1.7,
  paddingLeft: 0,
  listStylePosition: 'inside',
  maxWidth: '60rem',
});
export const specs = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const specRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
