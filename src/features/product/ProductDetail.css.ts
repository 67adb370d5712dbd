import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { longPage } from '../../ui/afterFirstFrame.css';

export const breadcrumb = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  marginBottom: vars.space.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${breadcrumb} a`, { color: vars.color.muted });
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'none',
  minHeight: '2.5rem',
  marginBottom: vars.space.md,
});
export const layout = style([
  longPage,
  {
    display: 'grid',
    gap: vars.space.xl,
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
  },
]);
export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const categoryLink = style({
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: vars.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const name = style({ fontSize: vars.size.xl, '@media': { [media.tablet]: { fontSize: vars.size.xxl } } });
export const rating = style({ color: vars.color.muted, fontSize: vars.size.sm });
export const badges = style({ display: 'flex', gap: vars.space.sm });
export const save = style({ color: vars.color.success, fontWeight: 600 });
export const purchase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const fieldLabel = style({ fontSize: vars.size.sm, color: vars.color.muted });
export const stockLeft = style({ color: vars.color.danger, fontWeight: 600 });
export const buttons = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const actions = style({ display: 'flex', gap: vars.space.sm });
export const related = style({ marginTop: vars.space.xl });
export const sectionTitle = style({ fontSize: vars.size.xl, marginBottom: vars.space.lg });
/**
 * The disclosures' room (country of origin, the seller's lines), kept while their code and data arrive. Measured:
 * 104 px from 700 px up, 126 px at 390–412 px and 147 px at 360 px, where the seller's address wraps.
 */
export const disclosures = style({ minHeight: '9.5rem', '@media': { [media.tablet]: { minHeight: '6.5rem' } } });
