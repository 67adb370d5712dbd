import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS, type RateLimits } from '../../server/http/rateLimits';
import { type Shop, startShop } from '../../server/start';
import { useBrowser } from './browser';
import { cartLine, fillCheckout, shopper } from './checkout-helpers';
import { visible } from './info-helpers';
import { productListResponse, cityListResponse, categoryListResponse } from '../../api-schema/responses';
import { CART_STORAGE_KEY } from '../../src/lib/constants';

// This file runs its own shop on its own database: it uses up rate limits on purpose, which must
// not reach the shared shop the other browser tests use. Real limits over an hour-long window, so
// no window ends mid-test.
const rateLimits = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, windowSeconds: 3600 }]),
) as RateLimits;
const database = `csp_${randomBytes(4).toString('hex')}`;
const adminUrl = () => inject('shopDatabaseUrl').replace(/\/[^/]*$/, '/postgres');
let shop: Shop;
const chromium = useBrowser();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = adminUrl().replace(/\/postgres$/, `/${database}`);
  shop = await startShop({ port: 0, databaseUrl, staticDir: process.env.SHOP_STATIC_DIR ?? 'dist', rateLimits });
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await shop?.close();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

/** A page on this file's shop that records every CSP violation (event and console report). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await chromium.browser.newContext({ baseURL: shop.url, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const reported: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) reported.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
  return { page, violations };
}

const get = async <T>(path: string, schema: { parse: (v: unknown) => T }) =>
  schema.parse(await (await fetch(`${shop.url}/api/${path}`)).json());

describe('Content-Security-Policy in Chromium', () => {
  it('every route, the cart drawer, a toast and a placed order run with zero violations', async () => {
    const { products } = (await get('products/public?inStock=true&limit=12', productListResponse)).data;
    const { categories } = (await get('categories/active', categoryListResponse)).data;
    const { cities } = (await get('cities/active', cityListResponse)).data;
    const { page, violations } = await watchedPage();
    const routes = [
      '/',
      '/products',
      '/products?search=leather&sortBy=newPrice&sortOrder=asc',
      `/category/${categories[0]!._id}`,
      `/product/${products[0]!._id}`,
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-conditions',
      '/order-success',
      '/no-such-page',
    ];
    for (const path of routes) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // The toast library inserts its own <style>; the drawer loads lazily.
    await page.goto(`/product/${products[0]!._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('status').first().waitFor();
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await page.waitForLoadState('networkidle');
    const line = cartLine(products.find((p) => p.colors.length > 0)!);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CART_STORAGE_KEY, JSON.stringify([line])],
    );
    await page.goto('/checkout');
    await fillCheckout(page, shopper(cities[0]!));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    await page.getByTestId('order-number').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the test would see a violation: an injected inline script is reported', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/about');
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('script'), { textContent: '1' })),
    );
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  });
});

describe('out of stock at the last moment (409)', () => {
  it('checkout shows the same message as before the status changed', async () => {
    const { products } = (await get('products/public?inStock=true&limit=4', productListResponse)).data;
    const { cities } = (await get('cities/active', cityListResponse)).data;
    const product = products[1]!;
    // The page knows "in stock", not how many: another shopper took all but one.
    await shop.pool.query(
      'UPDATE product_colors SET stock = CASE WHEN position = 0 THEN 1 ELSE 0 END WHERE product_id = $1',
      [product._id],
    );
    const { page } = await watchedPage();
    await page.goto('/');
    const line = cartLine(product, 0, 2);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CART_STORAGE_KEY, JSON.stringify([line])],
    );
    await page.goto('/checkout');
    await fillCheckout(page, shopper(cities[0]!));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Place Order' }).click();
    expect((await answer).status()).toBe(409);
    await visible(
      page
        .getByRole('status')
        .filter({ hasText: `Only 1 left of ${product.productName} in ${product.colors[0]!.colorName}` }),
    );
    expect(page.url()).toMatch(/\/checkout$/);
  });
});

describe('rate limits as the shopper sees them', () => {
  const post = (path: string) =>
    fetch(`${shop.url}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });

  it("the contact form shows the server's 429 message", async () => {
    // This machine is 127.0.0.1 to the shop, like the browser: use up the limit directly.
    for (let i = 0; i < rateLimits.contactPerAddress.limit; i++) expect((await post('contact')).status).toBe(400);
    const { page } = await watchedPage();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByRole('textbox', { name: /^Full Name/ }).fill('Asha Verma');
    await form.getByRole('textbox', { name: /^Email/ }).fill('asha@example.in');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Do you ship to Leh?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visible(
      page.getByRole('status').filter({
        hasText:
          /Too many messages from your connection in a short time\. Please try again in \d+ (seconds?|minutes?)\./,
      }),
    );
  });

  it("checkout shows the server's 429 message and keeps the form", async () => {
    for (let i = 0; i < rateLimits.ordersPerAddress.limit; i++) await post('orders');
    const { products } = (await get('products/public?inStock=true&limit=4', productListResponse)).data;
    const { cities } = (await get('cities/active', cityListResponse)).data;
    const { page } = await watchedPage();
    await page.goto('/');
    const line = cartLine(products[0]!);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CART_STORAGE_KEY, JSON.stringify([line])],
    );
    await page.goto('/checkout');
    const who = shopper(cities[0]!);
    await fillCheckout(page, who);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await visible(
      page.getByRole('status').filter({
        hasText: /Too many orders from your connection in a short time\. Please try again in \d+ (seconds?|minutes?)\./,
      }),
    );
    expect(page.url()).toMatch(/\/checkout$/);
    await expect(
      page.getByRole('form', { name: 'Checkout' }).getByLabel('Email', { exact: true }).inputValue(),
    ).resolves.toBe(who.email);
  });
});
