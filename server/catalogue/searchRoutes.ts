import { Hono } from 'hono';
import { searchSuggestionsQuery } from '../../api-schema/searchSuggestions';
import type { AppDeps } from '../http/appDeps';
import { cachedByUrl, cachedJson } from '../http/cachedJson';
import { validate } from '../http/validate';
import { LISTINGS_TAG } from './catalogueChanges';
import { searchSuggestions } from './searchSuggestions';

/** GET /api/search/suggestions?q=…, cached like a listing (one entry per normalised query). */
export function searchRoutes({ pool, cache }: AppDeps) {
  return new Hono().use(cachedByUrl(cache)).get('/suggestions', validate('query', searchSuggestionsQuery), (c) => {
    const q = c.req.valid('query').q.toLowerCase().replace(/\s+/g, ' ');
    return cachedJson(c, cache, `suggestions:${q}`, () => searchSuggestions(pool, q), LISTINGS_TAG);
  });
}
