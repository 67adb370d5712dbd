import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: vars.z.progress,
  background: vars.color.accent,
  transformOrigin: 'left',
  transform: 'scaleX(0)',
  opacity: 0,
  pointerEvents: 'none',
  selectors: {
    // RouteProgress sets it only once a navigation has been pending for a while.
    '&[data-active="true"]': { opacity: 1, animation: `${grow} 8s cubic-bezier(0.1, 0.7, 0.2, 1) both` },
  },
});
