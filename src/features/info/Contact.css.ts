import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const layout = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});

export const header = style({ textAlign: 'center', padding: `${vars.space.xl} ${vars.space.md} 0` });
export const title = style({ fontSize: vars.size.xl, '@media': { [media.tablet]: { fontSize: vars.size.xxl } } });
export const lead = style({ color: vars.color.muted, marginTop: vars.space.sm });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  minWidth: 0,
});
export const panelTitle = style({ fontSize: vars.size.lg, marginBottom: vars.space.md, color: vars.color.brandDark });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const textarea = style({ minHeight: '8rem', resize: 'vertical' });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const detailLabel = style({ fontWeight: 600 });
export const detailValue = style({ margin: 0, color: vars.color.muted });
/** The seller's address (two lines by default) keeps its room while it arrives. */
export const sellerLines = style({ display: 'block', minHeight: '2lh' });

export const faqItem = style({ borderTop: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const faqQuestion = style({ cursor: 'pointer', fontWeight: 600, padding: `${vars.space.xs} 0` });
export const faqAnswer = style({ color: vars.color.muted, marginTop: vars.space.xs });

export const map = style({
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: `repeating-linear-gradient(45deg, ${vars.color.brandSoft}, ${vars.color.brandSoft} 12px, ${vars.color.surface} 12px, ${vars.color.surface} 24px)`,
  color: vars.color.muted,
  textAlign: 'center',
  padding: vars.space.md,
});
