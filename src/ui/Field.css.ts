import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.size.sm, fontWeight: 600 });
export const control = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  minHeight: '2.75rem',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const error = style({ color: vars.color.danger, fontSize: vars.size.sm });
