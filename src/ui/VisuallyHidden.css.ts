import { style } from '@vanilla-extract/css';

/** Read by screen readers (and crawlers), not shown: the one copy of the usual clip pattern. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
