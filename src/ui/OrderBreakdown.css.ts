import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

/** An order's breakdown rows (label and amount) and its total, on every page that shows one. */
export const totals = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});
globalStyle(`${totals} > div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
globalStyle(`${totals} dd`, { margin: 0 });
export const grand = style({ fontWeight: 700, fontSize: vars.size.lg });
