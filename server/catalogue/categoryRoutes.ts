import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { cachedJson } from '../http/cachedJson';
import { notFound } from '../http/respond';
import { activeCategories, findCategory } from './categories';

export function categoryRoutes({ pool, cache }: AppDeps) {
  return new Hono()
    .get('/active', (c) =>
      cachedJson(c, cache, 'categories:active', async () => ({ categories: await activeCategories(pool) })),
    )
    .get('/:id', (c) => {
      const id = c.req.param('id');
      return cachedJson(c, cache, `category:${id}`, async () => {
        const category = await findCategory(pool, id);
        if (!category) throw notFound('Category not found');
        return { category };
      });
    });
}
