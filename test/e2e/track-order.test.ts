import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import PostalMime from 'postal-mime';
import { describe, expect, inject, it } from 'vitest';
import { TRACKING_MISS } from '../../api-schema/orderTracking';
import { deskHeaders, signInToDesk } from '../../server/http/operator';
import { shopUrl, useBrowser } from './browser';
import { cartLine, discountedProducts, fillCheckout, puneCity, seedCart, shopper } from './checkout-helpers';

const { newPage } = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR;

async function stockOf(productId: string): Promise<number> {
  const client = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await client.connect();
  try {
    return (await client.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId])).rows[0]!
      .stock;
  } finally {
    await client.end();
  }
}

/** A status change through the operator desk's API (signed in as the shop's first operator). */
const shopChange = async (orderNumber: string, body: object) => {
  const desk = await signInToDesk(
    (path, init) => fetch(`${shopUrl()}${path}`, init),
    inject('operatorEmail'),
    inject('operatorPassword'),
  );
  return fetch(`${shopUrl()}/api/admin/orders/${orderNumber}/transitions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...deskHeaders(desk) },
    body: JSON.stringify(body),
  });
};

/** The confirmation the shop's outbox worker wrote as an .eml file (it polls every second). */
async function confirmationMail(orderNumber: string) {
  for (let i = 0; i < 50; i++) {
    const dir = inject('mailDir');
    for (const file of (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'))) {
      const mail = await PostalMime.parse(await readFile(join(dir, file)));
      if (mail.subject?.startsWith(`Order ${orderNumber} placed`)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

describe('/track-order', () => {
  it('tracks a new order from the success page, shows a shop change on reload, cancels it and puts the stock back', async () => {
    const [product] = await discountedProducts();
    const city = await puneCity();
    const who = shopper(city);
    const page = await newPage();
    await seedCart(page, [cartLine(product!, 0, 2)]);
    await fillCheckout(page, who);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    await page.getByText(`A confirmation has been sent to ${who.email}`).waitFor();
    const stockAfterOrder = await stockOf(product!._id);

    await page.getByRole('main').getByRole('link', { name: 'Track Your Order' }).click();
    await page.waitForURL((url) => url.pathname === '/track-order' && url.searchParams.get('order') === orderNumber);
    expect(page.url()).not.toContain(encodeURIComponent(who.email));
    await expect(page.getByTestId('order-status').textContent()).resolves.toBe('Placed');
    await expect(page.getByTestId('timeline').innerText()).resolves.toContain('Placed');
    await page.getByTestId('delivery-estimate').waitFor();

    expect((await shopChange(orderNumber, { to: 'confirmed', note: 'Packing tomorrow' })).status).toBe(200);
    await page.reload();
    await expect(page.getByTestId('order-status').textContent()).resolves.toBe('Confirmed');
    await page.getByTestId('timeline').getByText('Packing tomorrow').waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/track-order-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/track-order-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Cancel order ${orderNumber}?`).waitFor();
    await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await page.getByTestId('order-status').getByText('Cancelled').waitFor();
    await expect(page.getByRole('button', { name: 'Cancel Order' }).count()).resolves.toBe(0);
    expect(await stockOf(product!._id)).toBe(stockAfterOrder + 2);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/track-order-cancelled-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/track-order-cancelled-390.png`, fullPage: true });
    }

    const mail = await confirmationMail(orderNumber);
    expect(mail?.to?.map((a) => a.address)).toEqual([who.email]);
    expect(mail?.text).toContain(`${shopUrl()}/track-order?order=${orderNumber}`);
  });

  it('a wrong phone shows the one calm not-found message', async () => {
    const [product] = await discountedProducts();
    const city = await puneCity();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await fillCheckout(page, shopper(city));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;

    const other = await newPage();
    await other.goto(`/track-order?order=${orderNumber}`);
    const form = other.getByRole('form', { name: 'Track your order' });
    await expect(form.getByLabel('Order Number').inputValue()).resolves.toBe(orderNumber);
    await form.getByLabel('Phone or Email').fill('91234 56789');
    await form.getByRole('button', { name: 'Track Order' }).click();
    await other.getByText(TRACKING_MISS).waitFor();
    if (SHOTS) {
      await other.screenshot({ path: `${SHOTS}/track-order-miss-1280.png`, fullPage: true });
      await other.setViewportSize({ width: 390, height: 844 });
      await other.screenshot({ path: `${SHOTS}/track-order-miss-390.png`, fullPage: true });
    }
  });

  it('a delivered order offers a return with a reason; the courier shows once shipped', async () => {
    const [product] = await discountedProducts();
    const city = await puneCity();
    const who = shopper(city);
    const placed = await fetch(`${shopUrl()}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        agreement: true,
        products: [{ productId: product!._id, quantity: 1, color: product!.colors[0]!.colorName }],
        shippingInfo: { ...who, city: city._id, address2: '' },
      }),
    });
    const orderNumber = ((await placed.json()) as { data: { order: { orderNumber: string } } }).data.order.orderNumber;
    for (const to of ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered']) {
      const res = await shopChange(orderNumber, {
        to,
        ...(to === 'shipped' ? { courier: 'Delhivery', trackingNumber: 'DL-5550001' } : {}),
      });
      expect(res.status).toBe(200);
    }
    const page = await newPage();
    await page.goto(`/track-order?order=${orderNumber}`);
    await page.getByLabel('Phone or Email').fill(who.phone);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByTestId('order-status').textContent()).resolves.toBe('Delivered');
    await expect(page.getByTestId('shipment').innerText()).resolves.toContain('DL-5550001');
    await expect(page.getByRole('button', { name: 'Cancel Order' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Request a Return' }).click();
    await page.getByRole('button', { name: 'Send Return Request' }).click();
    await page.getByText('Please choose a reason for the return').waitFor();
    await page.getByLabel('Reason for return').selectOption('damaged');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/track-order-return-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/track-order-return-390.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Send Return Request' }).click();
    await page.getByTestId('order-status').getByText('Return Requested').waitFor();
    await page.getByTestId('timeline').getByText('Arrived damaged or defective').waitFor();
    await expect(page.getByRole('button', { name: 'Request a Return' }).count()).resolves.toBe(0);
  });
});
