import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const base = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.size.xs,
  fontWeight: 700,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  success: [base, { background: vars.color.successSoft, color: vars.color.success }],
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
  discount: [base, { background: vars.color.accentStrong, color: '#fff' }],
});
