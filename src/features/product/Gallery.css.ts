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
