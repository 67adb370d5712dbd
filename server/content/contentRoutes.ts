import { Hono } from 'hono';
import { CONTENT_PAGES } from '../../api-schema/constants';
import type { AppDeps } from '../http/appDeps';
import { cachedJson } from '../http/cachedJson';
import { notFound } from '../http/respond';
import { findContentPage } from './contentPages';

const isContentPage = (page: string) => (CONTENT_PAGES as readonly string[]).includes(page);

export function contentRoutes({ pool, cache }: AppDeps) {
  return new Hono().get('/:page', (c) => {
    const page = c.req.param('page');
    if (!isContentPage(page)) throw notFound('Page not found');
    return cachedJson(c, cache, `content:${page}`, async () => ({ content: await findContentPage(pool, page) }));
  });
}
