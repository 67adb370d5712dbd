import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { afterFirstFrame } from '../../ui/afterFirstFrame.css';

const column = { maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `0 ${vars.space.md}` } as const;

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, #fff)`,
  padding: `${vars.space.xxl} 0`,
  // The picture (server/catalogue/drawings/hero.ts) fills the right half on a desktop; server/seo/prePaint.ts
  // draws the same before the app starts, so it is never the app's own largest paint. Phones never fetch it.
  '@media': {
    [media.desktop]: {
      background: `url(/images/hero.svg) no-repeat right max(1rem, calc((100% - 1200px) / 2)) center / auto 88%, linear-gradient(135deg, ${vars.color.brandSoft}, #fff)`,
    },
  },
});
export const heroInner = style({
  ...column,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});
export const eyebrow = style({
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: vars.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const heroTitle = style({
  fontSize: '2.25rem',
  maxWidth: '18ch',
  '@media': { [media.tablet]: { fontSize: '3.25rem' } },
});
export const heroText = style({ color: vars.color.muted, fontSize: vars.size.lg, maxWidth: '40rem' });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const benefits = style({
  ...column,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  marginTop: vars.space.xl,
  marginBottom: vars.space.xl,
});
export const benefit = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const benefitIcon = style({ flex: '0 0 auto', color: vars.color.brand });
export const benefitTitle = style({ display: 'block' });
export const muted = style({ display: 'block', color: vars.color.muted, fontSize: vars.size.sm });
export const section = style({ ...column, marginTop: vars.space.xxl });
export const laterSection = style([section, afterFirstFrame]);
export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});
export const sectionTitle = style({ fontSize: vars.size.xl, marginBottom: vars.space.lg });
export const viewAll = style({ color: vars.color.brand, fontWeight: 600, whiteSpace: 'nowrap' });
export const categoryGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const categoryTile = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
});
export const categoryImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  background: vars.color.brandSoft,
});
export const categoryName = style({ display: 'block', padding: vars.space.sm, fontWeight: 600, textAlign: 'center' });
export const callUs = style({
  ...column,
  marginTop: vars.space.xxl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: '#fff',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const callUsTitle = style({ fontSize: vars.size.xl });
export const callUsLink = style({ color: '#fff', fontSize: vars.size.lg, fontWeight: 700 });
