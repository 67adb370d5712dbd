import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: '#fff',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});
export const heroTitle = style({ fontSize: vars.size.xl, '@media': { [media.tablet]: { fontSize: vars.size.xxl } } });
export const heroLead = style({
  maxWidth: '40rem',
  margin: `${vars.space.md} auto 0`,
  opacity: 0.92,
  fontSize: vars.size.lg,
});

export const section = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
export const sectionTitle = style({ fontSize: vars.size.xl, textAlign: 'center', marginBottom: vars.space.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const tile = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const tileTitle = style({ fontSize: vars.size.lg, marginBottom: vars.space.sm, color: vars.color.brandDark });
export const icon = style({ color: vars.color.accent, marginBottom: vars.space.sm });
export const muted = style({ color: vars.color.muted });
export const intro = style({ color: vars.color.muted, marginBottom: vars.space.lg });

export const statsBand = style({ background: vars.color.brandSoft });
export const stat = style({ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' });
export const bare = style({ listStyle: 'none', padding: 0, margin: 0 });
export const centerText = style({ textAlign: 'center' });
export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.size.xxl,
  color: vars.color.brand,
});

export const story = style({ maxWidth: '52rem', margin: '0 auto' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
