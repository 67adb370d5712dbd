import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const sectionTitle = style({ fontSize: vars.size.lg });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const legend = style({ fontSize: vars.size.sm, fontWeight: 600, padding: 0, marginBottom: vars.space.xs });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:has(input:disabled)': { opacity: 0.6 } },
});

export const comingSoon = style({
  marginLeft: 'auto',
  fontSize: vars.size.xs,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
});

/** Why cash on delivery is not offered, under its option, once UPI is chosen instead. */
export const codNote = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.muted });

export const agreement = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', marginTop: '2px', flexShrink: 0 });

export const error = style({ color: vars.color.danger, fontSize: vars.size.sm });

export const summary = style([
  card,
  {
    '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.md})` } },
  },
]);

export const notice = style({
  textAlign: 'center',
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The PIN's place and delivery dates; keeps its line so City and State do not jump when it arrives. */
export const pinPromise = style({
  minHeight: '1.5em',
  margin: `calc(-1 * ${vars.space.sm}) 0 0`,
  fontSize: vars.size.sm,
});
