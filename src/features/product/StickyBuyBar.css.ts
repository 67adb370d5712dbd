import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/** Phones only: fixed to the bottom edge once the page's own buttons have scrolled away. */
export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.z.header,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { display: 'none' } },
});
export const price = style({ fontWeight: 700, fontSize: vars.size.lg, color: vars.color.text, whiteSpace: 'nowrap' });
