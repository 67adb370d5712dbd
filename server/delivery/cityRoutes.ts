import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { cachedJson } from '../http/cachedJson';
import { notFound } from '../http/respond';
import { activeCities, findCity } from './cities';

export function cityRoutes({ pool, cache }: AppDeps) {
  return new Hono()
    .get('/active', (c) => cachedJson(c, cache, 'cities:active', async () => ({ cities: await activeCities(pool) })))
    .get('/:id', (c) => {
      const id = c.req.param('id');
      return cachedJson(c, cache, `city:${id}`, async () => {
        const city = await findCity(pool, id);
        if (!city) throw notFound('City not found');
        return { city };
      });
    });
}
