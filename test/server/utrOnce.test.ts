import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MAX_BYTES, STATEMENT_TOO_LARGE, statementImportResponse } from '../../api-schema/adminPayments';
import { failure } from '../../api-schema/envelope';
import { payTokenOf } from '../../api-schema/paymentMode';
import { orderResponse } from '../../api-schema/responses';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop({
    payments: { upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' }, windowMinutes: 30 },
  });
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

async function placeUpi(i: number) {
  const res = await postJson(shop, '/api/orders', { ...orderFor(products[i % products.length]!), paymentMode: 'upi' });
  expect(res.status).toBe(201);
  return (await bodyOf(res, orderResponse)).data.order;
}
const desk = async (path: string, body: unknown) =>
  postJson(shop, `/api/admin/payments${path}`, body, await operatorHeaders(shop));
const messageOf = async (res: Response) => failure.parse(await res.json()).message;

describe('one UTR pays one order, whatever the timing', () => {
  it('the same UTR marked on two orders at once: exactly one 200 and one 409 naming the paid order, never a 500', async () => {
    for (let pair = 0; pair < 8; pair++) {
      const [a, b] = [await placeUpi(2 * pair), await placeUpi(2 * pair + 1)];
      const utr = `8000000000${String(pair).padStart(2, '0')}`;
      const answers = await Promise.all([
        desk(`/${a.orderNumber}/received`, { utr }),
        desk(`/${b.orderNumber}/received`, { utr }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = answers[0].status === 200 ? a : b;
      expect(await messageOf(answers.find((r) => r.status === 409)!)).toBe(
        `UTR ${utr} has already paid order ${winner.orderNumber}.`,
      );
    }
  });

  it('a statement and the desk paying two orders with one UTR at once: one pays, the other is a conflict or a 409', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b] = [await placeUpi(3 * round), await placeUpi(3 * round + 1)];
      const utr = `8100000000${String(round).padStart(2, '0')}`;
      const csv = `Date,Narration,Reference,Amount\n25/11/2026,UPI ${a.orderNumber},${utr},${a.totalAmount}\n`;
      const [statement, marked] = await Promise.all([
        desk('/statement', { csv }),
        desk(`/${b.orderNumber}/received`, { utr }),
      ]);
      expect(statement.status).toBe(200);
      const [line] = (await bodyOf(statement, statementImportResponse)).data.lines;
      expect([line!.outcome, marked.status]).toEqual(line!.outcome === 'paid' ? ['paid', 409] : ['conflict', 200]);
      const paid = await shop.pool.query('SELECT 1 FROM orders WHERE paid_reference = $1', [utr]);
      expect(paid.rowCount).toBe(1);
    }
  });

  it('a shopper’s claim of a UTR that already paid another order is a 409 that names no order', async () => {
    const [a, b] = [await placeUpi(0), await placeUpi(1)];
    expect((await desk(`/${a.orderNumber}/received`, { utr: '820000000001' })).status).toBe(200);
    const claim = await postJson(shop, `/api/payments/${payTokenOf(b.payPath!)}/utr`, { utr: '820000000001' });
    expect(claim.status).toBe(409);
    expect(await messageOf(claim)).not.toContain(a.orderNumber);
  });
});

describe('the statement’s size limit is the documented one', () => {
  // Quotes and line breaks: each takes two bytes in the JSON body, so the body is far past the API's 64 KiB.
  const csvOf = (bytes: number) => {
    const head = 'Date,Narration,Reference,Amount\n';
    const line = '25/11/2026,"UPI ""NOBODY"" PAYMENT",,0\n';
    const body = line.repeat(Math.floor((bytes - head.length) / line.length));
    return head + body + 'x'.repeat(bytes - head.length - body.length);
  };

  it('a file of exactly the limit is imported; one byte more is refused with the limit’s own message', async () => {
    const atLimit = await desk('/statement', { csv: csvOf(STATEMENT_MAX_BYTES) });
    expect(atLimit.status).toBe(200);
    const over = await desk('/statement', { csv: csvOf(STATEMENT_MAX_BYTES + 1) });
    expect(over.status).toBe(400);
    expect(failure.parse(await over.json()).errors).toEqual([{ field: 'csv', message: STATEMENT_TOO_LARGE }]);
  });
});
