import type { FirstRoute } from './firstRoute';
import { PHOTO_SIZES } from '../../api-schema/photos';
import { listingPrePaint } from './listingPrePaint';
import type { PrePaintLanguage } from './listingWords';
import { prePaintPicture } from './prePaintPicture';
import { cardImage } from './previewImage';

/** Where index.html's static shell takes a page's pre-paint (inside the shell React replaces). */
export const PRE_PAINT_SLOT = '<!-- pre-paint -->';

/** Home's hero text (its largest paint), as Hero.tsx and Home.css.ts draw it; fixed text, nothing to escape. */
const HOME_HERO = {
  style:
    '<style>.boot-hero{background:linear-gradient(135deg,#f6e7d8,#fff);padding:4rem 0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;line-height:1.5;color:#1f1a17}' +
    '.boot-hero>div{max-width:1200px;margin:0 auto;padding:0 1rem;display:flex;flex-direction:column;gap:1rem;align-items:flex-start}' +
    '.boot-hero p{margin:0}.boot-hero .e{color:#7a3e1d;font-weight:700;font-size:.875rem;text-transform:uppercase;letter-spacing:.06em}' +
    '.boot-hero h1{margin:0;font:400 2.25rem/1.2 Georgia,"Noto Serif",serif;font-weight:bold;max-width:18ch}' +
    '.boot-hero .t{color:#6b625c;font-size:1.25rem;max-width:40rem}.boot-hero .a{height:4rem}' +
    '@media screen and (min-width:640px){.boot-hero h1{font-size:3.25rem}}' +
    '@media screen and (min-width:960px){.boot-hero{background:url(/images/hero.svg) no-repeat right max(1rem,calc((100% - 1200px)/2)) center/auto 88%,linear-gradient(135deg,#f6e7d8,#fff)}}</style>',
  html:
    '<section class="boot-hero"><div><p class="e">Handcrafted bags, delivered across India</p>' +
    '<h1>Carry your everyday, beautifully</h1><p class="t">Handbags, backpacks and totes made to last. ' +
    'Cash on delivery and free shipping above ₹999.<br>New here? Code <strong>WELCOME10</strong> takes 10% off ' +
    'your first order of ₹999 or more.</p><div class="a"></div></div></section>',
};

/**
 * The product page's main picture, drawn by the HTML alone at about its final size and place (mirrors
 * Gallery.css.ts and ProductDetail.css.ts): the page's largest paint no longer waits for the JS. React's
 * first render replaces it with the same picture, from the browser's cache. Hidden from assistive
 * technology like the rest of the shell. A `color` param opens it on that colour's picture, as the page does. /products: its first row of cards (listingPrePaint). Other pages: nothing.
 */
export function prePaint(
  route: FirstRoute,
  search: URLSearchParams,
  language: PrePaintLanguage = 'en',
): { style: string; html: string } | undefined {
  // The hero's English sentences have no Hindi pre-paint: a Hindi reader's home waits for the app's own words.
  if (route.kind === 'home') return language === 'en' ? HOME_HERO : undefined;
  if (route.kind === 'products') return listingPrePaint(route, search, language);
  if (route.kind !== 'product') return undefined;
  return {
    style:
      '<style>.boot-lcp{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:8.125rem 1rem 0}' +
      '.boot-lcp img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;border-radius:16px;background:#f6e7d8}' +
      '@media screen and (min-width:960px){.boot-lcp{padding:7.8125rem 1.5rem 0}.boot-lcp img{width:calc(50% - 1.25rem)}}</style>',
    html: `<div class="boot-lcp">${prePaintPicture(cardImage(route.product, search.get('color')), PHOTO_SIZES.gallery, 800)}</div>`,
  };
}
