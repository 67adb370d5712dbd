import { describe, expect, it } from 'vitest';
import type { Product } from '../../api-schema/entities';
import { formatINR } from '../../src/lib/format';
import { useBrowser } from './browser';
import { listProducts } from './browse-helpers';

const { newPage } = useBrowser();

async function allProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const products = await listProducts(`limit=48&page=${page}`);
    all.push(...products);
    if (products.length < 48) return all;
  }
}

/** docs/product.md §2: the product page declares the MRP whether or not there is an old price. */
const expectedPrice = ({ newPrice, oldPrice }: Product) =>
  oldPrice !== null && oldPrice > newPrice
    ? `${formatINR(newPrice)}MRP ${formatINR(oldPrice)}(inclusive of all taxes)`
    : `MRP ${formatINR(newPrice)}(inclusive of all taxes)`;

describe('MRP on every product page', () => {
  it("every seed product's first render declares the MRP and that it includes all taxes", async () => {
    const products = await allProducts();
    expect(products.length).toBeGreaterThan(400);
    expect(products.some((p) => p.oldPrice === null)).toBe(true);
    const wrong: string[] = [];
    // One page load, then each product by the app's own navigation (a history entry and its popstate, as Back
    // would give): every product page rendered in turn, without 514 page loads. Pictures are skipped (the price is text).
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.route(/\.(avif|webp|jpe?g|png|svg)(\?|$)/, (route) => route.abort());
    await page.goto(`/product/${products[0]!._id}`);
    for (const product of products) {
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/product/${product._id}`);
      await page.locator('main h1', { hasText: product.productName }).first().waitFor();
      const text = await page.locator('main p', { hasText: 'inclusive of all taxes' }).first().textContent();
      if (text !== expectedPrice(product)) wrong.push(`${product._id}: ${text}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
