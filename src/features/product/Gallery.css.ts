import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const main = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
/** The main picture and, over it, the button that opens the zoom viewer (a grid: no inline gap under the image). */
export const frame = style({ display: 'grid', position: 'relative' });
export const zoom = style({
  position: 'absolute',
  inset: 0,
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  cursor: 'zoom-in',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
});
export const zoomHint = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.85)',
  color: vars.color.text,
  fontSize: vars.size.sm,
  fontWeight: 600,
});
export const thumbs = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto' });
export const thumb = style({
  flex: '0 0 4.5rem',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.brandSoft,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand } },
});
globalStyle(`${thumb} img`, { width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' });
