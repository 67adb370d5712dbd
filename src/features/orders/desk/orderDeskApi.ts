import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  adminOrderListResponse,
  adminOrderResponse,
  bulkConfirmResponse,
  shopTransitionResponse,
} from '../../../../api-schema/adminOrders';
import type { ShopTransitionInput } from '../../../../api-schema/orderActions';
import { definedParams, desk, type DeskParams } from '../../desk/deskApi';
import { deskKeys } from '../../desk/deskQueries';

export const orderQueryString = (params: DeskParams) => new URLSearchParams(definedParams(params)).toString();

export const fetchOrders = async (params: DeskParams) =>
  (await desk.get('admin/orders', { searchParams: definedParams(params) }).json(adminOrderListResponse)).data;

export const fetchOrder = async (orderNumber: string) =>
  (await desk.get(`admin/orders/${encodeURIComponent(orderNumber)}`).json(adminOrderResponse)).data;

export const changeOrder = async (orderNumber: string, body: ShopTransitionInput) =>
  (
    await desk
      .post(`admin/orders/${encodeURIComponent(orderNumber)}/transitions`, { json: body })
      .json(shopTransitionResponse)
  ).data;

export const bulkConfirm = async (orderNumbers: string[]) =>
  (await desk.post('admin/orders/bulk-confirm', { json: { orderNumbers } }).json(bulkConfirmResponse)).data.results;

export const orderDeskKeys = {
  all: () => [...deskKeys.all(), 'orders'] as const,
  lists: () => [...orderDeskKeys.all(), 'list'] as const,
  list: (params: DeskParams) => [...orderDeskKeys.lists(), params] as const,
  detail: (orderNumber: string) => [...orderDeskKeys.all(), 'detail', orderNumber] as const,
};

export const orderDeskQueries = {
  list: (params: DeskParams) =>
    queryOptions({ queryKey: orderDeskKeys.list(params), queryFn: () => fetchOrders(params), staleTime: 0 }),
  detail: (orderNumber: string) =>
    queryOptions({ queryKey: orderDeskKeys.detail(orderNumber), queryFn: () => fetchOrder(orderNumber), staleTime: 0 }),
};

/** After an order moved: its page shows the answer at once, then asks again (the answer has no refusal counts). */
export function orderMoved(
  queryClient: QueryClient,
  orderNumber: string,
  moved: Awaited<ReturnType<typeof changeOrder>>,
) {
  queryClient.setQueryData(orderDeskKeys.detail(orderNumber), { order: moved.order, tracking: moved.tracking });
  void queryClient.invalidateQueries({ queryKey: orderDeskKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderDeskKeys.detail(orderNumber) });
}

/** After a bulk confirm every desk figure may have moved (lists, the dashboard's queues, the activity log). */
export const ordersConfirmed = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: deskKeys.all() });
