import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const review = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.md });
export const stars = style({ margin: 0, color: vars.color.accentStrong, letterSpacing: '0.1em' });
export const empty = style({ color: vars.color.border });
export const text = style({ margin: `${vars.space.xs} 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const byline = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.sm });
export const verified = style({ color: vars.color.success, fontWeight: 600 });

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
});
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.size.xl, margin: 0 });
export const line = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});
export const starPicker = style({ display: 'flex', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const star = style({
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.border,
  selectors: { '&[data-on]': { color: vars.color.accentStrong } },
});
export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  font: 'inherit',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.sm });
export const problem = style({ margin: 0, color: vars.color.danger });
