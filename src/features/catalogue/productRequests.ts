import { FEATURED_COUNT, PAGE_SIZE, RELATED_COUNT } from '../../../api-schema/constants';
import type { ProductListParams } from '../../../api-schema/productQuery';
import { toListParams, type ProductFilters } from './productFilters';

const pathSegment = encodeURIComponent;

export interface ApiRequest {
  path: string;
  params?: ProductListParams;
}

/** The API request behind each product query: productQueries fetches it, seedFirstRouteData finds it preloaded. */
export const productRequests = {
  /** docs/product.md §7: a category filter goes through the category route, everything else through /products/public. */
  list: (filters: ProductFilters): ApiRequest => ({
    path: filters.category ? `products/category/${pathSegment(filters.category)}` : 'products/public',
    params: toListParams(filters, PAGE_SIZE),
  }),
  featured: (): ApiRequest => ({
    path: 'products/public',
    params: { limit: FEATURED_COUNT, sortBy: 'createdAt', sortOrder: 'desc' },
  }),
  detail: (id: string): ApiRequest => ({ path: `products/public/${pathSegment(id)}` }),
  related: (categoryId: string, productId: string): ApiRequest => ({
    path: `products/category/${pathSegment(categoryId)}`,
    params: { limit: RELATED_COUNT, exclude: productId },
  }),
};
