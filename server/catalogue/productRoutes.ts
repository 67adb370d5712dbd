import { Hono } from 'hono';
import { LOW_STOCK_LEFT } from '../../api-schema/constants';
import { productListQuery } from '../../api-schema/productQuery';
import { productListResponse, productResponse } from '../../api-schema/responses';
import { config } from '../config';
import type { AppDeps } from '../http/appDeps';
import { cachedByUrl, cachedJson } from '../http/cachedJson';
import { describe, failed, notModified, succeeded, unavailable, type ResponseDoc } from '../http/openapi/describe';
import { notFound } from '../http/respond';
import { validate } from '../http/validate';
import { LISTINGS_TAG, productTag } from './catalogueChanges';
import { categoryExists } from './categories';
import { ListingMemo } from './listingMemo';
import { listingOptions, listWithIntent, type RouteOptions } from './listingOptions';
import { findProduct } from './products';
import { ratingOf } from '../reviews/ratingSummary';

/** One key per distinct result, whatever order or spelling the query string used. */
const listKey = (o: RouteOptions) =>
  JSON.stringify([
    'products',
    o.categoryId,
    o.typed,
    o.minPrice,
    o.maxPrice,
    o.color,
    o.material,
    o.discount,
    o.sortBy,
    o.sortOrder,
    o.inStock === 'true',
    o.page,
    o.limit,
    o.exclude,
    o.relevance,
  ]);

/** The fields each product carries beyond the spec's, for API readers. */
const PRODUCT_EXTRAS =
  'Beside the spec fields, each product carries `stockLeft` (units left, 1 to ' +
  `${LOW_STOCK_LEFT}, when stock is that low; null otherwise, also when sold out: \`inStock\` says so) and ` +
  '`countryOfOrigin` (where the goods were made). A listing may show `stockLeft` up to 30 s old; the product ' +
  'answer is current. Quantity pickers stop at `stockLeft`; the order is the authority. With REVIEWS=on the ' +
  "product answer also carries `rating`: its approved reviews' average (one decimal) and count.";

/** What a listing answers beside its products when it reads a search (docs/decisions/026-colour-material-and-hindi-words.md). */
const UNDERSTOOD =
  ' A `search` is read first: price, kind, colour and material words (English, Hindi or Hinglish) become filters, ' +
  'and `understood` says which it applied — `minPrice`/`maxPrice`, `categories` (names), `colours` (colour names ' +
  'as `color` spells them), `materials` (families as `material` spells them) — with `words` (what is left to ' +
  'match), a `notice` and `didYouMean`. A filter the query sets itself wins and is not reported.';

const listing = (summary: string, extra: Record<number, ResponseDoc> = {}, pathIds?: Record<string, string>) =>
  describe({
    summary,
    pathIds,
    description: PRODUCT_EXTRAS + UNDERSTOOD,
    tags: ['Catalogue'],
    query: productListQuery,
    responses: {
      200: succeeded('One page of products', productListResponse),
      304: notModified,
      400: failed('A query value is out of range; `errors` names it'),
      503: unavailable,
      ...extra,
    },
  });

export function productRoutes({ pool, cache }: AppDeps) {
  // Search totals and rankings per filter set; they go stale exactly when listings do.
  const memo = new ListingMemo(cache);
  return new Hono()
    .use(cachedByUrl(cache))
    .get(
      '/public',
      listing('Search, filter and sort the catalogue'),
      validate('query', productListQuery),
      async (c) => {
        const options = await listingOptions(pool, c.req.valid('query'), c.req.query('sortBy') !== undefined);
        return cachedJson(c, cache, listKey(options), () => listWithIntent(pool, memo, options), LISTINGS_TAG);
      },
    )
    .get(
      '/public/:id',
      describe({
        summary: 'One product',
        description: PRODUCT_EXTRAS,
        tags: ['Catalogue'],
        pathIds: { id: 'The product _id' },
        responses: {
          200: succeeded('The product', productResponse),
          304: notModified,
          404: failed('Product not found'),
          503: unavailable,
        },
      }),
      (c) => {
        const id = c.req.param('id');
        return cachedJson(
          c,
          cache,
          `product:${id}`,
          async () => {
            const product = await findProduct(pool, id);
            if (!product) throw notFound('Product not found');
            return { product: config().REVIEWS === 'on' ? { ...product, rating: await ratingOf(pool, id) } : product };
          },
          productTag(id),
        );
      },
    )
    .get(
      '/category/:categoryId',
      listing("One category's products", { 404: failed('Category not found') }, { categoryId: 'The category id' }),
      validate('query', productListQuery),
      async (c) => {
        const categoryId = c.req.param('categoryId');
        const sorted = c.req.query('sortBy') !== undefined;
        const options = await listingOptions(pool, c.req.valid('query'), sorted, categoryId);
        return cachedJson(
          c,
          cache,
          listKey(options),
          async () => {
            if (!(await categoryExists(pool, categoryId))) throw notFound('Category not found');
            return listWithIntent(pool, memo, options);
          },
          LISTINGS_TAG,
        );
      },
    );
}
