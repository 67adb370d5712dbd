import { globalKeyframes, style } from '@vanilla-extract/css';
import { SHORT_VIEW, SKIP_ONE_FRAME } from './firstFrame';

globalKeyframes('skip-one-frame', { from: { contentVisibility: 'hidden' }, to: { contentVisibility: 'hidden' } });

/**
 * A section below the fold sits out the first frame that draws it: it is not styled, laid out or painted in the
 * long task that draws React's first page (or a new route's), but in a small one right after. `content-visibility:
 * auto` does not do this: Chromium draws auto content within a wide margin at once (with Lighthouse's phone
 * emulation, 1.75 device pixels per px, about 5 screens), so on our pages it skipped nothing. Only where the
 * section cannot be on screen then (SHORT_VIEW), so nobody sees it arrive; what follows it is off screen too.
 */
export const afterFirstFrame = style({ '@media': { [SHORT_VIEW]: { animation: SKIP_ONE_FRAME } } });

/**
 * Marks a page whose footer starts below SHORT_VIEW even before its lazy sections arrive (a product page: the
 * footer follows its gallery and details, ≥ ~1,100 px down at any width). Draws nothing itself.
 */
export const longPage = style({});

/**
 * The footer follows when the page above it has a section that waits, or is a long page: it is further down
 * still. A short page (an empty list, a missing product) keeps its footer in the first frame (it may be on screen).
 */
export const footerAfterFirstFrame = style({
  '@media': {
    [SHORT_VIEW]: {
      selectors: { [`main:has(${afterFirstFrame}, ${longPage}) ~ &`]: { animation: SKIP_ONE_FRAME } },
    },
  },
});
