import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { City, Product } from '../../api-schema/entities';
import { formatINR } from '../../api-schema/format';
import { productResponse } from '../../api-schema/responses';
import { DEFAULT_SESSION_SETTINGS } from '../../server/http/operator';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { startShop, type Shop } from '../../server/start';
import { rowsAddUp, type ShownRow } from '../server/breakdownSurfaces';
import { startSmtpSink } from '../server/smtpSink';
import { launchChromium } from './browser';
import { cartLine, fillCheckout, seedCart } from './checkout-helpers';
import { SCREENSHOT_DIR } from './screenshots';

/**
 * Issue 39: the coupon stays a line of its own after checkout. A shop of its own taking UPI (5 % off) and a
 * ₹25 COD fee; WELCOME10 on a bag above ₹999. The success page (COD), the payment step (UPI), the tracking page
 * and the desk show the same rows, which add up to the total.
 */
const operator = { email: 'owner@jholaandco.in', password: randomBytes(12).toString('hex') };
let shop: Shop;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let browser: Browser;
let admin: pg.Client;
let bag: Product;
const dbName = `breakdown_${randomBytes(4).toString('hex')}`;

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
    payments: {
      upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' },
      windowMinutes: 60,
      cod: { fee: 25, prepaidPercent: 5, limit: 100_000, maxReturnedToOrigin: 2 },
    },
  });
  const { rows } = await shop.pool.query<{ id: string }>(
    'SELECT id FROM products WHERE active AND stock > 5 AND new_price BETWEEN 1500 AND 4000 ORDER BY id LIMIT 1',
  );
  const res = await fetch(`${shop.url}/api/products/public/${rows[0]!.id}`);
  bag = productResponse.parse(await res.json()).data.product;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await sink?.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin?.end();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
const shootBoth = async (page: Page, name: string) => {
  if (!SCREENSHOT_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
};

/** The rows of a breakdown on screen (each `[data-row]` is a label and its amount). */
const rowsIn = async (breakdown: Locator): Promise<ShownRow[]> => {
  await breakdown.locator('[data-row="total"]').waitFor();
  return breakdown
    .locator('[data-row]')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim()) as [string, string]),
    );
};

const city: City = { _id: 'pune', name: 'Pune', deliveryCharge: 49 };
const who = () => ({
  name: 'Asha Verma',
  email: `asha.${randomBytes(4).toString('hex')}@example.in`,
  phone: `9${randomInt(100_000_000, 999_999_999)}`, // WELCOME10 is a phone's first order
  city,
  address1: '12 MG Road',
  state: 'Maharashtra',
  pincode: '411001',
});

/** Checks out one bag with WELCOME10, by COD or UPI; returns the page where checkout lands and the shopper. */
async function checkoutWithCoupon(mode: 'cod' | 'upi') {
  const page = await newPage();
  await seedCart(page, [cartLine(bag)]);
  const shopper = who();
  await fillCheckout(page, shopper);
  if (mode === 'upi') await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: 'Have a coupon?' }).click();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByLabel('Coupon code').press('Enter');
  await page.getByTestId('summary-coupon').waitFor();
  const checkoutTotal = (await page.getByTestId('summary-total').textContent())!;
  await page.getByRole('button', { name: 'Place Order' }).click();
  return { page, shopper, checkoutTotal };
}

const couponRow = (rows: ShownRow[]) => rows.find(([label]) => label === 'Coupon WELCOME10');

describe('the breakdown after checkout (issue 39)', () => {
  it('COD + WELCOME10: the success page keeps the coupon line, and its rows add up to the checkout total', async () => {
    const { page, checkoutTotal } = await checkoutWithCoupon('cod');
    await page.waitForURL(/\/order-success$/);
    const rows = await rowsIn(page.getByTestId('order-breakdown'));
    expect(couponRow(rows)).toEqual([
      'Coupon WELCOME10',
      `−${formatINR(Math.min(Math.floor(bag.newPrice / 10), 500))}`,
    ]);
    expect(rows.map(([label]) => label)).toEqual([
      'Subtotal',
      'Coupon WELCOME10',
      'Delivery',
      'Cash on delivery fee',
      'Total',
    ]);
    expect(rowsAddUp(rows)).toBe(true);
    expect(rows.at(-1)![1]).toBe(checkoutTotal);
    await shootBoth(page, 'breakdown-success-cod');
  });

  it('UPI + WELCOME10: the payment step, the tracking page and the desk show the same rows, and the e-mail too', async () => {
    const { page, shopper, checkoutTotal } = await checkoutWithCoupon('upi');
    await page.waitForURL(/\/track-order\?pay=/);
    const paying = await rowsIn(page.getByTestId('order-breakdown'));
    expect(paying.map(([label]) => label)).toEqual([
      'Subtotal',
      'Coupon WELCOME10',
      'UPI discount (5%)',
      'Delivery',
      'Total',
    ]);
    expect(rowsAddUp(paying)).toBe(true);
    expect(paying.at(-1)![1]).toBe(checkoutTotal);
    await expect(page.getByTestId('pay-amount').textContent()).resolves.toBe(checkoutTotal);
    await shootBoth(page, 'breakdown-payment-step-upi');

    const { rows } = await shop.pool.query<{ order_number: string }>(
      'SELECT order_number FROM orders WHERE email = $1',
      [shopper.email],
    );
    const orderNumber = rows[0]!.order_number;
    const track = await newPage();
    await track.goto(`/track-order?order=${orderNumber}`);
    await track.getByLabel('Phone or Email').fill(shopper.email);
    await track.getByRole('button', { name: 'Track Order' }).click();
    await track.getByTestId('order-breakdown').waitFor();
    expect(await rowsIn(track.getByTestId('order-breakdown'))).toEqual(paying);
    await shootBoth(track, 'breakdown-tracking-upi');

    const desk = await newPage();
    await desk.goto(`/admin/orders/${orderNumber}`);
    await desk.getByLabel('Email').fill(operator.email);
    await desk.getByLabel('Password').fill(operator.password);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByTestId('order-breakdown').waitFor();
    expect(await rowsIn(desk.getByTestId('order-breakdown'))).toEqual(paying);
    await shootBoth(desk, 'breakdown-desk-upi');

    // The confirmation e-mail as a mail app renders its HTML.
    const until = Date.now() + 15_000;
    while (!sink.received.some((m) => m.subject.includes(orderNumber)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 200));
    const mail = sink.received.find((m) => m.subject.includes(orderNumber))!;
    for (const [label, shown] of paying) expect(mail.text).toContain(`${label}: ${shown}`);
    const inbox = await newPage();
    await inbox.setContent(mail.html);
    await shootBoth(inbox, 'breakdown-email-upi');
  });
});
