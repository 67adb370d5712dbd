import { Hono } from 'hono';
import { searchSuggestionsQuery, searchSuggestionsResponse } from '../../api-schema/searchSuggestions';
import type { AppDeps } from '../http/appDeps';
import { cachedByUrl, cachedJson } from '../http/cachedJson';
import { describe, failed, notModified, succeeded, unavailable } from '../http/openapi/describe';
import { validate } from '../http/validate';
import { LISTINGS_TAG } from './catalogueChanges';
import { searchSuggestions } from './searchSuggestions';

/** GET /api/search/suggestions?q=…, cached like a listing (one entry per normalised query). */
export function searchRoutes({ pool, cache }: AppDeps) {
  return new Hono().use(cachedByUrl(cache)).get(
    '/suggestions',
    describe({
      summary: "The header search's suggestions while the shopper types",
      description:
        'The best matches by the listing\'s relevance ranking (a word being typed matches by prefix) and the categories around them; when nothing matches, "didYouMean" and popular categories.',
      tags: ['Catalogue'],
      query: searchSuggestionsQuery,
      responses: {
        200: succeeded('Suggestions', searchSuggestionsResponse),
        304: notModified,
        400: failed('q is missing, empty or longer than 100 characters'),
        503: unavailable,
      },
    }),
    validate('query', searchSuggestionsQuery),
    (c) => {
      const q = c.req.valid('query').q.toLowerCase().replace(/\s+/g, ' ');
      return cachedJson(c, cache, `suggestions:${q}`, () => searchSuggestions(pool, q), LISTINGS_TAG);
    },
  );
}
