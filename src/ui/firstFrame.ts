/**
 * Views at most this tall never reach a section marked to sit out its first frame (afterFirstFrame.css.ts)
 * then: every such section starts at least ~1,050 px down the page at any width (product tabs on a desktop
 * are the highest). Build-time only: read by .css.ts files.
 */
export const SHORT_VIEW = 'screen and (max-height: 1000px)';

/**
 * Skipped while it runs: a new element is sampled at its start in the frame that first draws it, and the
 * animation is over by the next frame, which then draws the element as usual (keyframes: afterFirstFrame.css.ts).
 */
export const SKIP_ONE_FRAME = 'skip-one-frame 1ms';
