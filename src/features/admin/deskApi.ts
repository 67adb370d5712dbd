import { isHTTPError } from 'ky';
import { CSRF_HEADER, operatorSession, type OperatorSession, type SignInInput } from '../../../api-schema/adminAuth';
import {
  adminProductListResponse,
  adminProductResponse,
  type NewProductInput,
  type ProductStockPriceInput,
} from '../../../api-schema/adminCatalogue';
import { activityResponse, adminMessageListResponse, adminMessageResponse } from '../../../api-schema/adminMessages';
import {
  adminOrderListResponse,
  adminOrderResponse,
  shopTransitionResponse,
  bulkConfirmResponse,
} from '../../../api-schema/adminOrders';
import type { ShopTransitionInput } from '../../../api-schema/orderActions';
import { ok } from '../../../api-schema/envelope';
import { http } from '../../api/http';

// The session's CSRF token: read from the session call, sent with every write.
let csrfToken = '';

export const desk = http.extend({
  hooks: {
    beforeRequest: [
      ({ request }) => {
        if (request.method !== 'GET') request.headers.set(CSRF_HEADER, csrfToken);
      },
    ],
  },
});

/** For the photo upload, which goes through XMLHttpRequest (upload progress) instead of ky. */
export const currentCsrfToken = () => csrfToken;

const sessionResponse = ok(operatorSession);
const remember = (session: OperatorSession) => {
  csrfToken = session.csrfToken;
  return session;
};

/** Who is signed in, or null when nobody is (401). */
export async function fetchSession(): Promise<OperatorSession | null> {
  try {
    return remember((await desk.get('admin/session').json(sessionResponse)).data);
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 401) return null;
    throw error;
  }
}

export const signIn = async (input: SignInInput) =>
  remember((await desk.post('admin/session', { json: input }).json(sessionResponse)).data);

export const signOut = () => desk.delete('admin/session').then(() => undefined);

type Params = Record<string, string | number | undefined>;
const defined = (params: Params) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

export const orderQueryString = (params: Params) => new URLSearchParams(defined(params)).toString();

export const fetchOrders = async (params: Params) =>
  (await desk.get('admin/orders', { searchParams: defined(params) }).json(adminOrderListResponse)).data;

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

export const fetchDeskProducts = async (params: Params) =>
  (await desk.get('admin/products', { searchParams: defined(params) }).json(adminProductListResponse)).data;

export const saveStockAndPrice = async (id: string, body: ProductStockPriceInput) =>
  (
    await desk
      .put(`admin/products/${encodeURIComponent(id)}/stock-and-price`, { json: body })
      .json(adminProductResponse)
  ).data.product;

export const fetchMessages = async (params: Params) =>
  (await desk.get('admin/messages', { searchParams: defined(params) }).json(adminMessageListResponse)).data;

export const markMessage = async (id: string, body: { read?: boolean; handled?: boolean }) =>
  (await desk.patch(`admin/messages/${id}`, { json: body }).json(adminMessageResponse)).data.message;

export const fetchActivity = async (page: number) =>
  (await desk.get('admin/activity', { searchParams: { page } }).json(activityResponse)).data;

export const addProduct = async (body: NewProductInput) =>
  (await desk.post('admin/products', { json: body }).json(adminProductResponse)).data.product;
