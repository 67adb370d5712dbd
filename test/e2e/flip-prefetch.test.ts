import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled, waitForParams } from './browse-helpers';

const { newPage } = useBrowser();

describe('a filter option fetches its results while the pointer rests on it', () => {
  it('hovering a category asks for its page once; the click then paints it without a request', async () => {
    const page = await newPage();
    await page.goto('/products');
    await gridSettled(page);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/products/category/backpacks') && asked.push(r.url()));
    const backpacks = page.getByRole('radio', { name: 'Backpacks', exact: true });
    // Passing over an option on the way elsewhere fetches nothing (the same short delay as links' preload).
    await page.getByRole('radio', { name: 'Clutches', exact: true }).hover();
    await backpacks.hover();
    await page.getByRole('radio', { name: 'Wallets', exact: true }).hover();
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);

    await backpacks.hover();
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
    const response = await page.waitForResponse((r) => r.url() === asked[0]);
    await response.finished();
    await backpacks.check();
    await waitForParams(page, { category: 'backpacks' });
    await gridSettled(page);
    const names = await page
      .getByRole('list', { name: 'Products', exact: true })
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((text) => text.includes('Backpacks'))).toBe(true);
    expect(asked, 'the click asked again for what the hover had fetched').toHaveLength(1);
  });
});
