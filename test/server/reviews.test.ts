import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { adminReviewListResponse, adminReviewResponse } from '../../api-schema/adminReviews';
import { productResponse } from '../../api-schema/responses';
import {
  orderReviewsResponse,
  productReviewsResponse,
  reviewPathFor,
  savedReviewResponse,
} from '../../api-schema/reviews';
import { REVIEW_PATH_MARKER } from '../../server/db/backup/keptOut';
import { takeBackup } from '../../server/db/backup/takeBackup';
import { signRestoredLinks } from '../../server/payments/signRestoredLinks';
import { listenForCatalogueChanges, type CatalogueListener } from '../../server/catalogue/catalogueListener';
import { ResponseCache } from '../../server/http/responseCache';
import { productLd } from '../../server/seo/structuredData';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox } from '../../server/mail/worker';
import { reviewToken } from '../../server/payments/paymentToken';
import { invoiceSigningSecret } from '../../server/tax/invoiceToken';
import { forceStatus, placeTestOrder, shopTransition } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { stockedProducts, type StockedProduct } from './orderFixtures';
import { startSmtpSink } from './smtpSink';
import { bodyOf, createTestShop, type TestShop } from './testShop';

// REVIEWS=on for this file's shop (config() is parsed once per test file).
vi.hoisted(() => void (process.env.REVIEWS = 'on'));

let shop: TestShop;
let listener: CatalogueListener;
let product: StockedProduct;
beforeAll(async () => {
  const cache = new ResponseCache();
  shop = await createTestShop({ cache });
  listener = await listenForCatalogueChanges(shop.pool, cache);
  product = (await stockedProducts(shop.pool))[3]!;
});
afterAll(async () => {
  delete process.env.REVIEWS;
  await listener.close();
  await shop.close();
});

const SITE = 'https://shop.example.in';
const put = (token: string, line: number, body: unknown) =>
  shop.app.request(`/api/reviews/orders/${token}/lines/${line}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const desk = async (path: string, init: RequestInit = {}) =>
  shop.app.request(`/api/admin/reviews${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(await operatorHeaders(shop)) },
  });
const storedReviews = async () =>
  (await shop.pool.query<{ rating: number; body: string; status: string }>('SELECT rating, body, status FROM reviews'))
    .rows;
const productRating = async () =>
  (await bodyOf(await shop.app.request(`/api/products/public/${product.id}`), productResponse)).data.product.rating;

/** Delivers an order through the desk and sends its messages to a real SMTP server; the delivered mail's text. */
async function deliveredMail(orderNumber: string) {
  const sink = await startSmtpSink();
  const transport = createMailTransport({ smtpUrl: sink.url, dir: '' });
  try {
    await forceStatus(shop, orderNumber, 'out_for_delivery');
    expect((await shopTransition(shop, orderNumber, { to: 'delivered' })).status).toBe(200);
    await drainOutbox({ pool: shop.pool, transport, from: 'orders@jholaandco.in', publicUrl: SITE, log: () => {} });
    return sink.received.find((m) => m.subject === `Order ${orderNumber} delivered`)!;
  } finally {
    transport.close();
    await sink.close();
  }
}

describe('reviews from real buyers (REVIEWS=on)', () => {
  let orderNumber: string;
  let token: string;

  it('an order not delivered has no link in its mail, and its link is refused', async () => {
    orderNumber = await placeTestOrder(shop, product);
    const payloads = await shop.pool.query(
      `SELECT 1 FROM mail_outbox m JOIN orders o ON o.id = m.order_id WHERE o.order_number = $1 AND m.payload ? 'reviewPath'`,
      [orderNumber],
    );
    expect(payloads.rowCount).toBe(0);
    const early = reviewToken(await invoiceSigningSecret(shop.pool), orderNumber);
    const res = await shop.app.request(`/api/reviews/orders/${early}`);
    expect(res.status).toBe(409);
    expect((await bodyOf(res, failure)).message).toBe(
      'This order has not been delivered yet, so it cannot be reviewed.',
    );
    expect((await put(early, 0, { rating: 5, text: 'Lovely' })).status).toBe(409);
    expect(await storedReviews()).toEqual([]);
  });

  it("the delivered e-mail carries the signed link; the buyer's review is saved once", async () => {
    const mail = await deliveredMail(orderNumber);
    const link = /Rate and review what you bought: (\S+)/.exec(mail.text)![1]!;
    expect(link.startsWith(`${SITE}/track-order?review=${orderNumber}-`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    token = new URL(link).searchParams.get('review')!;

    const page = await bodyOf(await shop.app.request(`/api/reviews/orders/${token}`), orderReviewsResponse);
    expect(page.data).toMatchObject({ orderNumber, editable: true });
    expect(page.data.lines).toEqual([
      { line: 0, productId: product.id, productName: expect.any(String), color: expect.any(String), review: null },
    ]);

    for (const bad of [
      { rating: 6, text: 'Too good' },
      { rating: 4, text: '   ' },
      { rating: 2.5, text: 'Half' },
    ]) {
      const res = await put(token, 0, bad);
      expect(res.status).toBe(400);
    }
    expect((await put(token, 7, { rating: 4, text: 'No such line' })).status).toBe(404);
    expect(await storedReviews()).toEqual([]);

    const review = { rating: 4, text: 'Soft leather, stitching is neat.' };
    const first = await bodyOf(await put(token, 0, review), savedReviewResponse);
    expect(first.data).toMatchObject({ changed: true, line: { review: { ...review, status: 'pending' } } });
    const again = await bodyOf(await put(token, 0, review), savedReviewResponse);
    expect(again.data.changed).toBe(false);
    expect(await storedReviews()).toEqual([{ rating: 4, body: review.text, status: 'pending' }]);
  });

  it('a tampered link is refused and changes nothing', async () => {
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const res = await shop.app.request(`/api/reviews/orders/${tampered}`);
    expect(res.status).toBe(404);
    expect((await bodyOf(res, failure)).message).toMatch(/review link is not valid/);
    expect((await put(tampered, 0, { rating: 1, text: 'Forged' })).status).toBe(404);
    const other = reviewToken(await invoiceSigningSecret(shop.pool), 'BAG-0000000000');
    expect((await put(other, 0, { rating: 1, text: 'Unknown order' })).status).toBe(404);
    expect(await storedReviews()).toHaveLength(1);
  });

  it('shoppers see only approved reviews: the desk approves, the product shows 1 review and its rating', async () => {
    const shown = async () =>
      (await bodyOf(await shop.app.request(`/api/reviews/products/${product.id}`), productReviewsResponse)).data;
    expect(await shown()).toEqual({ rating: { average: 0, count: 0 }, reviews: [] });
    expect(await productRating()).toEqual({ average: 0, count: 0 });

    const res = await desk('');
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    const list = await bodyOf(res, adminReviewListResponse);
    expect(list.data.counts).toEqual({ total: 1, pending: 1, shown: 0, hidden: 0 });
    const id = list.data.reviews[0]!.id;
    const approve = () => desk(`/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) });
    expect((await bodyOf(await approve(), adminReviewResponse)).data.changed).toBe(true);
    expect((await bodyOf(await approve(), adminReviewResponse)).data.changed).toBe(false);

    await expect.poll(productRating, { timeout: 10_000 }).toEqual({ average: 4, count: 1 });
    const answer = await bodyOf(await shop.app.request(`/api/products/public/${product.id}`), productResponse);
    expect(productLd(answer.data.product, SITE, [])).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
    const after = await shown();
    expect(after.rating).toEqual({ average: 4, count: 1 });
    expect(after.reviews).toEqual([
      {
        rating: 4,
        text: 'Soft leather, stitching is neat.',
        author: expect.stringMatching(/^\S+( \S\.)?$/),
        date: expect.any(String),
      },
    ]);
  });

  it('hiding needs a reason, is logged, takes the review off the page and keeps it counted on the desk', async () => {
    const id = (await bodyOf(await desk('?view=all'), adminReviewListResponse)).data.reviews[0]!.id;
    const hide = (body: unknown) => desk(`/${id}`, { method: 'PATCH', body: JSON.stringify(body) });
    expect((await hide({ status: 'hidden' })).status).toBe(400);
    expect((await hide({ status: 'hidden', reason: 'Names a courier employee' })).status).toBe(200);
    await expect.poll(productRating, { timeout: 10_000 }).toEqual({ average: 0, count: 0 });
    const answer = await bodyOf(await shop.app.request(`/api/products/public/${product.id}`), productResponse);
    expect(productLd(answer.data.product, SITE, [])).not.toHaveProperty('aggregateRating');
    const list = await bodyOf(await desk('?view=hidden'), adminReviewListResponse);
    expect(list.data.counts).toEqual({ total: 1, pending: 0, shown: 0, hidden: 1 });
    expect(list.data.reviews[0]).toMatchObject({ status: 'hidden', hiddenReason: 'Names a courier employee' });
    const audit = await shop.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'review.%' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['review.approve', 'review.hide']);
  });

  it('a review can be changed for 30 days from delivery, not after', async () => {
    const changed = { rating: 5, text: 'Still lovely after a month.' };
    await shop.pool.query(
      `UPDATE order_events SET at = now() - interval '29 days' FROM orders o
        WHERE o.id = order_events.order_id AND o.order_number = $1 AND status = 'delivered'`,
      [orderNumber],
    );
    expect((await put(token, 0, changed)).status).toBe(200);
    await shop.pool.query(
      `UPDATE order_events SET at = now() - interval '31 days' FROM orders o
        WHERE o.id = order_events.order_id AND o.order_number = $1 AND status = 'delivered'`,
      [orderNumber],
    );
    const late = await put(token, 0, { rating: 1, text: 'Changed my mind' });
    expect(late.status).toBe(409);
    expect((await bodyOf(late, failure)).message).toBe('Reviews can be written or changed for 30 days after delivery.');
    expect(await storedReviews()).toEqual([{ rating: 5, body: changed.text, status: 'hidden' }]);
  });

  it('a backup holds no review link; the restored shop signs it again from the order number', async () => {
    const delivered = await placeTestOrder(shop, product);
    await forceStatus(shop, delivered, 'out_for_delivery');
    expect((await shopTransition(shop, delivered, { to: 'delivered' })).status).toBe(200);
    const secret = await invoiceSigningSecret(shop.pool);
    const link = reviewPathFor(reviewToken(secret, delivered));
    const dir = await mkdtemp(join(tmpdir(), 'review-backup-'));
    try {
      const backup = await takeBackup(shop.pool.options.connectionString!, dir, 'command');
      const held = gunzipSync(await readFile(backup.file)).toString();
      expect(held).not.toContain(reviewToken(secret, delivered));
      expect(held).toContain(REVIEW_PATH_MARKER);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // The restored rows as the backup holds them: the order's links '' and the message's review link a marker.
    const reviewPathOf = async () =>
      (
        await shop.pool.query<{ path: string }>(
          `SELECT m.payload->>'reviewPath' AS path FROM mail_outbox m JOIN orders o ON o.id = m.order_id
           WHERE o.order_number = $1 AND m.payload ? 'reviewPath'`,
          [delivered],
        )
      ).rows.map((r) => r.path);
    expect(await reviewPathOf()).toEqual([link]);
    await shop.pool.query(
      `UPDATE mail_outbox m SET payload = jsonb_set(m.payload, '{reviewPath}', to_jsonb($2::text))
       FROM orders o WHERE o.id = m.order_id AND o.order_number = $1 AND m.payload ? 'reviewPath'`,
      [delivered, REVIEW_PATH_MARKER],
    );
    await shop.pool.query(`UPDATE orders SET invoice_token = '' WHERE order_number = $1`, [delivered]);
    await signRestoredLinks(shop.pool);
    expect(await reviewPathOf()).toEqual([link]);
  });
});
