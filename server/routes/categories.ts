import { Hono } from 'hono';
import type { AppDeps } from '../appDeps';
import { cachedJson } from '../lib/cachedJson';
import { notFound } from '../lib/respond';
import { activeCategories, findCategory } from '../repo/catalogue';

export function categoryRoutes({ pool, cache }: AppDeps) {
  return new Hono()
    .get('/active', (c) => cachedJson(c, cache, 'categories:active', async () => ({ categories: await activeCategories(pool) })))
    .get('/:id', (c) => {
      const id = c.req.param('id');
      return cachedJson(c, cache, `category:${id}`, async () => {
        const category = await findCategory(pool, id);
        if (!category) throw notFound('Category not found');
        return { category };
      });
    });
}
