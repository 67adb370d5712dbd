import { Hono, type Context } from 'hono';
import { facetsResponse } from '../../api-schema/facets';
import { productListQuery, type ProductListQuery } from '../../api-schema/productQuery';
import type { AppDeps } from '../http/appDeps';
import { cachedByUrl, cachedJson } from '../http/cachedJson';
import { describe, failed, notModified, succeeded, unavailable } from '../http/openapi/describe';
import { notFound } from '../http/respond';
import { validate } from '../http/validate';
import { LISTINGS_TAG } from './catalogueChanges';
import { categoryExists } from './categories';
import { listingFacets } from './facets';
import { listingOptions } from './listingOptions';

const facetDoc = (summary: string, extra = {}, pathIds?: Record<string, string>) =>
  describe({
    summary,
    pathIds,
    description:
      "Takes the listing's own query (search, prices, inStock, color, material, discount; sort and page are ignored). " +
      'Each facet is counted with every filter but its own.',
    tags: ['Catalogue'],
    query: productListQuery,
    responses: {
      200: succeeded('Counts per colour, material and least discount', facetsResponse),
      304: notModified,
      400: failed('A query value is out of range; `errors` names it'),
      503: unavailable,
      ...extra,
    },
  });

/** GET /api/products/facets and /api/products/category/{id}/facets: the filter drawer's counts, cached like listings. */
export function facetRoutes({ pool, cache }: AppDeps) {
  const answer = async (c: Context, query: ProductListQuery, categoryId?: string) => {
    const o = await listingOptions(pool, query, false, categoryId);
    const key = JSON.stringify([
      'facets',
      categoryId,
      o.typed,
      o.minPrice,
      o.maxPrice,
      o.inStock === 'true',
      o.color,
      o.material,
      o.discount,
    ]);
    return cachedJson(
      c,
      cache,
      key,
      async () => {
        if (categoryId && !(await categoryExists(pool, categoryId))) throw notFound('Category not found');
        return listingFacets(pool, o);
      },
      LISTINGS_TAG,
    );
  };
  return new Hono()
    .use(cachedByUrl(cache))
    .get('/facets', facetDoc('Facet counts of a listing'), validate('query', productListQuery), (c) =>
      answer(c, c.req.valid('query')),
    )
    .get(
      '/category/:categoryId/facets',
      facetDoc(
        "Facet counts of one category's listing",
        { 404: failed('Category not found') },
        { categoryId: 'The category id' },
      ),
      validate('query', productListQuery),
      (c) => answer(c, c.req.valid('query'), c.req.param('categoryId')),
    );
}
