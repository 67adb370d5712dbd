import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const iconButton = style({
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.size.lg,
  color: vars.color.brand,
  selectors: { '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger } },
});
