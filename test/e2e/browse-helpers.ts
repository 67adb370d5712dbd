import type { Page } from 'playwright-core';
import { productListResponse } from '../../api-schema/responses';
import type { Product } from '../../api-schema/entities';
import { shopUrl } from './browser';

/** The listing API as the shop serves it, for choosing test products. */
export async function listProducts(query = 'limit=48'): Promise<Product[]> {
  const response = await fetch(`${shopUrl()}/api/products/public?${query}`);
  return productListResponse.parse(await response.json()).data.products;
}

/**
 * A product whose first colour has stock: a product page opens on it, and stock is per colour (ADR 028), so the
 * orders of browser files run earlier (in an order vitest may change between runs) can sell it out while others remain.
 */
export const firstColourInStock = (p: Product) => p.colors[0]?.inStock !== false;

/** Waits until the page's search params equal `expected` exactly. */
export async function waitForParams(page: Page, expected: Record<string, string>) {
  const want = JSON.stringify(Object.entries(expected).sort());
  await page.waitForFunction((w) => JSON.stringify([...new URLSearchParams(location.search)].sort()) === w, want);
}

export const resultsText = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ products$/);

/** Names of the product cards on screen, in order. */
export const cardNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

/** The grid shows the current URL's results, not the previous ones kept while loading. */
export const gridSettled = (page: Page) => page.locator('ul[aria-label="Products"][aria-busy="false"]').waitFor();
