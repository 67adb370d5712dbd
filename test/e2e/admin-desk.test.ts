import { describe, expect, inject, it } from 'vitest';
import { shopUrl, useBrowser } from './browser';
import { shootAtBothWidths } from './screenshots';
import { cartLine, discountedProducts, fillCheckout, puneCity, seedCart, shopper } from './checkout-helpers';

const { newPage } = useBrowser();

async function signedInDesk(path = '/admin/orders') {
  const page = await newPage();
  await page.goto(path);
  await page.getByLabel('Email').fill(inject('operatorEmail'));
  await page.getByLabel('Password').fill(inject('operatorPassword'));
  await shootAtBothWidths(page, 'desk-sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Desk sections' }).waitFor();
  return page;
}

describe('operator desk (/admin)', () => {
  it('a wrong password is refused on the sign-in screen, and no desk data shows', async () => {
    const page = await newPage();
    await page.goto('/admin');
    await page.getByLabel('Email').fill(inject('operatorEmail'));
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That email and password do not match an operator account.').waitFor();
    await expect(page.getByRole('navigation', { name: 'Desk sections' }).count()).resolves.toBe(0);
    // The shop's own header and footer are not part of the desk.
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
  });

  it('sign in → the shopper’s order appears → confirm → pack → ship with a tracking number → tracking page shows shipped', async () => {
    const [product] = await discountedProducts();
    const who = shopper(await puneCity());
    const shop = await newPage();
    await seedCart(shop, [cartLine(product!)]);
    await fillCheckout(shop, who);
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await shop.waitForURL(/\/order-success$/);
    const orderNumber = (await shop.getByTestId('order-number').textContent())!;

    const desk = await signedInDesk();
    await desk.getByRole('search').getByLabel('Order number, phone or email').fill(who.email);
    await desk.getByRole('button', { name: 'Apply' }).click();
    const row = desk.getByTestId('desk-order').filter({ hasText: orderNumber });
    await row.getByText('Placed').waitFor();
    // The filtered list replaces the full one (kept on screen while it loads): one row is left.
    await desk.getByTestId('desk-order').nth(1).waitFor({ state: 'detached' });
    await expect(desk.getByTestId('desk-order').count()).resolves.toBe(1);
    await shootAtBothWidths(desk, 'desk-orders');
    await row.getByRole('link', { name: orderNumber }).click();
    await desk.getByRole('heading', { name: new RegExp(orderNumber) }).waitFor();
    await desk.getByRole('link', { name: 'Tax invoice (PDF)' }).waitFor();

    await desk.getByRole('button', { name: 'Confirm' }).click();
    await desk.getByRole('heading', { name: new RegExp(`${orderNumber} Confirmed`) }).waitFor();
    await desk.getByRole('button', { name: 'Mark packed' }).click();
    await desk.getByRole('heading', { name: new RegExp(`${orderNumber} Packed`) }).waitFor();
    // Shipping without a tracking number is refused with the field's message.
    await desk.getByLabel('Courier', { exact: true }).selectOption({ label: 'Delhivery' });
    await desk.getByRole('button', { name: 'Ship' }).click();
    await desk.getByText('Tracking number is required when an order ships').waitFor();
    await desk.getByLabel('Tracking number').fill('DL-44910023');
    await desk.getByRole('button', { name: 'Ship' }).click();
    await desk.getByRole('heading', { name: new RegExp(`${orderNumber} Shipped`) }).waitFor();
    await desk.getByText('Shipped with Delhivery, tracking number DL-44910023').waitFor();
    await shootAtBothWidths(desk, 'desk-order-detail');

    const tracking = await newPage();
    await tracking.goto(`/track-order?order=${orderNumber}`);
    await tracking.getByLabel('Phone or Email').fill(who.email);
    await tracking.getByRole('button', { name: 'Track Order' }).click();
    await expect(tracking.getByTestId('order-status').textContent()).resolves.toBe('Shipped');
    await expect(tracking.getByTestId('shipment').innerText()).resolves.toContain('DL-44910023');

    await desk.getByRole('link', { name: 'Activity' }).click();
    const audit = desk.getByTestId('desk-activity').filter({ hasText: orderNumber });
    await audit.filter({ hasText: 'to shipped' }).waitFor();
    await expect(audit.count()).resolves.toBe(3);
    await shootAtBothWidths(desk, 'desk-activity');
  });

  it('a price change on the desk shows on the storefront within a second', async () => {
    const [product] = await discountedProducts();
    const shop = await newPage();
    await shop.goto(`/product/${product!._id}`);
    await shop.getByRole('heading', { name: product!.productName }).waitFor();
    const newPrice = product!.newPrice - 7;

    const desk = await signedInDesk();
    await desk.getByRole('link', { name: 'Catalogue' }).click();
    await desk.getByRole('search').getByLabel('Product name or id').fill(product!._id);
    await desk.getByRole('button', { name: 'Search' }).click();
    const price = desk.getByLabel(`Price of ${product!.productName}`, { exact: true });
    // The search's own answer ("1 product"): before the first list arrives there are no rows either.
    await desk.getByText('1 product', { exact: true }).waitFor();
    await expect(desk.getByTestId('desk-product').count()).resolves.toBe(1);
    await price.fill(String(newPrice));
    await desk.getByLabel(`Old price of ${product!.productName}`).fill(String(newPrice - 1));
    await desk.getByRole('button', { name: `Save ${product!.productName}` }).click();
    await desk.getByText('Old price must be above the price (or left empty)').waitFor();
    await desk.getByLabel(`Old price of ${product!.productName}`).fill(String(product!.oldPrice ?? ''));
    await shootAtBothWidths(desk, 'desk-catalogue');
    const saved = desk.waitForResponse((r) => r.url().includes('/stock-and-price') && r.status() === 200);
    await desk.getByRole('button', { name: `Save ${product!.productName}` }).click();
    await saved;
    // The API every storefront page reads answers the new price at once (the cache entry was dropped)…
    const started = Date.now();
    let served = product!.newPrice;
    while (served !== newPrice && Date.now() - started < 1000) {
      const res = await fetch(`${shopUrl()}/api/products/public/${product!._id}`);
      served = ((await res.json()) as { data: { product: { newPrice: number } } }).data.product.newPrice;
    }
    expect(served).toBe(newPrice);
    expect(Date.now() - started).toBeLessThan(1000);
    // …and a shopper opening the product page sees it. (A tab that already fetched the product may
    // keep its copy for the API's max-age of 30 s: that browser cache is the shop's caching design.)
    const fresh = await newPage();
    await fresh.goto(`/product/${product!._id}`);
    await fresh
      .getByRole('main')
      .getByText(`₹${newPrice.toLocaleString('en-IN')}`, { exact: true })
      .first()
      .waitFor();
    await shop.close();
  });

  it('a message sent through /contact appears in the inbox with its HTML shown as text', async () => {
    const html = '<b>Bold?</b><img src="x" onerror="window.__pwned=1">';
    const visitor = await newPage();
    await visitor.goto('/contact');
    const form = visitor.getByRole('form', { name: 'Send us a Message' });
    const box = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await box('Full Name').fill('Ravi');
    await box('Email').fill('ravi@example.in');
    await box('Subject').fill('A <i>question</i>');
    await box('Message').fill(html);
    const sent = visitor.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    const desk = await signedInDesk();
    await desk.getByRole('link', { name: 'Messages' }).click();
    const card = desk.getByTestId('desk-message').filter({ hasText: 'ravi@example.in' });
    await card.getByText(html, { exact: true }).waitFor();
    await card.getByText('A <i>question</i>').waitFor();
    await expect(card.locator('img, b, i').count()).resolves.toBe(0);
    await expect(desk.evaluate(() => (window as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    await shootAtBothWidths(desk, 'desk-messages');
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(card.waitFor({ state: 'detached' })).resolves.toBeUndefined();
  });
});
