import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../api-schema/money';
import { orderResponse } from '../../api-schema/responses';
import { formatINR } from '../../src/lib/format';
import { pdfText } from '../server/invoiceHelpers';
import { useBrowser } from './browser';
import {
  puneCity,
  field,
  api,
  cartLine,
  countOrders,
  discountedProducts,
  fillCheckout,
  readCart,
  seedCart,
  shopper,
} from './checkout-helpers';

const { newPage } = useBrowser();

describe('placing a cash-on-delivery order', () => {
  it('places the order, shows the server’s number, empties the cart, and the order can be tracked and printed', async () => {
    // The cheapest bags, so the subtotal stays under the free-shipping line and the city's charge applies.
    const [a, b] = await discountedProducts('asc');
    const city = await puneCity(); // ₹49 delivery
    const lines = [cartLine(a!, 0, 1), cartLine(b!, 1, 1)];
    const totals = orderTotals(lines, city.deliveryCharge);
    const delivery = totals.deliveryCharge === 0 ? 'Free' : formatINR(totals.deliveryCharge);
    const who = shopper(city);
    const page = await newPage();
    await seedCart(page, lines);
    await expect(page.getByTestId('summary-delivery').textContent()).resolves.toBe('Select a city');
    await fillCheckout(page, who);
    await expect(page.getByTestId('summary-total').textContent()).resolves.toBe(formatINR(totals.totalAmount));
    await expect(page.getByTestId('summary-savings').textContent()).resolves.toBe(formatINR(totals.savings));
    await expect(page.getByTestId('summary-delivery').textContent()).resolves.toBe(delivery);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    await expect(page.getByTestId('order-total').textContent()).resolves.toBe(formatINR(totals.totalAmount));
    await page.getByRole('main').getByText('Cash on Delivery').waitFor();
    await expect(readCart(page)).resolves.toEqual([]);

    const tracked = await api(
      `orders/track/${encodeURIComponent(orderNumber)}?contact=${encodeURIComponent(who.email)}`,
      orderResponse,
    );
    expect(tracked.data.order).toMatchObject({
      orderNumber,
      totalAmount: totals.totalAmount,
      deliveryCharge: totals.deliveryCharge,
    });
    expect(tracked.data.order.products.map((l) => [l.productId._id, l.color, l.quantity])).toEqual(
      lines.map((l) => [l.productId, l.color, l.quantity]),
    );

    // The server's GST invoice (docs/product.md §9: invoicePdfUrl), opened in a new tab; its text read with pdftotext.
    const [invoice] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Download Invoice' }).click(),
    ]);
    expect(invoice.url()).toMatch(/\/api\/invoices\/BAG-[0-9A-Z]{10}\.[\w-]{32}\.pdf$/);
    const pdf = await page.request.get(invoice.url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body()).replace(/\s+/g, ' ');
    for (const part of [
      orderNumber,
      `₹${totals.totalAmount.toLocaleString('en-IN')}.00`,
      who.name,
      city.name,
      'TAX INVOICE',
    ]) {
      expect(text).toContain(part);
    }

    // History was replaced: Back does not return to the filled checkout.
    await page.goBack();
    expect(page.url()).not.toMatch(/\/checkout/);
  });

  it('a double click (and a double submit) places exactly one order', async () => {
    const [product] = await discountedProducts();
    const city = await puneCity();
    const who = shopper(city);
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await fillCheckout(page, who);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) posts++;
    });
    await page.route('**/api/orders', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.evaluate(() => {
      const form = document.querySelector('form[aria-label="Checkout"]') as HTMLFormElement;
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.getByRole('button', { name: 'Placing Order...' }).waitFor();
    await expect(page.getByRole('button', { name: 'Placing Order...' }).isDisabled()).resolves.toBe(true);
    await page.waitForURL(/\/order-success$/);
    expect(await countOrders(who.email)).toBe(1);
    expect(posts).toBe(1);

    const second = shopper(city);
    await seedCart(page, [cartLine(product!)]);
    await fillCheckout(page, second);
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.waitForURL(/\/order-success$/);
    expect(await countOrders(second.email)).toBe(1);
  });

  it('a server error keeps the form filled and shows the server’s message', async () => {
    const [product] = await discountedProducts();
    const city = await puneCity();
    const who = shopper(city);
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await fillCheckout(page, who);
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Order desk is down' }),
      }),
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Order desk is down').waitFor();
    await page.getByText('Server error. Please try again later.').waitFor();
    await expect(field(page, 'Email').inputValue()).resolves.toBe(who.email);
    await expect(page.getByRole('checkbox', { name: /I agree/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Place Order' }).isEnabled()).resolves.toBe(true);
    expect(page.url()).toMatch(/\/checkout$/);
    expect(await countOrders(who.email)).toBe(0);
  });

  it('Buy Now orders one product and leaves the cart as it was', async () => {
    const [inCart, bought] = await discountedProducts();
    const city = await puneCity();
    const cartLines = [cartLine(inCart!, 0, 2)];
    const page = await newPage();
    await seedCart(page, cartLines, `/product/${bought!._id}`);
    await page
      .getByRole('radiogroup', { name: 'Color' })
      .getByRole('radio', { name: bought!.colors[1]!.colorName })
      .click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(/\/checkout\?/);
    await page.getByText(`Color: ${bought!.colors[1]!.colorName}`).first().waitFor();
    await expect(page.getByTestId('summary-subtotal').textContent()).resolves.toBe(formatINR(bought!.newPrice));
    await fillCheckout(page, shopper(city));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    await page.getByText(bought!.productName).first().waitFor();
    await expect(readCart(page)).resolves.toEqual(cartLines);
  });
});

describe('/order-success', () => {
  it('without an order in navigation state redirects home', async () => {
    const page = await newPage();
    await page.goto('/order-success');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
