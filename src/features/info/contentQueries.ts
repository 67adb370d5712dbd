import { queryOptions } from '@tanstack/react-query';
import type { CONTENT_PAGES } from '../../../api-schema/constants';
import type { ContentPage } from '../../../api-schema/entities';
import { contentResponse } from '../../../api-schema/responses';
import { http } from '../../api/http';

export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** docs/product.md §7 GET /content/{page}. `null` when the server has no usable content (none, or empty HTML). */
async function fetchContentPage(page: ContentPageName): Promise<ContentPage | null> {
  const body = await http.get(`content/${page}`).json(contentResponse);
  const content = body.data.content;
  return content && content.content.trim() !== '' ? content : null;
}

export const contentQueries = {
  all: () => ['content'] as const,
  page: (page: ContentPageName) =>
    queryOptions({ queryKey: [...contentQueries.all(), page], queryFn: () => fetchContentPage(page) }),
};
