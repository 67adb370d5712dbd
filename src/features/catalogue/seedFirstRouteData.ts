import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiRequestKey, FIRST_ROUTE_DATA_ID, type FirstRouteAnswer } from '../../../api-schema/firstRouteData';
import {
  categoryListResponse,
  categoryResponse,
  productListResponse,
  productResponse,
} from '../../../api-schema/responses';
import { parsePlainSearch } from '../../lib/plainSearch';
import { productFiltersSchema } from './productFilters';
import { categoryKeys, productKeys } from './productKeys';
import { productRequests, type ApiRequest } from './productRequests';

const keyOf = ({ path, params }: ApiRequest) => apiRequestKey(path, params);

function pathParam(pathname: string, prefix: string) {
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  if (!rest || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

/**
 * Puts the API answers the server wrote into the page (server/seo) into the query cache before the first
 * render, each under the key of the query that would have fetched it — only where the request the server
 * answered is exactly the one that query makes, and only after the same schema check a fetch gets.
 * True when the route's own data (not just the categories) was seeded. `nextTask`: the route's answers are
 * checked in a later task than the categories (each first schema check is slow: two shorter tasks, less TBT).
 */
export async function seedFirstRouteData(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  nextTask: () => Promise<void>,
): Promise<boolean> {
  const element = document.getElementById(FIRST_ROUTE_DATA_ID);
  if (!element?.textContent) return false;
  let answers: FirstRouteAnswer[];
  try {
    answers = JSON.parse(element.textContent) as FirstRouteAnswer[];
  } catch {
    return false;
  }
  element.remove();
  const byRequest = new Map(answers.map((a) => [a.request, a.body]));
  const seed = <S extends z.ZodMiniType<{ data: unknown }>>(
    request: string,
    key: QueryKey,
    schema: S,
    pick: (data: z.infer<S>['data']) => unknown,
  ) => {
    const parsed = schema.safeParse(byRequest.get(request));
    if (!parsed.success) return undefined;
    const value = pick(parsed.data.data);
    queryClient.setQueryData(key, value);
    return value;
  };
  let routeSeeded = false;
  const seedRoute: typeof seed = (...args) => {
    const value = seed(...args);
    routeSeeded ||= value !== undefined;
    return value;
  };

  seed('categories/active', categoryKeys.active(), categoryListResponse, (d) => d.categories);
  await nextTask();
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  const filters = () => productFiltersSchema.parse(parsePlainSearch(location.search));
  const productId = pathParam(pathname, '/product/');
  const categoryId = pathParam(pathname, '/category/');
  if (pathname === '/') {
    seedRoute(keyOf(productRequests.featured()), productKeys.featured(), productListResponse, (d) => d);
  } else if (pathname === '/products') {
    const list = filters();
    seedRoute(keyOf(productRequests.list(list)), productKeys.list(list), productListResponse, (d) => d);
  } else if (categoryId !== undefined) {
    const list = { ...filters(), category: categoryId };
    seedRoute(
      apiRequestKey(`categories/${encodeURIComponent(categoryId)}`),
      categoryKeys.detail(categoryId),
      categoryResponse,
      (d) => d.category,
    );
    seedRoute(keyOf(productRequests.list(list)), productKeys.list(list), productListResponse, (d) => d);
  } else if (productId !== undefined) {
    const product = seedRoute(
      keyOf(productRequests.detail(productId)),
      productKeys.detail(productId),
      productResponse,
      (d) => d.product,
    );
    if (product) {
      const { _id, category } = product as { _id: string; category: { _id: string } };
      seedRoute(
        keyOf(productRequests.related(category._id, _id)),
        productKeys.related(category._id, _id),
        productListResponse,
        (d) => d,
      );
    }
  }
  return routeSeeded;
}
