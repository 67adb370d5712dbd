import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';

export const colourHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.size.lg,
  margin: `0 0 ${vars.space.sm}`,
});

export const count = style({
  fontFamily: vars.font.body,
  fontWeight: 400,
  fontSize: vars.size.sm,
  color: vars.color.muted,
});

// Only the picture is faded: its caption keeps the text contrast (axe).
export const drawing = style({});
globalStyle(`${drawing} img`, { opacity: 0.75 });

export const swatch = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  flex: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
});

export const tile = style({
  display: 'grid',
  margin: 0,
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

/** Any photo, tall or wide, fills the square without distortion; the operator sees what cards will crop. */
export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
});

export const tileActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const upload = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const progress = style({ width: '10rem' });
