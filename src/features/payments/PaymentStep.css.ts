import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({
  maxWidth: '44rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
});
export const amount = style({ fontSize: vars.size.xxl, fontWeight: 700, margin: 0 });
export const state = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  fontWeight: 700,
});
export const paid = style({ background: vars.color.successSoft, color: vars.color.success });
export const qr = style({ width: '15rem', height: '15rem', maxWidth: '100%', imageRendering: 'pixelated' });
/** The app link matters on a phone (it opens the UPI app); on a computer the QR is the way. */
export const appLink = style({ '@media': { [media.tablet]: { display: 'none' } } });
/** The order's breakdown under the amount: as wide as the UTR form, read left to right. */
export const breakdown = style({ width: '100%', maxWidth: '22rem', textAlign: 'left' });
export const payee = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0, overflowWrap: 'anywhere' });
export const utrForm = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '22rem',
  textAlign: 'left',
});
globalStyle(`${page} h1`, { margin: 0, fontFamily: vars.font.heading });
