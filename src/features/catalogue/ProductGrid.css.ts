import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { SHORT_VIEW, SKIP_ONE_FRAME } from '../../ui/firstFrame';

const base = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  transition: 'opacity 150ms',
  selectors: { '&[data-pending="true"]': { opacity: 0.55 } },
});

export const grid = styleVariants({
  grid: [
    base,
    {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [media.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
      },
    },
  ],
  list: [base, { gridTemplateColumns: '1fr' }],
});

/**
 * A card far from the viewport is neither laid out nor painted until the shopper scrolls near it: a flip
 * pays for the cards on screen only. `auto` remembers a card's real height once it has been drawn.
 * Chromium's "near" is wide (with a phone's pixel density, about 5 screens: a whole page of cards), so from
 * the 7th card on, a new card also sits out the frame that first draws it (afterFirstFrame.css.ts): it
 * starts at least ~1,190 px down the page at any width, off screen in views up to 1000 px tall.
 */
const laterCards = {
  '@media': { [SHORT_VIEW]: { selectors: { '&:nth-child(n+7)': { animation: SKIP_ONE_FRAME } } } },
};
export const item = styleVariants({
  grid: { contentVisibility: 'auto', containIntrinsicSize: 'auto 30rem', ...laterCards },
  list: { contentVisibility: 'auto', containIntrinsicSize: 'auto 12rem', ...laterCards },
});

/**
 * A result page kept built while another is shown: no box height and nothing painted, but its layout is
 * kept, so showing it again is cheap.
 */
export const kept = style({ contentVisibility: 'hidden' });

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  aspectRatio: '3 / 5',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
