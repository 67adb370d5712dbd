import { orderResponse } from '../../api-schema/responses';
import type { OrderStatus } from '../../api-schema/orderLifecycle';
import { orderFor, shippingInfo, type StockedProduct } from './orderFixtures';
import { bodyOf, postJson, type TestShop } from './testShop';

export const ADMIN_TOKEN = 'test-admin-token-3f9a';

export async function placeTestOrder(shop: TestShop, product: StockedProduct, quantity = 1): Promise<string> {
  const res = await postJson(shop, '/api/orders', orderFor(product, quantity));
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
  return (await bodyOf(res, orderResponse)).data.order.orderNumber;
}

/** Puts an order straight into a status (as the shop, at `at`), for testing what may follow it. */
export async function forceStatus(shop: TestShop, orderNumber: string, status: OrderStatus, at = new Date()) {
  // A return request follows a delivery; the return window runs from the first 'delivered' event.
  const events = status === 'return_requested' ? ['delivered', status] : [status];
  for (const event of events) {
    await shop.pool.query(
      `INSERT INTO order_events (order_id, status, at, actor) SELECT id, $2, $3, 'shop' FROM orders WHERE order_number = $1`,
      [orderNumber, event, at],
    );
  }
  await shop.pool.query('UPDATE orders SET order_status = $2 WHERE order_number = $1', [orderNumber, status]);
}

export const shopTransition = (
  shop: TestShop,
  orderNumber: string,
  body: Record<string, unknown>,
  token = ADMIN_TOKEN,
) =>
  postJson(
    shop,
    `/api/admin/orders/${orderNumber}/transitions`,
    body,
    token ? { Authorization: `Bearer ${token}` } : {},
  );

export const shopperCancel = (shop: TestShop, orderNumber: string, contact = shippingInfo.email) =>
  postJson(shop, `/api/orders/track/${orderNumber}/cancel`, { contact });

export const shopperReturn = (shop: TestShop, orderNumber: string, reason = 'damaged', contact = shippingInfo.phone) =>
  postJson(shop, `/api/orders/track/${orderNumber}/return-request`, { contact, reason });

export interface OrderSnapshot {
  order_status: OrderStatus;
  events: number;
  messages: number;
  /** Stock of the order's products, by product id. */
  stock: number[];
}

/** Everything a refused change must leave as it was. */
export async function snapshot(shop: TestShop, orderNumber: string): Promise<OrderSnapshot> {
  const { rows } = await shop.pool.query<OrderSnapshot>(
    `SELECT o.order_status,
       (SELECT count(*) FROM order_events e WHERE e.order_id = o.id) AS events,
       (SELECT count(*) FROM mail_outbox m WHERE m.order_id = o.id) AS messages,
       (SELECT json_agg(p.stock ORDER BY p.id) FROM products p JOIN order_lines l ON l.product_id = p.id WHERE l.order_id = o.id) AS stock
     FROM orders o WHERE o.order_number = $1`,
    [orderNumber],
  );
  return rows[0]!;
}
