import { indianDate } from '../../server/delivery/businessDays';
import type { Case } from './openapi.test';
import { forceStatus, placeTestOrder } from './lifecycleFixtures';
import type { StockedProduct } from './orderFixtures';
import type { TestShop } from './testShop';

/** The owner's day: dashboard, COD remittances, labels and packing slips, each status with a real request. */
export async function booksCases(
  shop: TestShop,
  product: StockedProduct,
  desk: Record<string, string>,
  deskRead: (path: string) => Case[],
  deskWrite: (path: string, method: string, body: unknown) => Case[],
): Promise<Record<string, Case[]>> {
  const [delivered, recorded] = [await placeTestOrder(shop, product), await placeTestOrder(shop, product)];
  for (const orderNumber of [delivered, recorded]) {
    await forceStatus(shop, orderNumber, 'delivered');
    await shop.pool.query('UPDATE orders SET paid_at = now(), paid_amount = total_amount WHERE order_number = $1', [
      orderNumber,
    ]);
  }
  const remit = (reference: string, orders: string[], amount = 1) => ({
    reference,
    remittedOn: '2026-11-25',
    amount,
    orders,
  });
  await shop.app.request('/api/admin/remittances', deskPost(remit('OA-1', [recorded]), desk));
  const unpaid = await placeTestOrder(shop, product);
  await shop.pool.query(
    `UPDATE orders SET payment_mode = 'upi', payment_state = 'awaiting_payment' WHERE order_number = $1`,
    [unpaid],
  );
  const print = (kind: string): Case[] => [
    { status: 200, path: `/api/admin/orders/${kind}.pdf?orders=${delivered}`, init: { headers: desk } },
    { status: 400, path: `/api/admin/orders/${kind}.pdf?orders=`, init: { headers: desk } },
    { status: 404, path: `/api/admin/orders/${kind}.pdf?orders=BAG-NOPE`, init: { headers: desk } },
    { status: 409, path: `/api/admin/orders/${kind}.pdf?orders=${unpaid}`, init: { headers: desk } },
    ...deskRead(`/api/admin/orders/${kind}.pdf?orders=${delivered}`),
  ];
  return {
    'GET /api/admin/dashboard': [
      { status: 200, path: '/api/admin/dashboard', init: { headers: desk } },
      ...deskRead('/api/admin/dashboard'),
    ],
    'GET /api/admin/customers': [
      { status: 200, path: '/api/admin/customers?q=98765', init: { headers: desk } },
      { status: 400, path: '/api/admin/customers?page=0', init: { headers: desk } },
      ...deskRead('/api/admin/customers'),
    ],
    'GET /api/admin/remittances': [
      { status: 200, path: '/api/admin/remittances', init: { headers: desk } },
      ...deskRead('/api/admin/remittances'),
    ],
    'POST /api/admin/remittances': [
      { status: 200, path: '/api/admin/remittances', init: deskPost(remit('OA-2', [delivered]), desk) },
      { status: 400, path: '/api/admin/remittances', init: deskPost(remit('OA-3', ['BAG-NOPE']), desk) },
      { status: 409, path: '/api/admin/remittances', init: deskPost(remit('OA-1', [recorded], 2), desk) },
      ...deskWrite('/api/admin/remittances', 'POST', remit('OA-4', [delivered])),
    ],
    'GET /api/admin/orders/labels.pdf': print('labels'),
    'GET /api/admin/orders/packing-slips.pdf': print('packing-slips'),
    'GET /api/admin/gst/export.csv': [
      {
        status: 200,
        path: `/api/admin/gst/export.csv?month=${indianDate(new Date()).slice(0, 7)}`,
        init: { headers: desk },
      },
      { status: 400, path: '/api/admin/gst/export.csv?month=2026-13', init: { headers: desk } },
      ...deskRead('/api/admin/gst/export.csv?month=2026-11'),
    ],
  };
}

const deskPost = (body: unknown, desk: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...desk },
  body: JSON.stringify(body),
});
