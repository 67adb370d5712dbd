import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem 1fr',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const image = style({
  width: '5rem',
  height: '5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
});

export const details = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const prices = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });

export const oldPrice = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const stepButton = style({
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  background: 'transparent',
  fontSize: vars.size.lg,
});

export const quantity = style({ minWidth: '2rem', textAlign: 'center', fontWeight: 600 });

export const remove = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.danger,
  fontSize: vars.size.sm,
  padding: vars.space.xs,
});
export const stockLeft = style({ color: vars.color.danger, fontSize: vars.size.sm, fontWeight: 600 });
