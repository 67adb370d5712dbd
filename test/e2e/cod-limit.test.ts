import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { productResponse } from '../../api-schema/responses';
import { startShop, type Shop } from '../../server/start';
import { lineFromProduct } from '../../src/features/cart/cartLines';
import { CART_STORAGE_KEY } from '../../src/lib/constants';
import { launchChromium } from './browser';
import { SCREENSHOT_DIR } from './screenshots';

/**
 * The COD limit in real Chromium (docs/pricing.md): a shop of its own taking UPI, with a ₹25 COD fee and
 * COD_LIMIT ₹974. One bag to Pune (₹49 delivery up to ₹999 of goods) costs its price + ₹74 as COD, so ₹899,
 * ₹900 and ₹901 land at the limit − 1, the limit and the limit + 1.
 */
const LIMIT = 974;
const UPI = { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' };
const dbName = `codlimit_${randomBytes(4).toString('hex')}`;
let shop: Shop;
let browser: Browser;
let admin: pg.Client;

beforeAll(async () => {
  const base = inject('shopDatabaseUrl');
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  shop = await startShop({
    port: 0,
    databaseUrl: base.replace(/\/[^/]*$/, `/${dbName}`),
    staticDir: process.env.SHOP_STATIC_DIR ?? 'dist',
    payments: {
      upi: UPI,
      windowMinutes: 30,
      cod: { fee: 25, prepaidPercent: 5, limit: LIMIT, maxReturnedToOrigin: 2 },
    },
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin?.end();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
};

/** The shop's first in-stock bag at `price`, as the product API then answers it. */
async function bagAt(price: number) {
  const { rows } = await shop.pool.query<{ id: string }>(
    `UPDATE products SET new_price = $1, old_price = NULL
     WHERE id = (SELECT id FROM products WHERE active AND stock > 0 ORDER BY id LIMIT 1) RETURNING id`,
    [price],
  );
  await shop.pool.query('UPDATE product_colors SET stock = 100 WHERE product_id = $1', [rows[0]!.id]);
  const read = async () =>
    productResponse.parse(await (await fetch(`${shop.url}/api/products/public/${rows[0]!.id}`)).json()).data.product;
  // The catalogue cache hears of the change within a second.
  await expect.poll(async () => (await read()).newPrice).toBe(price);
  return read();
}

const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Checkout' }).getByLabel(label, { exact: true });

async function checkoutWith(price: number, width = 1280) {
  const bag = await bagAt(price);
  const page = await newPage(width);
  await page.goto('/');
  const line = lineFromProduct(bag, bag.colors[0]!.colorName, 1);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_STORAGE_KEY, JSON.stringify([line])]);
  await page.goto('/checkout');
  await field(page, 'Full Name').fill('Asha Verma');
  await field(page, 'Email').fill(`asha.${randomBytes(4).toString('hex')}@example.in`);
  await field(page, 'Phone').fill(`98765 4${String(price).padStart(4, '0')}`);
  await field(page, 'City').selectOption('pune');
  await field(page, 'Address Line 1').fill('12 MG Road');
  await field(page, 'State').fill('Maharashtra');
  await field(page, 'PIN Code').fill('411001');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  // The summary shows the quote's total once it arrives: the bag + ₹49 delivery (+ ₹25 as COD).
  await page.getByText('₹49', { exact: true }).first().waitFor();
  return { page, bag };
}

const chosen = async (page: Page) =>
  (await page.getByRole('radio', { name: /^UPI/ }).isChecked())
    ? 'upi'
    : (await field(page, 'Cash on Delivery').isChecked())
      ? 'cod'
      : 'none';

async function placeAndRead(page: Page, bagId: string) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/(order-success|track-order\?pay=)/);
  const { rows } = await shop.pool.query<{ payment_mode: string; total_amount: number }>(
    `SELECT o.payment_mode, o.total_amount FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE l.product_id = $1 ORDER BY o.id DESC LIMIT 1`,
    [bagId],
  );
  return rows[0]!;
}

describe('the COD limit: product page, checkout and order agree', () => {
  it('the product page states the limit the checkout honours', async () => {
    const bag = await bagAt(900);
    const page = await newPage();
    await page.goto(`/product/${bag._id}`);
    const box = page.getByRole('region', { name: 'Check delivery' });
    await box.getByLabel('PIN code').fill('411001');
    await box.getByLabel('PIN code').press('Enter');
    await box.getByText(`Cash on delivery available (orders up to ₹${LIMIT})`).waitFor();
    await shoot(page, 'cod-limit-product-1280');
  });

  it.each([
    [899, 'cod', LIMIT - 1],
    [900, 'cod', LIMIT],
  ])('at ₹%i the checkout keeps cash on delivery chosen, and the order is COD', async (price, mode, total) => {
    const { page, bag } = await checkoutWith(price);
    await expect.poll(() => chosen(page)).toBe(mode);
    await expect(field(page, 'Cash on Delivery').isDisabled()).resolves.toBe(false);
    await expect(page.getByTestId('cod-withheld').count()).resolves.toBe(0);
    await expect(placeAndRead(page, bag._id)).resolves.toEqual({ payment_mode: 'cod', total_amount: total });
  });

  it.each([1280, 390])('at the limit + 1 (%i px) it chooses UPI, says why, and places a UPI order', async (width) => {
    const { page, bag } = await checkoutWith(901, width);
    await expect.poll(() => chosen(page)).toBe('upi');
    await expect(field(page, 'Cash on Delivery').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('cod-withheld').innerText()).resolves.toBe(
      `Cash on delivery is available for orders up to ₹${LIMIT}. Please pay by UPI to place this order.`,
    );
    await shoot(page, `cod-limit-checkout-${width}`);
    // UPI: ₹901 − 5 % (₹45) + ₹49 delivery, no COD fee.
    await expect(placeAndRead(page, bag._id)).resolves.toEqual({ payment_mode: 'upi', total_amount: 905 });
  });
});
