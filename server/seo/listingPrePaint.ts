import { PAGE_SIZE } from '../../api-schema/constants';
import type { FirstRoute } from './firstRoute';
import { PHOTO_SIZES } from '../../api-schema/photos';
import { cardImage } from './previewImage';
import { listingWords, type PrePaintLanguage } from './listingWords';
import { prePaintPicture } from './prePaintPicture';

/** At most this many cards fill the listing's first row (3 columns up to the 1200 px page). */
const FIRST_ROW = 3;
const DEFAULT_SORT = 'createdAt:desc';

/**
 * Mirrors Page.css.ts (page, title), ProductListing.css.ts (layout, toolbar, count), ProductGrid.css.ts and
 * ProductCard.css.ts, so each picture sits where React's card puts its picture. The toolbar's boxes wrap
 * as the real ones do: the Filters button, the count and "Clear all" carry their real text; the sort select
 * (241×40) and the Grid/List toggle (128×42) are their measured sizes. Only the first grid row is shown:
 * a third card past it sits in a row of height 0.
 * On phones the title is 33.6 px tall, so the pictures sit at a fractional y, where Chromium counts the
 * pre-painted one a little smaller than React's (whose render would then be the largest paint): the
 * title's 0.4 px padding puts them on a whole pixel (within half a pixel of React's).
 */
const STYLE =
  '<style>.boot-list{max-width:1200px;margin:0 auto;padding:1.5rem 1rem 0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;line-height:1.5;color:#1f1a17}' +
  '.boot-list *{box-sizing:border-box}.boot-list h1{margin:0 0 1.5rem;padding-bottom:.40625px;font:bold 1.75rem/1.2 Georgia,"Noto Serif",serif}' +
  '.boot-list .l{display:grid;gap:1.5rem}.boot-list .t{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-bottom:1rem}' +
  '.boot-list .f{display:flex;align-items:center;min-height:2.5rem;padding:0 1rem;border:1px solid transparent;font-weight:600;visibility:hidden}' +
  '.boot-list .c{display:flex;align-items:center;flex:1 1 12rem;min-height:1.5rem;margin:0;color:#6b625c;font-size:.875rem}' +
  '.boot-list .x{display:flex;align-items:center;min-height:2rem;padding:1px 6px;font-size:.875rem;visibility:hidden}' +
  '.boot-list .s{width:241px;height:40px}.boot-list .g{width:128px;height:42px}' +
  '.boot-list ul{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(2,minmax(0,1fr));grid-template-rows:auto;grid-auto-rows:0}' +
  '.boot-list li:nth-child(3){overflow:hidden}.boot-list li>div{border:1px solid #e5ddd6;border-radius:10px;overflow:hidden;background:#fff;box-shadow:0 1px 3px rgba(31,26,23,.08)}' +
  '.boot-list img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;background:#f6e7d8}' +
  '@media screen and (min-width:640px){.boot-list{padding:2.5rem 1.5rem 0}.boot-list h1{padding:0;font-size:2.5rem}.boot-list ul{grid-template-columns:repeat(3,minmax(0,1fr))}}' +
  '@media screen and (min-width:960px){.boot-list .l{grid-template-columns:16rem minmax(0,1fr)}.boot-list .r{grid-column:2}.boot-list .f{display:none}' +
  '.boot-list ul{grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}}</style>';

/** Any filter the shopper chose: the toolbar then shows "Clear all" (productFilters' hasActiveFilters). */
const hasActiveFilters = (search: URLSearchParams) =>
  ['minPrice', 'maxPrice', 'color', 'material', 'discount'].some((key) => search.get(key)?.trim()) ||
  search.get('inStock') === 'true' ||
  Boolean(search.get('sort') && search.get('sort') !== DEFAULT_SORT);

/**
 * /products' largest paint, its first card's picture, drawn by the HTML alone (with the title and the
 * "Showing …" line) where the listing later draws it. Only when the server's answer is the one the SPA
 * shows: a search (ranked by best match) or a category (asked under its own path) is fetched by the SPA
 * itself, so those pages get no pre-paint, nor does an empty or out-of-range page.
 */
export function listingPrePaint(
  route: Extract<FirstRoute, { kind: 'products' }>,
  search: URLSearchParams,
  language: PrePaintLanguage,
) {
  const { products, pagination } = route;
  if (!products?.length || !pagination || search.get('search')?.trim() || search.get('category')?.trim())
    return undefined;
  const from = (pagination.current - 1) * PAGE_SIZE + 1;
  const to = Math.min(pagination.current * PAGE_SIZE, pagination.total);
  const cards = products
    .slice(0, FIRST_ROW)
    .map(
      (product, i) =>
        `<li><div>${prePaintPicture(cardImage(product, search.get('color')), PHOTO_SIZES.card, 400, i === 0)}</div></li>`,
    )
    .join('');
  const words = listingWords[language];
  const showing = words.showing
    .replace('{from}', String(from))
    .replace('{to}', String(to))
    .replace('{total}', String(pagination.total));
  const toolbar =
    `<div class="t"><span class="f">${words.filters}</span><p class="c">${showing}</p>` +
    `${hasActiveFilters(search) ? `<span class="x">${words.clearAll}</span>` : ''}<span class="s"></span><span class="g"></span></div>`;
  return {
    style: STYLE,
    html: `<div class="boot-list"><h1>${words.title}</h1><div class="l"><div class="r">${toolbar}<ul>${cards}</ul></div></div></div>`,
  };
}
