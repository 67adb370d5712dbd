import { type PromisedOrder, promisedOrderResponse } from '../../../api-schema/promisedOrder';
import { IDEMPOTENCY_KEY_HEADER, type OrderCreateInput } from '../../../api-schema/order';
import { http } from '../../api/http';

/**
 * POST /orders. The Idempotency-Key header is a deliberate, per-request exception to docs/product.md §7's
 * "no request headers": a retried or double-sent order with the same key returns the same order.
 */
export function placeOrder(payload: OrderCreateInput, idempotencyKey: string): Promise<PromisedOrder> {
  return http
    .post('orders', { json: payload, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json(promisedOrderResponse)
    .then((body) => body.data.order);
}

/** A random v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
