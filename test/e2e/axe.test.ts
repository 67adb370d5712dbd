import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe-helpers';
import { useBrowser } from './browser';
import { gridSettled, listProducts } from './browse-helpers';
import { cartLine, discountedProducts, fillCheckout, puneCity, seedCart, shopper } from './checkout-helpers';

const { newPage } = useBrowser();
const routes: [string, (page: Page) => Promise<void>][] = [
  ['/', (p) => p.getByRole('list', { name: 'Featured products' }).getByRole('article').first().waitFor()],
  // The app's grid, not the count line: the server's pre-paint shows that line before the app starts.
  ['/products', gridSettled],
  ['/about', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  ['/contact', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  [
    '/privacy-policy',
    (p) =>
      p
        .getByText(/Last updated|Recently/)
        .first()
        .waitFor(),
  ],
  [
    '/terms-conditions',
    (p) =>
      p
        .getByText(/Last updated|Recently/)
        .first()
        .waitFor(),
  ],
  ['/track-order', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  ['/favourites', (p) => p.getByText('No favourites yet').waitFor()],
];

describe('axe-core: no violations of any impact', () => {
  for (const viewport of [undefined, { width: 390, height: 800 }]) {
    const size = viewport ? 'phone' : 'desktop';
    it.each(routes)(`%s (${size})`, async (path, ready) => {
      const page = await newPage({ viewport });
      await page.goto(path);
      await ready(page);
      expect(await violations(page)).toEqual([]);
    });

    it(`a product page and a category page (${size})`, async () => {
      const [product] = await listProducts('limit=1&inStock=true');
      const page = await newPage({ viewport });
      await page.goto(`/product/${product!._id}`);
      await page.getByRole('heading', { name: 'Related Products' }).waitFor();
      await page.getByRole('tablist', { name: 'Product information' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.goto(`/category/${product!.category._id}`);
      await page.getByText(/^Showing /).waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`/products after a filter flip, with the previous results kept built but hidden (${size})`, async () => {
      const page = await newPage({ viewport });
      await page.goto('/products?category=clutches');
      await page.getByText(/^Showing /).waitFor();
      await page.getByRole('button', { name: 'Clear all' }).first().click();
      await page.locator('ul[aria-label="Products"][aria-busy="false"]').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('main ul[aria-hidden="true"]').length > 0);
      expect(await violations(page)).toEqual([]);
    });

    it(`checkout with a cart, its errors, and the order's confirmation (${size})`, async () => {
      const [product] = await discountedProducts();
      const page = await newPage({ viewport });
      await seedCart(page, [cartLine(product!)]);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByRole('alert').first().waitFor();
      expect(await violations(page)).toEqual([]);
      await fillCheckout(page, shopper(await puneCity()));
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
      expect(await violations(page)).toEqual([]);
    });
  }
});
