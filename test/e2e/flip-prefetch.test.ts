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
    const fetched = page.waitForResponse((r) => r.url().includes('/api/products/category/backpacks'));
    await backpacks.hover();
    await (await fetched).finished();
    expect(asked).toHaveLength(1);
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
