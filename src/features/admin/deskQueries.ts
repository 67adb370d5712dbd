import { queryOptions } from '@tanstack/react-query';
import { fetchProductPhotos } from './photoApi';
import { fetchProductDetails } from './productEditApi';
import { fetchActivity, fetchDeskProducts, fetchMessages, fetchOrder, fetchOrders, fetchSession } from './deskApi';

type Params = Record<string, string | number | undefined>;

/** The desk's data is the shop's live state: always asked again on a visit. */
export const deskQueries = {
  all: () => ['desk'] as const,
  session: () =>
    queryOptions({ queryKey: [...deskQueries.all(), 'session'], queryFn: fetchSession, staleTime: 60_000 }),
  orders: (params: Params) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'orders', params],
      queryFn: () => fetchOrders(params),
      staleTime: 0,
    }),
  order: (orderNumber: string) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'order', orderNumber],
      queryFn: () => fetchOrder(orderNumber),
      staleTime: 0,
    }),
  products: (params: Params) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'products', params],
      queryFn: () => fetchDeskProducts(params),
      staleTime: 0,
    }),
  productPhotos: (id: string) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'product-photos', id],
      queryFn: () => fetchProductPhotos(id),
      staleTime: 0,
    }),
  productDetails: (id: string) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'product-details', id],
      queryFn: () => fetchProductDetails(id),
      staleTime: 0,
    }),
  messages: (params: Params) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'messages', params],
      queryFn: () => fetchMessages(params),
      staleTime: 0,
    }),
  activity: (page: number) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'activity', page],
      queryFn: () => fetchActivity(page),
      staleTime: 0,
    }),
};
