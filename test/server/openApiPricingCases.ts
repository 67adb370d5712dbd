import type { Case } from './openapi.test';
import { couponTerms } from './couponFixtures';
import type { StockedProduct } from './orderFixtures';
import type { TestShop } from './testShop';

const post = (body: unknown, method = 'POST', headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The price quote and the coupon desk, each documented status with a real request. */
export async function pricingCases(
  shop: TestShop,
  product: StockedProduct,
  desk: Record<string, string>,
  deskRead: (path: string) => Case[],
  deskWrite: (path: string, method: string, body: unknown) => Case[],
): Promise<Record<string, Case[]>> {
  const { rows } = await shop.pool.query<{ id: string; colour: string }>(
    `SELECT p.id, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
     WHERE p.stock = 0 AND p.active ORDER BY p.id LIMIT 1`,
  );
  const soldOut = rows[0]!;
  const quote = { products: [{ productId: product.id, quantity: 1, color: product.colour }], couponCode: 'WELCOME10' };
  const path = '/api/checkout/quote';
  const coupon = '/api/admin/coupons/OPENAPI5';
  return {
    'POST /api/checkout/quote': [
      { status: 200, path, init: post(quote) },
      { status: 400, path, init: post({ products: [] }) },
      { status: 409, path, init: post({ products: [{ productId: soldOut.id, quantity: 1, color: soldOut.colour }] }) },
      { status: 413, path, init: post({ products: [], couponCode: 'x'.repeat(70 * 1024) }) },
      { status: 415, path, init: { ...post(quote), headers: { 'Content-Type': 'text/plain' } } },
      { status: 429, path, init: post(quote), via: 'limited' },
      { status: 503, path, init: post(quote), via: 'broken' },
    ],
    'GET /api/admin/coupons': [
      { status: 200, path: '/api/admin/coupons', init: { headers: desk } },
      ...deskRead('/api/admin/coupons'),
    ],
    'PUT /api/admin/coupons/{code}': [
      { status: 200, path: coupon, init: post(couponTerms(), 'PUT', desk) },
      { status: 400, path: coupon, init: post(couponTerms({ amount: 0 }), 'PUT', desk) },
      ...deskWrite(coupon, 'PUT', couponTerms()),
    ],
  };
}
