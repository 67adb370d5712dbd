import type { Case } from './openapi.test';
import { forceStatus, placeTestOrder } from './lifecycleFixtures';
import type { StockedProduct } from './orderFixtures';
import type { TestShop } from './testShop';

const tokenOf = async (shop: TestShop, orderNumber: string) =>
  (
    await shop.pool.query<{ t: string }>('SELECT cod_confirm_token AS t FROM orders WHERE order_number = $1', [
      orderNumber,
    ])
  ).rows[0]!.t;

/** "Confirm your order" of a COD order (docs/pricing.md), each documented status with a real request. */
export async function codConfirmCases(shop: TestShop, product: StockedProduct): Promise<Record<string, Case[]>> {
  const open = await placeTestOrder(shop, product);
  const cancelled = await placeTestOrder(shop, product);
  await forceStatus(shop, cancelled, 'cancelled');
  const path = async (orderNumber: string) => `/api/cod-confirmations/${await tokenOf(shop, orderNumber)}`;
  const post: RequestInit = { method: 'POST' };
  return {
    'GET /api/cod-confirmations/{token}': [
      { status: 200, path: await path(open) },
      { status: 404, path: `/api/cod-confirmations/${open}-${'x'.repeat(32)}` },
      { status: 429, path: await path(open), via: 'limited' },
      { status: 503, path: await path(open), via: 'broken' },
    ],
    'POST /api/cod-confirmations/{token}': [
      { status: 200, path: await path(open), init: post },
      { status: 404, path: `/api/cod-confirmations/${open}-${'x'.repeat(32)}`, init: post },
      { status: 409, path: await path(cancelled), init: post },
      { status: 429, path: await path(open), init: post, via: 'limited' },
      { status: 503, path: await path(open), init: post, via: 'broken' },
    ],
  };
}
