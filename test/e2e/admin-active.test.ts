import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Product } from '../../api-schema/entities';
import { productListResponse } from '../../api-schema/responses';
import { shopUrl, useBrowser } from './browser';
import { SCREENSHOT_DIR, shootAtBothWidths } from './screenshots';
import { SESSION_COOKIE, createSession } from '../../server/http/operator';
import { createPool } from '../../server/db/pool';
import { api, cartLine, puneCity, seedCart, shopper } from './checkout-helpers';

const SHOTS = SCREENSHOT_DIR;
const { newPage } = useBrowser();

/** Two in-stock products from the middle of the catalogue by name, away from what other tests pick. */
async function quietProducts(): Promise<[Product, Product]> {
  const { data } = await api('products/public?limit=12&page=20&inStock=true&sortBy=productName', productListResponse);
  return [data.products[3]!, data.products[4]!];
}

/**
 * A desk session made the way sign-in makes one (createSession), its cookie put in the browser. The sign-in
 * form is admin-desk.test's; here it would meet the shared shop's sign-in limit (10 per 5 minutes per
 * address), which admin-desk and track-order use up when they run just before.
 */
async function signIn(desk: Page) {
  const pool = createPool(inject('shopDatabaseUrl'), 1);
  try {
    const { rows } = await pool.query<{ id: string }>('SELECT id::text AS id FROM operators WHERE lower(email) = $1', [
      inject('operatorEmail'),
    ]);
    const { token } = await createSession(pool, rows[0]!.id);
    const { hostname } = new URL(shopUrl());
    await desk.context().addCookies([
      {
        name: SESSION_COOKIE,
        value: token,
        domain: hostname,
        path: '/api/admin',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  } finally {
    await pool.end();
  }
  await desk.goto('/admin');
  await desk.getByRole('navigation', { name: 'Desk sections' }).waitFor();
}

async function setShown(desk: Page, product: Product, shown: boolean) {
  await desk.getByRole('search').getByLabel('Product name or id').fill(product._id);
  await desk.getByRole('button', { name: 'Search' }).click();
  await desk.getByTestId('desk-product').nth(1).waitFor({ state: 'detached' });
  const toggle = desk.getByLabel(`Active: show ${product.productName} in the shop`);
  await toggle.setChecked(shown);
  const saved = desk.waitForResponse((r) => r.url().includes('/stock-and-price') && r.status() === 200);
  await desk.getByRole('button', { name: `Save ${product.productName}` }).click();
  await saved;
  const badge = desk.getByTestId('desk-product').getByText('Hidden from shop');
  await (shown ? badge.waitFor({ state: 'detached' }) : badge.waitFor());
}

/** A fresh shopper (own context, so no HTTP cache) searching the listing for the product's name. */
async function listingShows(product: Product): Promise<boolean> {
  const page = await newPage();
  await page.goto(`/products?search=${encodeURIComponent(product.productName)}`);
  await page.getByText(/^Showing \d/).waitFor();
  const shown = (await page.getByRole('main').getByRole('link', { name: product.productName }).count()) > 0;
  await page.close();
  return shown;
}

describe('hiding a product from the desk', () => {
  it('its page shows not-found, the listing drops it, a cart holding it blocks checkout; shown again → back', async () => {
    const [product, other] = await quietProducts();
    expect(await listingShows(product)).toBe(true);

    const desk = await newPage();
    await signIn(desk);
    await desk.getByRole('link', { name: 'Catalogue' }).click();
    await setShown(desk, product, false);
    await shootAtBothWidths(desk, 'desk-catalogue-hidden');

    const page = await newPage();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByText('Product not found', { exact: true }).waitFor();
    await shootAtBothWidths(page, 'product-not-found');
    expect(await listingShows(product)).toBe(false);

    // A cart saved before the product was hidden: that line is marked, the order is blocked, the rest stays.
    const shopper = await newPage();
    await seedCart(shopper, [cartLine(product), cartLine(other)]);
    const notice = shopper.getByTestId('unavailable-lines');
    await expect(notice.textContent()).resolves.toBe(
      `${product.productName} is no longer available. Remove it to place your order.`,
    );
    await expect(shopper.getByRole('button', { name: 'Place Order' }).isDisabled()).resolves.toBe(true);
    await shootAtBothWidths(shopper, 'checkout-unavailable-line');
    await shopper.getByRole('button', { name: 'Remove' }).click();
    await notice.waitFor({ state: 'detached' });
    await shopper.getByText(other.productName).first().waitFor();
    await expect(shopper.getByRole('button', { name: 'Place Order' }).isDisabled()).resolves.toBe(false);

    await setShown(desk, product, true);
    const again = await newPage();
    await again.goto(`/product/${product._id}`);
    await again.getByRole('heading', { name: product.productName }).waitFor();
    expect(await listingShows(product)).toBe(true);
  });

  it('on a phone the desk reads without sideways scrolling, and toasts stay below its bar', async () => {
    const [product] = await quietProducts();
    const who = shopper(await puneCity());
    const { city, ...address } = who;
    const placed = await fetch(`${shopUrl()}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        agreement: true,
        products: [{ productId: product._id, quantity: 1, color: product.colors[0]!.colorName }],
        shippingInfo: { ...address, address2: '', city: city._id },
      }),
    });
    expect(placed.status).toBe(201);

    const desk = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(desk);
    const overflow = () =>
      desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // The desk opens on the day's dashboard; the orders are one tap away.
    await desk.getByTestId('waiting-toConfirm').waitFor();
    await expect(overflow()).resolves.toBe(0);
    await desk.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Orders' }).click();
    await desk.getByTestId('desk-order').first().waitFor();
    const tableOverflow = () =>
      desk.locator('table').evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
    await expect(overflow()).resolves.toBe(0);
    await expect(tableOverflow()).resolves.toBeLessThanOrEqual(0);
    await shootAtBothWidths(desk, 'desk-orders-phone');

    await desk.getByRole('link', { name: 'Catalogue' }).click();
    await desk.getByTestId('desk-product').first().waitFor();
    await expect(overflow()).resolves.toBe(0);
    await expect(tableOverflow()).resolves.toBeLessThanOrEqual(0);
    await desk
      .getByTestId('desk-product')
      .first()
      .getByRole('button', { name: /^Save / })
      .click();
    const toast = desk.getByRole('status').filter({ hasText: 'saved' });
    await toast.waitFor();
    // Measured where it comes to rest: a toast slides in from above.
    await desk.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    );
    const barBottom = await desk.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
    const toastTop = (await toast.boundingBox())!.y;
    expect(toastTop).toBeGreaterThanOrEqual(barBottom);
    if (SHOTS) await desk.screenshot({ path: `${SHOTS}/desk-catalogue-toast-390.png` }); // the viewport, toast shown
  });
});
