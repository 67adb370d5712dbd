import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const title = style({ fontSize: vars.size.md, fontFamily: vars.font.body, fontWeight: 600 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.size.sm, color: vars.color.muted });
export const row = style({ display: 'flex', gap: vars.space.sm });
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: '12rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.size.md,
  letterSpacing: '0.08em',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const current = style({ fontSize: vars.size.sm });
export const change = style({
  border: 'none',
  background: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '2rem',
});
export const answer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const headline = style({ fontWeight: 600, color: vars.color.success });
export const line = style({ fontSize: vars.size.sm, color: vars.color.text });
export const muted = style({ fontSize: vars.size.sm, color: vars.color.muted });
export const error = style({ fontSize: vars.size.sm, color: vars.color.danger });
