import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrap = style({ display: 'inline-flex', alignItems: 'center' });
export const spinner = style({
  width: '1rem',
  height: '1rem',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 700ms linear infinite`,
});
