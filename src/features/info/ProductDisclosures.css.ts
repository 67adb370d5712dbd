import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
});
export const row = style({ display: 'grid', gridTemplateColumns: '10rem 1fr', gap: vars.space.sm });
/** Two lines kept from the start: the seller arrives once the list nears the screen, and nothing moves then. */
export const party = style({ margin: 0, minHeight: '3em', lineHeight: 1.5, overflowWrap: 'anywhere' });
globalStyle(`${row} > dt`, { color: vars.color.muted });
globalStyle(`${row} > dd`, { margin: 0 });
