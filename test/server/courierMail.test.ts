import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox } from '../../server/mail/worker';
import { forceStatus, placeTestOrder, shopTransition } from './lifecycleFixtures';
import { stockedProducts, type StockedProduct } from './orderFixtures';
import { startSmtpSink, type ReceivedMail } from './smtpSink';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

async function drain(smtpUrl: string) {
  const transport = createMailTransport({ smtpUrl, dir: '' });
  try {
    await drainOutbox({
      pool: shop.pool,
      transport,
      from: '"Jhola & Co." <orders@jholaandco.in>',
      publicUrl: 'https://shop.example.in',
      log: () => {},
    });
  } finally {
    transport.close();
  }
}

async function shippedMail(smtpUrl: string, received: ReceivedMail[], body: Record<string, unknown>) {
  const orderNumber = await placeTestOrder(shop, products[5]!);
  await forceStatus(shop, orderNumber, 'packed');
  expect((await shopTransition(shop, orderNumber, { to: 'shipped', ...body })).status).toBe(200);
  await drain(smtpUrl);
  return received.find((m) => m.subject === `Order ${orderNumber} shipped`)!;
}

describe('the shipped e-mail (ADR 022)', () => {
  it('links to the courier’s own tracking page when the courier is listed, and not for Other', async () => {
    const sink = await startSmtpSink();
    try {
      const listed = await shippedMail(sink.url, sink.received, {
        courierId: 'xpressbees',
        trackingNumber: '1417-2233445566',
      });
      const url = 'https://www.xpressbees.com/shipment/tracking?awbNo=1417-2233445566';
      expect(listed.text).toContain('Courier: Xpressbees. Tracking number: 1417-2233445566.');
      expect(listed.text).toContain(`Track on Xpressbees's site: ${url}`);
      expect(listed.html).toMatch(
        new RegExp(`<a href="${url.replace(/[.?]/g, '\\$&')}" target="_blank" rel="noopener noreferrer">`),
      );
      expect(listed.html).toContain('Track on Xpressbees&#39;s site</a>');

      const other = await shippedMail(sink.url, sink.received, {
        courierId: 'other',
        courier: 'Jaipur Local Couriers',
        trackingNumber: 'JLC-2002',
      });
      expect(other.text).toContain('Courier: Jaipur Local Couriers. Tracking number: JLC-2002.');
      expect(other.text).not.toContain('Track on');
      expect(other.html).not.toContain('Track on');
    } finally {
      await sink.close();
    }
  });
});
