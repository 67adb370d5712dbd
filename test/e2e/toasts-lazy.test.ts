import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { firstColourInStock } from './browse-helpers';
import { useBrowser } from './browser';
import { api } from './checkout-helpers';

const { newPage } = useBrowser();
const TOAST_CHUNK = /\/assets\/Toasts-[\w-]+\.js$/;

describe('toasts load with the first toast (production build)', () => {
  test('no toast code on first load; toasts asked for while it loads all show, in one toaster', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    // Hold the toast chunk until two toasts are asked for, so both wait in showToast's queue.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(TOAST_CHUNK, async (route: Route) => {
      asked();
      await held;
      await route.continue();
    });

    await page.goto('/products');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((url) => TOAST_CHUNK.test(url))).toEqual([]);
    expect(await page.locator('#toasts').count()).toBe(0);

    // Two cards whose colour (the first) has stock: other browser files' orders may have sold some out.
    const { data } = await api('products/public?limit=12&sortBy=createdAt&sortOrder=desc', productListResponse);
    const names = data.products
      .filter((p) => p.inStock && firstColourInStock(p))
      .slice(0, 2)
      .map((p) => p.productName);
    await page.getByRole('article', { name: names[0] }).getByRole('button', { name: 'Add to Cart' }).click();
    await requested;
    await page.getByRole('article', { name: names[1] }).getByRole('button', { name: 'Add to Cart' }).click();
    expect(await page.getByRole('status').count()).toBe(0);
    release();

    for (const name of names)
      await page
        .getByRole('status')
        .filter({ hasText: `${name} added to cart` })
        .waitFor();
    expect(await page.locator('#toasts').count()).toBe(1);
    expect(scripts.filter((url) => TOAST_CHUNK.test(url))).toHaveLength(1);
  });
});
