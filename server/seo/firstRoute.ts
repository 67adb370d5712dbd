import { FEATURED_COUNT, RELATED_COUNT } from '../../api-schema/constants';
import { apiRequestKey, type FirstRouteAnswer } from '../../api-schema/firstRouteData';
import type { Category, Pagination, Product } from '../../api-schema/entities';
import { STATIC_PAGE_TITLES } from '../../api-schema/pageHead';
import { listingRequest } from './listingRequest';

/** Asks the shop's own API (in process, through its response cache): the status, and the body when 200. */
export type ApiFetch = (request: string) => Promise<{ status: number; body?: unknown }>;

export const apiFetcher =
  (ask: (path: string) => Response | Promise<Response>): ApiFetch =>
  async (request) => {
    const res = await ask(`/api/${request}`);
    return { status: res.status, body: res.status === 200 ? ((await res.json()) as unknown) : undefined };
  };

export type FirstRoute =
  | { kind: 'home'; featured?: Product[] }
  | { kind: 'products'; products?: Product[]; pagination?: Pagination }
  | { kind: 'category'; category: Category; products?: Product[] }
  | { kind: 'product'; product: Product }
  | { kind: 'other' }
  /** No such page, product or category: the SPA's friendly page, sent with status 404. */
  | { kind: 'notFound' };

export interface FirstRouteData {
  route: FirstRoute;
  answers: FirstRouteAnswer[];
}

const segment = (path: string, prefix: string) => {
  if (!path.startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length);
  if (!rest || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
};

/**
 * What the SPA will ask the API for on this URL, asked now: the same answers, keyed by the same requests.
 * A failed answer is left out (the SPA then asks itself and shows its usual error), and a failed product
 * or category leaves the page as the plain shell (undefined); one the API says does not exist (404), or
 * an address no route of the SPA answers, is `notFound`.
 */
export async function firstRouteData(url: URL, fetchApi: ApiFetch): Promise<FirstRouteData | undefined> {
  const answers: FirstRouteAnswer[] = [];
  let missing = false;
  const ask = async <T>(request: string, pick: (data: Record<string, unknown>) => unknown) => {
    const { status, body } = await fetchApi(request);
    if (status === 404) missing = true;
    if (body === undefined) return undefined;
    answers.push({ request, body });
    return pick((body as { data: Record<string, unknown> }).data) as T;
  };
  const categories = ask('categories/active', (d) => d.categories);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const productId = segment(path, '/product/');
  const categoryId = segment(path, '/category/');
  let route: FirstRoute;
  if (path === '/') {
    const featured = await ask<Product[]>(
      apiRequestKey('products/public', { limit: FEATURED_COUNT, sortBy: 'createdAt', sortOrder: 'desc' }),
      (d) => d.products,
    );
    route = { kind: 'home', featured };
  } else if (path === '/products') {
    const listing = await ask<{ products: Product[]; pagination: Pagination }>(
      listingRequest(url.searchParams),
      (d) => d,
    );
    route = { kind: 'products', products: listing?.products, pagination: listing?.pagination };
  } else if (categoryId !== undefined) {
    const [category, products] = await Promise.all([
      ask<Category>(apiRequestKey(`categories/${encodeURIComponent(categoryId)}`), (d) => d.category),
      ask<Product[]>(listingRequest(url.searchParams, categoryId), (d) => d.products),
    ]);
    if (!category) return missing ? { route: { kind: 'notFound' }, answers } : undefined;
    route = { kind: 'category', category, products };
  } else if (productId !== undefined) {
    const product = await ask<Product>(
      apiRequestKey(`products/public/${encodeURIComponent(productId)}`),
      (d) => d.product,
    );
    if (!product) return missing ? { route: { kind: 'notFound' }, answers } : undefined;
    await ask(
      apiRequestKey(`products/category/${encodeURIComponent(product.category._id)}`, {
        limit: RELATED_COUNT,
        exclude: product._id,
      }),
      (d) => d.products,
    );
    route = { kind: 'product', product };
  } else {
    route = isAppPath(path) ? { kind: 'other' } : { kind: 'notFound' };
  }
  await categories;
  return { route, answers };
}

/** The SPA's routes without data in their path (src/routes): the info pages and the operator desk. */
const isAppPath = (path: string) => path in STATIC_PAGE_TITLES || path === '/admin' || path.startsWith('/admin/');
