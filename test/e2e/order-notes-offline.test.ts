import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import {
  activeCities,
  cartLine,
  countOrders,
  discountedProducts,
  field,
  fillCheckout,
  puneCity,
  seedCart,
  shopper,
} from './checkout-helpers';
import { signedInDesk } from './desk-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();
const NOTES = 'Please call before delivery.\nGift — do not put the price inside';

async function readyCheckout(page: Page) {
  const [product] = await discountedProducts();
  const who = shopper(await puneCity());
  await seedCart(page, [cartLine(product!)]);
  await fillCheckout(page, who);
  await field(page, 'Order Notes (optional)').fill(NOTES);
  return who;
}

/** The Idempotency-Key of every order request the page sends. */
function orderKeys(page: Page) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

describe('order notes', () => {
  it("the shopper's notes reach the desk's order page", async () => {
    const page = await newPage();
    await readyCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;

    const desk = await signedInDesk(await newPage(), `/admin/orders/${orderNumber}`);
    await desk.getByRole('heading', { name: new RegExp(orderNumber) }).waitFor();
    await expect(desk.getByTestId('order-notes').innerText()).resolves.toBe(NOTES);
    await desk.getByRole('heading', { name: 'Notes from the shopper' }).waitFor();
    await shootAtBothWidths(desk, 'desk-order-notes');
  });
});

describe('checkout without a network', () => {
  it('says so within 16 s, keeps the form as typed, places nothing, and a retry places one order with the same key', async () => {
    const page = await newPage();
    const who = await readyCheckout(page);
    // Above the free-delivery threshold no city states a charge this order would not pay (issue 39: "Sikar (₹79 delivery)").
    const charged = (await activeCities()).find((c) => c.deliveryCharge > 0)!;
    await expect(field(page, 'City').locator(`option[value="${charged._id}"]`).textContent()).resolves.toBe(
      `${charged.name} (Free delivery)`,
    );
    const keys = orderKeys(page);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const alert = page.getByTestId('order-connection-failure');
    await alert.waitFor({ timeout: 16_000 });
    await expect(alert.textContent()).resolves.toBe('Network error. Please check your connection.');
    await page.getByRole('button', { name: 'Place Order' }).waitFor();
    await expect(field(page, 'Order Notes (optional)').inputValue()).resolves.toBe(NOTES);
    await expect(field(page, 'Full Name').inputValue()).resolves.toBe(who.name);
    await expect(field(page, 'PIN Code').inputValue()).resolves.toBe(who.pincode);
    await shootAtBothWidths(page, 'checkout-offline');
    expect(await countOrders(who.email)).toBe(0);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    expect(await countOrders(who.email)).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('an answer that never comes shows the timeout message within 16 s and leaves the form as typed', async () => {
    const page = await newPage();
    const who = await readyCheckout(page);
    // The request leaves but no answer ever comes back.
    await page.route('**/api/orders', () => {});
    await page.getByRole('button', { name: 'Place Order' }).click();
    const alert = page.getByTestId('order-connection-failure');
    await alert.waitFor({ timeout: 16_000 });
    await expect(alert.textContent()).resolves.toBe('Request timeout. Please check your connection.');
    await expect(field(page, 'Order Notes (optional)').inputValue()).resolves.toBe(NOTES);
    expect(await countOrders(who.email)).toBe(0);
  });
});
