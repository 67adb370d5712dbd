import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/** Shared frame of the text-heavy info pages. */
export const page = style({
  maxWidth: '52rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const title = style({
  fontSize: vars.size.xl,
  color: vars.color.text,
  '@media': { [media.tablet]: { fontSize: vars.size.xxl } },
});

export const updated = style({
  marginTop: vars.space.sm,
  marginBottom: vars.space.lg,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const centered = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const lead = style({ color: vars.color.muted, maxWidth: '36rem' });

export const loading = style({ minHeight: '24rem', justifyContent: 'center' });
