import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const group = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const step = style({
  width: '2.75rem',
  minHeight: '2.75rem',
  border: 0,
  background: 'none',
  fontSize: vars.size.lg,
  selectors: { '&:disabled': { opacity: 0.4 } },
});
export const input = style({
  width: '3.5rem',
  border: 0,
  textAlign: 'center',
  MozAppearance: 'textfield',
  background: 'none',
});
