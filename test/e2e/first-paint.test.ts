import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { listProducts } from './browse-helpers';

const { newPage } = useBrowser();

/** API calls the page makes (the server already put the first route's answers into its HTML). */
function apiCalls(page: Awaited<ReturnType<typeof newPage>>) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

describe('first route data in the first response', () => {
  it('a product page renders from the HTML: no API request for the product, its related items or categories', async () => {
    const [product] = await listProducts('limit=1');
    const page = await newPage();
    const calls = apiCalls(page);
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('heading', { level: 1, name: product!.productName }).waitFor();
    await page.getByRole('heading', { name: 'Related Products' }).waitFor();
    await expect(page.title()).resolves.toContain(product!.productName);
    expect(calls.filter((c) => /\/api\/(products|categories)\//.test(c))).toEqual([]);
  });

  it('a filtered listing renders from the HTML, and its next flip still fetches', async () => {
    const page = await newPage();
    const calls = apiCalls(page);
    await page.goto('/products?sort=newPrice:asc&inStock=true');
    await page.getByText(/^Showing 1 - 12 of \d+ products$/).waitFor();
    expect(calls).toEqual([]);
    await page.getByRole('combobox', { name: /Sort/ }).selectOption('newPrice:desc');
    await page.waitForFunction(() => location.search.includes('newPrice:desc'));
    await expect.poll(() => calls.some((c) => c.includes('sortOrder=desc'))).toBe(true);
  });

  it('the home page renders its featured products and categories from the HTML', async () => {
    const page = await newPage();
    const calls = apiCalls(page);
    await page.goto('/');
    await page.getByRole('list', { name: 'Featured products' }).getByRole('article').first().waitFor();
    expect(calls.filter((c) => /\/api\/(products|categories)/.test(c))).toEqual([]);
  });
});
