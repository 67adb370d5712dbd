import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const help = style({ textAlign: 'center', marginTop: `-${vars.space.xl}`, paddingBottom: vars.space.xl });
export const didYouMean = style({ fontSize: vars.size.lg, marginBottom: vars.space.lg });
export const link = style({ color: vars.color.brand, fontWeight: 700 });
export const heading = style({ color: vars.color.muted, fontSize: vars.size.sm, marginBottom: vars.space.sm });
export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
