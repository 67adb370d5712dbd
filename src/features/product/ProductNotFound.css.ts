import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const search = style({ display: 'flex', gap: vars.space.sm, width: 'min(100%, 24rem)' });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const newest = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl });
