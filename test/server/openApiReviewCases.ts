import { reviewToken } from '../../server/payments/paymentToken';
import { invoiceSigningSecret } from '../../server/tax/invoiceToken';
import type { Case } from './openapi.test';
import { forceStatus, placeTestOrder } from './lifecycleFixtures';
import type { StockedProduct } from './orderFixtures';
import type { TestShop } from './testShop';

const put = (body: unknown, contentType = 'application/json'): RequestInit => ({
  method: 'PUT',
  headers: { 'Content-Type': contentType },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Reviews from real buyers (the file runs with REVIEWS=on): each documented status with a real request. */
export async function reviewCases(
  shop: TestShop,
  product: StockedProduct,
  desk: Record<string, string>,
  deskRead: (path: string) => Case[],
  deskWrite: (path: string, method: string, body: unknown) => Case[],
): Promise<Record<string, Case[]>> {
  const [delivered, late, placed] = [
    await placeTestOrder(shop, product),
    await placeTestOrder(shop, product),
    await placeTestOrder(shop, product),
  ];
  await forceStatus(shop, delivered, 'delivered');
  await forceStatus(shop, late, 'delivered', new Date(Date.now() - 40 * 86_400_000));
  const secret = await invoiceSigningSecret(shop.pool);
  const link = (orderNumber: string) => `/api/reviews/orders/${reviewToken(secret, orderNumber)}`;
  const forged = `/api/reviews/orders/${delivered}-${'x'.repeat(32)}`;
  const review = { rating: 5, text: 'Sturdy and well stitched.' };
  const saved = await shop.app.request(`${link(delivered)}/lines/0`, put(review));
  if (saved.status !== 200) throw new Error(`review not saved: ${saved.status}`);
  const id = (await shop.pool.query<{ id: string }>('SELECT id::text FROM reviews ORDER BY id DESC LIMIT 1')).rows[0]!
    .id;
  const deskPatch = (body: unknown): RequestInit => ({
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...desk },
    body: JSON.stringify(body),
  });
  return {
    'GET /api/reviews/orders/{token}': [
      { status: 200, path: link(delivered) },
      { status: 404, path: forged },
      { status: 409, path: link(placed) },
      { status: 429, path: link(delivered), via: 'limited' },
      { status: 503, path: link(delivered), via: 'broken' },
    ],
    'PUT /api/reviews/orders/{token}/lines/{line}': [
      { status: 200, path: `${link(delivered)}/lines/0`, init: put(review) },
      { status: 400, path: `${link(delivered)}/lines/0`, init: put({ rating: 9, text: '' }) },
      { status: 404, path: `${forged}/lines/0`, init: put(review) },
      { status: 409, path: `${link(late)}/lines/0`, init: put(review) },
      { status: 413, path: `${link(delivered)}/lines/0`, init: put({ rating: 5, text: 'x'.repeat(70 * 1024) }) },
      { status: 415, path: `${link(delivered)}/lines/0`, init: put(review, 'text/plain') },
      { status: 429, path: `${link(delivered)}/lines/0`, init: put(review), via: 'limited' },
      { status: 503, path: `${link(delivered)}/lines/0`, init: put(review), via: 'broken' },
    ],
    'GET /api/reviews/products/{productId}': [
      { status: 200, path: `/api/reviews/products/${product.id}` },
      { status: 404, path: '/api/reviews/products/nope' },
      { status: 503, path: `/api/reviews/products/${product.id}`, via: 'broken' },
    ],
    'GET /api/admin/reviews': [
      { status: 200, path: '/api/admin/reviews?view=all', init: { headers: desk } },
      { status: 400, path: '/api/admin/reviews?view=spam', init: { headers: desk } },
      ...deskRead('/api/admin/reviews'),
    ],
    'PATCH /api/admin/reviews/{id}': [
      { status: 200, path: `/api/admin/reviews/${id}`, init: deskPatch({ status: 'approved' }) },
      { status: 400, path: `/api/admin/reviews/${id}`, init: deskPatch({ status: 'hidden' }) },
      { status: 404, path: '/api/admin/reviews/999999', init: deskPatch({ status: 'approved' }) },
      ...deskWrite(`/api/admin/reviews/${id}`, 'PATCH', { status: 'approved' }),
    ],
  };
}
