import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const steps = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.size.sm,
  selectors: { '&[aria-current="step"]': { color: vars.color.brand, fontWeight: 700 } },
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid currentColor`,
});
