import { Hono } from 'hono';
import { CONTENT_PAGES } from '../../api-schema/constants';
import type { AppDeps } from '../http/appDeps';
import { cachedJson } from '../http/cachedJson';
import { describe, failed, notModified, unavailable, succeeded } from '../http/openapi/describe';
import { notFound } from '../http/respond';
import { contentResponse } from '../../api-schema/responses';
import { findContentPage } from './contentPages';

const isContentPage = (page: string) => (CONTENT_PAGES as readonly string[]).includes(page);

export function contentRoutes({ pool, cache }: AppDeps) {
  return new Hono().get(
    '/:page',
    describe({
      summary: 'An information page',
      tags: ['Content'],
      pathIds: { page: CONTENT_PAGES.join(', ') },
      responses: {
        503: unavailable,
        200: succeeded('The page, or null when it has no text yet', contentResponse),
        304: notModified,
        404: failed('Page not found'),
      },
    }),
    (c) => {
      const page = c.req.param('page');
      if (!isContentPage(page)) throw notFound('Page not found');
      return cachedJson(c, cache, `content:${page}`, async () => ({ content: await findContentPage(pool, page) }));
    },
  );
}
