import { style } from '@vanilla-extract/css';

/** Set on <html> once the first frame of React's page has been painted (useFirstFramePainted, in Layout). */
export const FIRST_FRAME_PAINTED = 'data-first-frame-painted';

/**
 * Views at most this tall never reach a section marked `afterFirstFrame` in its first frame: every such
 * section starts at least ~1,050 px down the page at any width (product tabs on a desktop are the highest).
 */
const SHORT_VIEW = 'screen and (max-height: 1000px)';

/**
 * A section below the fold sits out the first frame of a first load: it is not styled, laid out or painted in
 * the long task that draws React's first page, but in a small one right after. `content-visibility: auto` does
 * not do this: Chromium draws auto content within a wide margin at once (with Lighthouse's phone emulation,
 * 1.75 device pixels per px, about 5 screens), so on our pages it skipped nothing. Only where the section
 * cannot be on screen (SHORT_VIEW), so nobody sees it arrive; what follows it is off screen too: no shift.
 */
export const afterFirstFrame = style({
  '@media': {
    [SHORT_VIEW]: { selectors: { [`:root:not([${FIRST_FRAME_PAINTED}]) &`]: { contentVisibility: 'hidden' } } },
  },
});

/**
 * The footer follows when the page above it has a section that waits: it is further down still. A short page
 * (an empty list, a missing product) keeps its footer in the first frame, where it may be on screen.
 */
export const footerAfterFirstFrame = style({
  '@media': {
    [SHORT_VIEW]: {
      selectors: {
        [`:root:not([${FIRST_FRAME_PAINTED}]) main:has(${afterFirstFrame}) ~ &`]: { contentVisibility: 'hidden' },
      },
    },
  },
});
