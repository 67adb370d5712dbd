import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { cachedJson } from '../http/cachedJson';
import { describe, failed, notModified, unavailable, succeeded } from '../http/openapi/describe';
import { notFound } from '../http/respond';
import { cityListResponse, cityResponse } from '../../api-schema/responses';
import { activeCities, findCity } from './cities';

export function cityRoutes({ pool, cache }: AppDeps) {
  return new Hono()
    .get(
      '/active',
      describe({
        summary: 'The delivery cities, by name',
        tags: ['Delivery'],
        responses: {
          503: unavailable,
          200: succeeded('Active cities with their delivery charge', cityListResponse),
          304: notModified,
        },
      }),
      (c) => cachedJson(c, cache, 'cities:active', async () => ({ cities: await activeCities(pool) })),
    )
    .get(
      '/:id',
      describe({
        summary: 'One delivery city',
        tags: ['Delivery'],
        pathIds: { id: 'The city _id' },
        responses: {
          503: unavailable,
          200: succeeded('The city', cityResponse),
          304: notModified,
          404: failed('City not found'),
        },
      }),
      (c) => {
        const id = c.req.param('id');
        return cachedJson(c, cache, `city:${id}`, async () => {
          const city = await findCity(pool, id);
          if (!city) throw notFound('City not found');
          return { city };
        });
      },
    );
}
