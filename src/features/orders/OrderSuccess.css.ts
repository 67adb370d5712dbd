import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
  textAlign: 'left',
});
export const hero = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center', textAlign: 'center' });
export const tick = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.size.xl,
  fontWeight: 700,
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
globalStyle(`${facts} dt`, { fontSize: vars.size.sm, color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
