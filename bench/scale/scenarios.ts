import { MAX_LISTING_DEPTH } from '../../api-schema/constants';
import { freshSearches, SEARCH_LISTS } from './searchQueries';
import { SHOPPER_LISTS } from './shopperQueries';

/** What the scale bench knows about the catalogue it loads. */
export interface Fixtures {
  categories: string[];
  stocked: { id: string; colour: string }[];
  total: number;
}

export type PathFor = (i: number) => string;

/** The deepest page a shopper can open at 12 a page (the API's depth cap, or the last page). */
const DEEPEST_PAGE_12 = Math.floor(MAX_LISTING_DEPTH / 12);

/**
 * Cache-miss scenarios: every request asks for another URL (pages, page sizes, price bounds and
 * categories vary with the request number), and they run against the API with its cache disabled.
 */
export function missScenarios(f: Fixtures): [string, PathFor][] {
  const pagesOf = (limit: number) => Math.max(1, Math.ceil(f.total / limit));
  const limitOf = (i: number) => 12 + (i % 37);
  const pageOf = (i: number, spread = 40) => 1 + (Math.floor(i / 37) % Math.min(spread, pagesOf(limitOf(i))));
  const paged = (i: number, spread?: number) => `page=${pageOf(i, spread)}&limit=${limitOf(i)}`;
  // A search nobody asked before, every request (first page, as a shopper opens it): its exact total and
  // ranking are worked out afresh. Repeating one string would measure the memo of its earlier answer.
  const fresh = (list: string[]) => {
    const searches = freshSearches(list);
    return () => `/api/products/public?${searches.query()}`;
  };
  return [
    ['default listing', (i) => `/api/products/public?${paged(i)}`],
    [
      'sort by price + inStock',
      (i) => `/api/products/public?sortBy=newPrice&sortOrder=${i % 2 ? 'asc' : 'desc'}&inStock=true&${paged(i >> 1)}`,
    ],
    [
      'price range',
      (i) => {
        const min = 500 + (i % 200) * 10;
        return `/api/products/public?minPrice=${min}&maxPrice=${min + 1000 + (Math.floor(i / 200) % 40) * 50}`;
      },
    ],
    [
      'category page',
      (i) =>
        `/api/products/category/${f.categories[i % f.categories.length]}?page=${1 + (Math.floor(i / f.categories.length) % 5)}`,
    ],
    [
      'deep page (last pages)',
      (i) => {
        // The last 200 pages, or every page of a smaller catalogue: cycling keeps each URL distinct from the
        // other requests in flight. Clamping to page 1 sent most of a 514-product run to one URL, which the
        // API's shared in-flight load answered once for many requests (2,400 req/s instead of 850).
        const deepest = Math.min(pagesOf(12), DEEPEST_PAGE_12);
        return `/api/products/public?page=${deepest - (i % Math.min(200, deepest))}`;
      },
    ],
    ['search one word (new each time: "wallet", "jute"…)', fresh(SEARCH_LISTS.oneWord)],
    ['typo (new each time: "shpoper", "lether"…)', fresh(SEARCH_LISTS.typo)],
    ['two words (new each time: "leather wallet"…)', fresh(SEARCH_LISTS.twoWords)],
    ['Indian English (new each time: "wallet for men"…)', fresh(SEARCH_LISTS.indianEnglish)],
    ...shopperScenarios(fresh),
    [
      'suggestions "bac…"',
      (i) =>
        // Encoded: a raw space in the request line is a 400 from node:http, which then closes the
        // connection, and autocannon waited on it (the bench measured ~13 req/s of stalls, not the API).
        `/api/search/suggestions?q=${encodeURIComponent(['b', 'ba', 'bac', 'back', 'backp', 'backpa', 'ladies p', 'leather w'][i % 8]!)}`,
    ],
    ['product detail', (i) => `/api/products/public/${f.stocked[i % f.stocked.length]!.id}`],
  ];
}

/**
 * The cache misses the read path is judged by (default listing, category, deep page, one common word, a
 * typo, two words, price + in stock), measured right after ready and after an owner's edit. `phase`
 * gives each measuring phase its own search filter sets, so no phase meets another's memo.
 */
export function editScenarios(f: Fixtures, phase: number): [string, PathFor][] {
  // minPrice 1, 2, 3…: below every price, so the same results, but another filter set for the memo.
  const fresh = (list: string[]) => {
    const searches = freshSearches(list, phase + 1);
    return () => `/api/products/public?${searches.query()}`;
  };
  const all = new Map(missScenarios(f));
  const pick = (name: string) => all.get(name)!;
  return [
    ['default listing', (i) => pick('default listing')(i + phase * 1_000)],
    ['category page', (i) => pick('category page')(i + phase * 1_000)],
    ['deep page', (i) => pick('deep page (last pages)')(i + phase * 1_000)],
    ['one word', fresh(SEARCH_LISTS.oneWord)],
    ['typo', fresh(SEARCH_LISTS.typo)],
    ['two words', fresh(SEARCH_LISTS.twoWords)],
    ...shopperScenarios(fresh),
    [
      'price + in stock',
      (i) => {
        const min = 500 + ((i + phase * 37) % 200) * 10;
        return `/api/products/public?inStock=true&minPrice=${min}&maxPrice=${min + 700 + (i % 40) * 50}`;
      },
    ],
  ];
}

/** The searches shoppers type most (shopperQueries.ts), one scenario per class, weighted by the products they find. */
const shopperScenarios = (fresh: (list: string[]) => PathFor): [string, PathFor][] => [
  ['kind × material ("leather tote"…)', fresh(SHOPPER_LISTS.kindMaterial)],
  ['colour × kind ("black tote"…)', fresh(SHOPPER_LISTS.colourKind)],
  ['colour × material × kind ("black leather tote"…)', fresh(SHOPPER_LISTS.colourMaterialKind)],
  ['audience ("wallet for men"…)', fresh(SHOPPER_LISTS.audience)],
  ['price words ("tote under 1500"…)', fresh(SHOPPER_LISTS.price)],
];

/** A browsing mix as real shoppers repeat it (first pages, categories, products, searches): mostly cache hits. */
export function browseMix(f: Fixtures): PathFor {
  const paths = [
    '/api/products/public',
    '/api/products/public?page=2',
    '/api/products/public?limit=4&sortBy=createdAt&sortOrder=desc',
    '/api/products/public?sortBy=newPrice&sortOrder=asc&inStock=true',
    '/api/products/public?maxPrice=999',
    '/api/products/public?minPrice=1000&maxPrice=2500',
    '/api/products/public?search=bag',
    '/api/products/public?search=bakpack',
    '/api/categories/active',
    ...f.categories.slice(0, 12).map((id) => `/api/products/category/${id}`),
    ...f.stocked.slice(0, 20).map((p) => `/api/products/public/${p.id}`),
  ];
  return (i) => paths[i % paths.length]!;
}

const RUN = Date.now().toString(36);

export function orderBody(f: Fixtures, i: number): string {
  const product = f.stocked[i % f.stocked.length]!;
  return JSON.stringify({
    agreement: true,
    products: [{ productId: product.id, quantity: 1, color: product.colour }],
    shippingInfo: {
      // One name per request, so the check can tell a doubled order from two requests.
      name: `Bench Shopper ${RUN} ${i}`,
      email: 'bench@example.in',
      phone: '+91 98765 43210',
      address1: '1 MG Road',
      address2: '',
      city: 'pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
  });
}
