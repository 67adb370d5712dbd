import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  overflowX: 'auto',
});
/** The statement's answer: its table scrolls on its own, so the card's text still wraps at the card's width. */
export const result = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const scroller = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  width: '9.5rem',
});
export const muted = style({ color: vars.color.muted, margin: 0 });
/** The shopper's claimed UTR: a sentence and its copy button, kept to a readable width. */
export const claim = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', maxWidth: '22rem' });
export const problem = style({ color: vars.color.danger, margin: 0 });
