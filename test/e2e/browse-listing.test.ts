import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { cardNames, gridSettled, resultsText, searchBox, waitForParams } from './browse-helpers';
import { generateProducts } from '../../server/db/seed/products';

// The shop under test holds the demo seed; the counts below are the seed's own.
const seed = generateProducts();
const TOTAL = seed.length;
const BACKPACKS = seed.filter((p) => p.categoryId === 'backpacks').length;

const { newPage } = useBrowser();

describe('/products filters mirrored in the URL (docs/product.md §2)', () => {
  it('home category tile → /products with the category (and newest-first sort) in the URL', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Shop by Category' }).waitFor();
    await page.getByRole('link', { name: 'Backpacks' }).first().click();
    await page.waitForURL(/\/products\?/);
    expect(new URL(page.url()).search).toBe('?category=backpacks&sort=createdAt:desc');
    await expect(page.getByRole('radio', { name: 'Backpacks' }).isChecked()).resolves.toBe(true);
    await expect(resultsText(page).textContent()).resolves.toBe(`Showing 1 - 12 of ${BACKPACKS} products`);
  });

  it('every filter writes its param, a change resets page, Clear All empties the URL', async () => {
    const page = await newPage();
    await page.goto('/products');
    await expect(resultsText(page).textContent()).resolves.toBe(`Showing 1 - 12 of ${TOTAL} products`);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await waitForParams(page, { page: '2' });
    await resultsText(page)
      .filter({ hasText: `Showing 13 - 24 of ${TOTAL} products` })
      .waitFor();

    await page.getByRole('radio', { name: 'Totes' }).check();
    await waitForParams(page, { category: 'totes' });
    await page.getByLabel('Sort by').selectOption('newPrice:asc');
    await waitForParams(page, { category: 'totes', sort: 'newPrice:asc' });
    await page.getByRole('checkbox', { name: 'In Stock Only' }).check();
    await waitForParams(page, { category: 'totes', sort: 'newPrice:asc', inStock: 'true' });
    await page.getByRole('button', { name: '1,000-2,500' }).click();
    await waitForParams(page, {
      category: 'totes',
      sort: 'newPrice:asc',
      inStock: 'true',
      minPrice: '1000',
      maxPrice: '2500',
    });
    await page.getByRole('button', { name: 'Under 1,000' }).click();
    await waitForParams(page, { category: 'totes', sort: 'newPrice:asc', inStock: 'true', maxPrice: '999' });
    await page.getByLabel('Min price').fill('300');
    await waitForParams(page, {
      category: 'totes',
      sort: 'newPrice:asc',
      inStock: 'true',
      minPrice: '300',
      maxPrice: '999',
    });
    await searchBox(page).fill('tote');
    await waitForParams(page, {
      category: 'totes',
      sort: 'newPrice:asc',
      inStock: 'true',
      minPrice: '300',
      maxPrice: '999',
      search: 'tote',
    });

    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await waitForParams(page, {});
    await expect(searchBox(page).inputValue()).resolves.toBe('');
    await expect(page.getByRole('radio', { name: 'All Categories' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Clear all', exact: true }).count()).resolves.toBe(0);
  });

  it('search is debounced: one URL change after typing stops', async () => {
    const page = await newPage();
    await page.goto('/products');
    await resultsText(page).waitFor();
    const seen: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/products/public?') && seen.push(new URL(r.url()).searchParams.get('search') ?? ''),
    );
    await searchBox(page).pressSequentially('leather', { delay: 40 });
    await waitForParams(page, { search: 'leather' });
    await resultsText(page).waitFor();
    expect(seen).toEqual(['leather']);
    await searchBox(page).fill('123');
    await page.waitForURL((url) => url.search === '?search=123');
  });

  it('back and forward restore the filters and the grid', async () => {
    const page = await newPage();
    await page.goto('/products');
    await resultsText(page).waitFor();
    await page.getByRole('radio', { name: 'Wallets' }).check();
    await waitForParams(page, { category: 'wallets' });
    await page.getByLabel('Sort by').selectOption('productName:asc');
    await waitForParams(page, { category: 'wallets', sort: 'productName:asc' });
    await gridSettled(page);
    const sorted = await cardNames(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a!.localeCompare(b!)));
    await page.goBack();
    await waitForParams(page, { category: 'wallets' });
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('createdAt:desc');
    await page.goBack();
    await waitForParams(page, {});
    await expect(page.getByRole('radio', { name: 'All Categories' }).isChecked()).resolves.toBe(true);
    await page.goForward();
    await waitForParams(page, { category: 'wallets' });
    await expect(page.getByRole('radio', { name: 'Wallets' }).isChecked()).resolves.toBe(true);
  });

  it('a flip back to a combination already seen paints from cache without a request', async () => {
    const page = await newPage();
    await page.goto('/products?category=clutches');
    await resultsText(page).waitFor();
    await page.getByRole('radio', { name: 'Potli Bags' }).check();
    await page.getByRole('list', { name: 'Products', exact: true }).getByText('Potli Bags').first().waitFor();
    let requests = 0;
    page.on('request', (r) => r.url().includes('/api/products/') && requests++);
    await page.getByRole('radio', { name: 'Clutches' }).check();
    await waitForParams(page, { category: 'clutches' });
    await page.getByRole('list', { name: 'Products', exact: true }).getByText('Clutches').first().waitFor();
    expect(requests).toBe(0);
  });

  it('a flip to a new combination keeps the previous grid on screen, dimmed, until it arrives', async () => {
    const page = await newPage();
    await page.goto('/products');
    // Not the count line: the HTML's pre-paint shows it before the app has rendered a single card.
    await gridSettled(page);
    const before = await cardNames(page);
    expect(before).toHaveLength(12);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products/public?*sortOrder=asc*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Sort by').selectOption('productName:asc');
    await waitForParams(page, { sort: 'productName:asc' });
    await page.locator('ul[aria-label="Products"][aria-busy="true"]').waitFor();
    await page.waitForTimeout(300);
    await expect(cardNames(page)).resolves.toEqual(before);
    release();
    await gridSettled(page);
    await expect(cardNames(page)).resolves.not.toEqual(before);
  });

  it('a hand-written URL with bad params falls back to defaults', async () => {
    const page = await newPage();
    await page.goto('/products?page=abc&sort=cheapest&minPrice=-5&maxPrice=lots&inStock=maybe&search=');
    await expect(resultsText(page).textContent()).resolves.toBe(`Showing 1 - 12 of ${TOTAL} products`);
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('createdAt:desc');
    await expect(page.getByRole('checkbox', { name: 'In Stock Only' }).isChecked()).resolves.toBe(false);
    // A page past the end goes to the last one (issue 15), replacing the URL.
    await page.goto('/products?page=999');
    const lastPage = Math.ceil(TOTAL / 12);
    await page.waitForFunction((last) => new URLSearchParams(location.search).get('page') === String(last), lastPage);
    await expect(resultsText(page).textContent()).resolves.toBe(
      `Showing ${(lastPage - 1) * 12 + 1} - ${TOTAL} of ${TOTAL} products`,
    );
  });

  it('grid/list toggle and the empty state', async () => {
    const page = await newPage();
    await page.goto('/products?search=zzzqqqxxyy');
    await page.getByText('No products found').waitFor();
    await page.goto('/products');
    await resultsText(page).waitFor();
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const width = await page
      .getByRole('list', { name: 'Products', exact: true })
      .getByRole('article')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(600);
    await page.getByRole('button', { name: 'Grid' }).click();
    const gridWidth = await page
      .getByRole('list', { name: 'Products', exact: true })
      .getByRole('article')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(gridWidth).toBeLessThan(400);
  });
});
