import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const chips = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontSize: vars.size.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
