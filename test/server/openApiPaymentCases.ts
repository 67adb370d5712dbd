import { STATEMENT_MAX_BYTES } from '../../api-schema/adminPayments';
import { payTokenOf } from '../../api-schema/paymentMode';
import { orderResponse } from '../../api-schema/responses';
import type { Case } from './openapi.test';
import { orderFor, type StockedProduct } from './orderFixtures';
import { forceStatus } from './lifecycleFixtures';
import type { TestShop } from './testShop';
import { createApp } from '../../server/app';

export const UPI_SETTINGS = { upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' }, windowMinutes: 30 };

/** An app over the test shop's database that takes UPI (the shop itself stays COD only, as the spec's). */
export const upiApp = (shop: TestShop) => createApp({ pool: shop.pool, payments: UPI_SETTINGS });

/** The payment step and the payments desk, each status with a real request (`via: 'upi'` unless it needs no UPI). */
export async function paymentCases(
  shop: TestShop,
  product: StockedProduct,
  desk: Record<string, string>,
  deskRead: (path: string) => Case[],
  deskWrite: (path: string, method: string, body: unknown) => Case[],
): Promise<Record<string, Case[]>> {
  const app = upiApp(shop);
  const place = async () => {
    const res = await app.request('/api/orders', post({ ...orderFor(product), paymentMode: 'upi' }));
    return orderResponse.parse(await res.json()).data.order;
  };
  const [awaiting, toMark, paidThenReturned, cancelled] = [await place(), await place(), await place(), await place()];
  const token = (o: { payPath?: string }) => payTokenOf(o.payPath!);
  const forged = `${awaiting.orderNumber}-forgedforgedforgedforgedforgedfo`;
  await shop.pool.query(
    `UPDATE orders SET order_status = 'cancelled', payment_state = 'not_paid' WHERE order_number = $1`,
    [cancelled.orderNumber],
  );
  await app.request(
    `/api/admin/payments/${paidThenReturned.orderNumber}/received`,
    deskPost({ utr: '300000000001' }, desk),
  );
  await forceStatus(shop, paidThenReturned.orderNumber, 'return_requested');
  await app.request(
    `/api/admin/orders/${paidThenReturned.orderNumber}/transitions`,
    deskPost({ to: 'returned' }, desk),
  );
  const refund = { amount: paidThenReturned.totalAmount, reference: '300000000002', refundedOn: '2026-11-25' };
  const utr = (o: { payPath?: string }) => `/api/payments/${token(o)}/utr`;
  const received = (n: string) => `/api/admin/payments/${n}/received`;
  const refundPath = (n: string) => `/api/admin/payments/${n}/refund`;
  const creditNote = paidThenReturned.invoicePdfUrl!.replace('/api/invoices/', '/api/credit-notes/');
  const upi = (c: Omit<Case, 'via'>): Case => ({ ...c, via: 'upi' });
  const csv = `Date,Narration,Reference,Amount\n25/11/2026,UPI ${awaiting.orderNumber},300000000009,1\n`;
  return {
    'GET /api/credit-notes/{file}': [
      { status: 200, path: creditNote },
      { status: 404, path: creditNote.replace(/\.[\w-]+\.pdf$/, '.forgedforgedforgedforgedforgedfo.pdf') },
      { status: 404, path: awaiting.invoicePdfUrl!.replace('/api/invoices/', '/api/credit-notes/') },
      { status: 503, path: creditNote, via: 'broken' },
      // Matches the route's pattern but is longer than any path id may be (PATH_ID, 200).
      { status: 400, path: `/api/credit-notes/${'a'.repeat(200)}.pdf` },
    ],
    'GET /api/payments/options': [{ status: 200, path: '/api/payments/options' }],
    'GET /api/payments/{token}': [
      upi({ status: 200, path: `/api/payments/${token(awaiting)}` }),
      upi({ status: 404, path: `/api/payments/${forged}` }),
      { status: 503, path: `/api/payments/${token(awaiting)}`, via: 'broken' },
    ],
    'GET /api/payments/{token}/qr.svg': [
      upi({ status: 200, path: `/api/payments/${token(awaiting)}/qr.svg` }),
      { status: 404, path: `/api/payments/${token(awaiting)}/qr.svg` },
      { status: 503, path: `/api/payments/${token(awaiting)}/qr.svg`, via: 'broken' },
    ],
    'POST /api/payments/{token}/utr': [
      upi({ status: 200, path: utr(awaiting), init: post({ utr: '300000000003' }) }),
      upi({ status: 400, path: utr(awaiting), init: post({ utr: '123' }) }),
      upi({ status: 404, path: `/api/payments/${forged}/utr`, init: post({ utr: '300000000003' }) }),
      upi({ status: 409, path: utr(cancelled), init: post({ utr: '300000000004' }) }),
      upi({ status: 413, path: utr(awaiting), init: post({ utr: 'x'.repeat(70 * 1024) }) }),
      upi({
        status: 415,
        path: utr(awaiting),
        init: { ...post({ utr: '300000000003' }), headers: { 'Content-Type': 'text/plain' } },
      }),
      { status: 429, path: utr(awaiting), init: post({ utr: '300000000003' }), via: 'limited' },
      { status: 503, path: utr(awaiting), init: post({ utr: '300000000003' }), via: 'broken' },
    ],
    'GET /api/admin/payments': [
      { status: 200, path: '/api/admin/payments', init: { headers: desk } },
      ...deskRead('/api/admin/payments'),
    ],
    'POST /api/admin/payments/{orderNumber}/received': [
      upi({ status: 200, path: received(toMark.orderNumber), init: deskPost({ utr: '300000000005' }, desk) }),
      upi({ status: 400, path: received(toMark.orderNumber), init: deskPost({ utr: 'abc' }, desk) }),
      upi({ status: 404, path: received('BAG-NOPE'), init: deskPost({ utr: '300000000006' }, desk) }),
      upi({ status: 409, path: received(cancelled.orderNumber), init: deskPost({ utr: '300000000007' }, desk) }),
      ...deskWrite(received(toMark.orderNumber), 'POST', { utr: '300000000005' }),
    ],
    'POST /api/admin/payments/{orderNumber}/refund': [
      upi({ status: 200, path: refundPath(paidThenReturned.orderNumber), init: deskPost(refund, desk) }),
      upi({
        status: 400,
        path: refundPath(paidThenReturned.orderNumber),
        init: deskPost({ ...refund, amount: -1 }, desk),
      }),
      upi({ status: 404, path: refundPath('BAG-NOPE'), init: deskPost(refund, desk) }),
      upi({ status: 409, path: refundPath(awaiting.orderNumber), init: deskPost(refund, desk) }),
      ...deskWrite(refundPath(paidThenReturned.orderNumber), 'POST', refund),
    ],
    'POST /api/admin/payments/statement': [
      upi({ status: 200, path: '/api/admin/payments/statement', init: deskPost({ csv }, desk) }),
      upi({ status: 400, path: '/api/admin/payments/statement', init: deskPost({ csv: 'a,b\n1,2' }, desk) }),
      // Its own limit: a body past what a 2 MB file can take as JSON is refused before it is read.
      ...deskWrite('/api/admin/payments/statement', 'POST', { csv }).filter((c) => c.status !== 413),
      upi({
        status: 413,
        path: '/api/admin/payments/statement',
        init: deskPost({ csv: 'x'.repeat(6 * STATEMENT_MAX_BYTES + 8192) }, desk),
      }),
    ],
  };
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const deskPost = (body: unknown, desk: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...desk },
  body: JSON.stringify(body),
});
