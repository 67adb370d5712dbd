import { escapeHtml } from './escape';
import type { FirstRoute } from './firstRoute';
import { firstImage } from './previewImage';

/** Where index.html's static shell takes a page's pre-paint (inside the shell React replaces). */
export const PRE_PAINT_SLOT = '<!-- pre-paint -->';

/**
 * The product page's main picture, drawn by the HTML alone at about its final size and place (mirrors
 * Gallery.css.ts and ProductDetail.css.ts): the page's largest paint no longer waits for the JS. React's
 * first render replaces it with the same picture, from the browser's cache. Hidden from assistive
 * technology like the rest of the shell. Other pages: nothing.
 */
export function prePaint(route: FirstRoute): { style: string; html: string } | undefined {
  if (route.kind !== 'product') return undefined;
  return {
    style:
      '<style>.boot-lcp{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:8.125rem 1rem 0}' +
      '.boot-lcp img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;border-radius:16px;background:#f6e7d8}' +
      '@media screen and (min-width:960px){.boot-lcp{padding:7.8125rem 1.5rem 0}.boot-lcp img{width:calc(50% - 1rem)}}</style>',
    html: `<div class="boot-lcp"><img src="${escapeHtml(firstImage(route.product))}" alt="" width="800" height="800" fetchpriority="high" /></div>`,
  };
}
