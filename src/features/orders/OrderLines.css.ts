import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** An order's lines, totals and address, as the success and tracking pages show them. */
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
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
export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });
