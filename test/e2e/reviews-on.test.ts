import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { orderResponse } from '../../api-schema/responses';
import { DEFAULT_SESSION_SETTINGS } from '../../server/http/operator';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { startShop, type Shop } from '../../server/start';
import { orderFor, stockedProducts, type StockedProduct } from '../server/orderFixtures';
import { startSmtpSink } from '../server/smtpSink';
import { launchChromium } from './browser';
import { shootAtBothWidths } from './screenshots';

// REVIEWS=on for this file's own shop (config() is parsed once per test file); the shared shop keeps the spec's texts.
vi.hoisted(() => void (process.env.REVIEWS = 'on'));

/**
 * Issue 43: a delivered order's e-mail link lets the buyer review, the owner approves it on the desk, and the
 * product page shows the real rating, the review with "Verified buyer" and JSON-LD's aggregateRating.
 */
const operator = { email: 'owner@jholaandco.in', password: randomBytes(12).toString('hex') };
const dbName = `reviews_${randomBytes(4).toString('hex')}`;
let shop: Shop;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let browser: Browser;
let admin: pg.Client;
let bag: StockedProduct;

beforeAll(async () => {
  const base = inject('shopDatabaseUrl');
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  sink = await startSmtpSink();
  shop = await startShop({
    port: 0,
    databaseUrl: base.replace(/\/[^/]*$/, `/${dbName}`),
    staticDir: process.env.SHOP_STATIC_DIR ?? 'dist',
    desk: { firstOperator: operator, sessions: DEFAULT_SESSION_SETTINGS },
    mail: { smtpUrl: sink.url, dir: '.data/mail-unused', from: '"Jhola & Co." <orders@jholaandco.in>' },
    rateLimits: { ...RATE_LIMITS, signIn: { ...RATE_LIMITS.signIn, limit: 1000 } },
  });
  bag = (await stockedProducts(shop.pool))[5]!;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  delete process.env.REVIEWS;
  await browser?.close();
  await shop?.close();
  await sink?.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin?.end();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function signedInDesk(path: string) {
  const desk = await newPage();
  await desk.goto(path);
  await desk.getByLabel('Email').fill(operator.email);
  await desk.getByLabel('Password').fill(operator.password);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  return desk;
}

describe('reviews from real buyers (REVIEWS=on), in the browser', () => {
  it('delivered → the e-mail link → the buyer reviews → the owner approves → the product page shows it', async () => {
    const placed = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: shop.url },
      body: JSON.stringify(orderFor(bag)),
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = orderResponse.parse(await placed.json()).data.order;
    // The courier's part is not this test's: the order is out for delivery, and the owner marks it delivered.
    await shop.pool.query(
      `INSERT INTO order_events (order_id, status, at, actor) SELECT id, 'out_for_delivery', now(), 'shop'
       FROM orders WHERE order_number = $1`,
      [orderNumber],
    );
    await shop.pool.query(`UPDATE orders SET order_status = 'out_for_delivery' WHERE order_number = $1`, [orderNumber]);
    const desk = await signedInDesk(`/admin/orders/${orderNumber}`);
    await desk.getByRole('button', { name: 'Mark delivered' }).click();
    await desk.getByRole('button', { name: 'Yes, mark delivered' }).click();
    await desk.getByRole('heading', { name: new RegExp(`${orderNumber} Delivered`) }).waitFor();

    await expect
      .poll(() => sink.received.some((m) => m.subject === `Order ${orderNumber} delivered`), { timeout: 30_000 })
      .toBe(true);
    const mail = sink.received.find((m) => m.subject === `Order ${orderNumber} delivered`)!;
    const link = /Rate and review what you bought: (\S+)/.exec(mail.text)![1]!;

    const tampered = await newPage(390);
    await tampered.goto(`${link.slice(0, -2)}xx`);
    await tampered.getByRole('heading', { name: 'This review link cannot be used' }).waitFor();

    const buyer = await newPage(390);
    await buyer.goto(link);
    await buyer.getByRole('heading', { name: 'Review your order' }).waitFor();
    await buyer.getByRole('button', { name: '4 stars' }).click();
    await buyer.getByLabel('Your review').fill('Soft leather and neat stitching. The strap could be a little longer.');
    await buyer.getByRole('button', { name: 'Save review' }).click();
    await buyer.getByText('Thank you: your review is saved.').waitFor();
    await shootAtBothWidths(buyer, 'review-page');

    await desk.goto('/admin/reviews');
    await desk.getByText('1 review: 0 shown, 0 hidden').waitFor(); // waiting for the owner: counted, not shown
    await desk.getByRole('button', { name: 'Approve' }).click();
    await desk.getByText('1 review: 1 shown, 0 hidden').waitFor();
    await shootAtBothWidths(desk, 'desk-reviews');

    const page = await newPage();
    await page.goto(`/product/${bag.id}`);
    await page.getByText('4.0 (1 review)').waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('Soft leather and neat stitching. The strap could be a little longer.').waitFor();
    await page.getByText('Verified buyer').waitFor();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const rated = ld.map((t) => JSON.parse(t) as { aggregateRating?: unknown }).find((d) => d.aggregateRating);
    expect(rated?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    await shootAtBothWidths(page, 'product-reviews');
  }, 180_000);
});
