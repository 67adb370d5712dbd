import { Writable } from 'node:stream';
import { createApp } from '../../../server/app';
import { createPool } from '../../../server/db/pool';
import { createLogger } from '../../../server/http/logger';
import { rateLimitsFrom } from '../../../server/http/rateLimits';
import { placeTestOrder } from '../lifecycleFixtures';
import { UPI_SETTINGS } from '../openApiPaymentCases';
import { orderFor, stockedProducts } from '../orderFixtures';
import { testPicture } from '../photoImages';
import { createTestShop, postJson, type TestShop } from '../testShop';
import type { OpenApiDocument } from '../../../server/http/openapi/document';

const quiet = () => createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }));

/** The shop's logged errors (level 50), newest last: a 5xx in the report comes with its cause. */
export const loggedErrors: string[] = [];
const errorsOnly = () =>
  createLogger(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = chunk.toString();
        if (line.includes('"level":50')) loggedErrors.push(line.slice(0, 2000));
        done();
      },
    }),
    'error',
  );

/** The document as the app builds it: no database needed, so the operations are known when tests are collected. */
export async function builtDocument(): Promise<OpenApiDocument> {
  const app = createApp({ pool: createPool('postgres://postgres:postgres@127.0.0.1:1/none', 1), logger: quiet() });
  return (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
}

// Thousands of requests from one address in a few minutes: the limits are raised through the same
// settings RATE_LIMIT_* sets (the limiter still runs and counts).
const HIGH = 1_000_000;
const rateLimits = rateLimitsFrom({
  RATE_LIMIT_ORDERS_PER_SHOPPER: HIGH,
  RATE_LIMIT_ORDERS_PER_ADDRESS: HIGH,
  RATE_LIMIT_CONTACT_PER_SHOPPER: HIGH,
  RATE_LIMIT_CONTACT_PER_ADDRESS: HIGH,
  RATE_LIMIT_TRACKING: HIGH,
  RATE_LIMIT_SIGN_IN: HIGH,
});

/** A fresh shop taking UPI, with orders (COD and UPI, some moved on) and a message, so answers carry real ids. */
export async function contractShop(): Promise<TestShop> {
  const shop = await createTestShop({ payments: UPI_SETTINGS, rateLimits, logger: errorsOnly() });
  const products = await stockedProducts(shop.pool);
  for (const product of products.slice(0, 3)) {
    await placeTestOrder(shop, product);
    await postJson(shop, '/api/orders', { ...orderFor(product), paymentMode: 'upi' });
  }
  await postJson(shop, '/api/contact', {
    name: 'Asha Rao',
    email: 'asha@example.in',
    subject: 'order',
    message: 'Where is my order?',
  });
  return shop;
}

/** Real pictures for the photo upload's media types. */
export const pictures = async () => ({
  'image/jpeg': [new Uint8Array(await testPicture('jpeg', 320, 240))],
  'image/png': [new Uint8Array(await testPicture('png', 320, 240))],
  'image/webp': [new Uint8Array(await testPicture('webp', 320, 240))],
});
