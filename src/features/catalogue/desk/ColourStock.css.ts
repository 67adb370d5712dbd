import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';

export const list = style({ display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1rem minmax(4rem, 1fr) 4.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const swatch = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const name = style({ fontSize: vars.size.sm, overflowWrap: 'anywhere' });

export const input = style({ width: '4.5rem' });

export const error = style({ gridColumn: '1 / -1', color: vars.color.danger, fontSize: vars.size.sm });
