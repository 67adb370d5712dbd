import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const title = style({ fontSize: vars.size.lg });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr auto',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const image = style({
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
});
export const lineText = style({ minWidth: 0 });
export const name = style({ fontWeight: 600, fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.muted, fontSize: vars.size.xs });
export const totals = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });
export const savings = style({ color: vars.color.success });
export const outOfStock = style({ color: vars.color.danger, fontSize: vars.size.xs, fontWeight: 600 });
export const removeLine = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.text,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
export const struck = style({ textDecoration: 'line-through', color: vars.color.muted });
export const total = style({
  fontWeight: 700,
  fontSize: vars.size.lg,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
globalStyle(`${row} dd`, { margin: 0 });
/** Buy Now's − quantity + (a cart's lines are changed in the cart). */
export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
globalStyle(`${stepper} > button`, {
  minWidth: '2rem',
  minHeight: '2rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.text,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  justifySelf: 'start',
});
export const coupon = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.size.sm });
export const couponRow = style({ display: 'flex', gap: vars.space.sm });
globalStyle(`${couponRow} > input`, {
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textTransform: 'uppercase',
});
globalStyle(`${couponRow} > button`, {
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
});
export const couponError = style({ color: vars.color.danger, margin: 0 });
globalStyle(`${coupon} p`, { margin: 0 });
