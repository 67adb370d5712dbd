import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

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
 */
export const item = styleVariants({
  grid: {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 23rem',
    '@media': { [media.tablet]: { containIntrinsicSize: 'auto 30rem' } },
  },
  list: { contentVisibility: 'auto', containIntrinsicSize: 'auto 12rem' },
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
