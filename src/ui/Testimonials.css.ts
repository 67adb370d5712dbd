import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';
import { afterFirstFrame } from './afterFirstFrame.css';

export const section = style([
  afterFirstFrame,
  {
    maxWidth: vars.layout.maxWidth,
    margin: '0 auto',
    padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xl}`,
  },
]);
export const title = style({ fontSize: vars.size.xl, marginBottom: vars.space.lg });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});
export const item = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const stars = style({ color: vars.color.accent });
export const quote = style({ margin: 0, lineHeight: 1.6 });
export const author = style({ display: 'block', color: vars.color.muted, fontSize: vars.size.sm });
