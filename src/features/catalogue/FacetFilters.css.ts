import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const toggle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  minHeight: '2.5rem',
  padding: 0,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: 'none',
  fontWeight: 700,
  fontSize: vars.size.sm,
  textAlign: 'left',
});
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});
export const swatch = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  flex: 'none',
});
export const count = style({ marginLeft: 'auto', color: vars.color.muted, fontSize: vars.size.xs });
export const showButton = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.lg})`,
  margin: `${vars.space.md} calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg})`,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
