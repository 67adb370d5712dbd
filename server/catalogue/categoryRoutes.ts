import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { cachedJson } from '../http/cachedJson';
import { describe, failed, notModified, unavailable, succeeded } from '../http/openapi/describe';
import { notFound } from '../http/respond';
import { categoryListResponse, categoryResponse } from '../../api-schema/responses';
import { activeCategories, findCategory } from './categories';

export function categoryRoutes({ pool, cache }: AppDeps) {
  return new Hono()
    .get(
      '/active',
      describe({
        summary: 'The categories shown in the shop',
        tags: ['Catalogue'],
        responses: { 503: unavailable, 200: succeeded('Active categories', categoryListResponse), 304: notModified },
      }),
      (c) => cachedJson(c, cache, 'categories:active', async () => ({ categories: await activeCategories(pool) })),
    )
    .get(
      '/:id',
      describe({
        summary: 'One category',
        tags: ['Catalogue'],
        pathIds: { id: 'The category _id' },
        responses: {
          503: unavailable,
          200: succeeded('The category', categoryResponse),
          304: notModified,
          404: failed('Category not found'),
        },
      }),
      (c) => {
        const id = c.req.param('id');
        return cachedJson(c, cache, `category:${id}`, async () => {
          const category = await findCategory(pool, id);
          if (!category) throw notFound('Category not found');
          return { category };
        });
      },
    );
}
