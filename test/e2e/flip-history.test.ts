import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { cardNames, gridSettled, waitForParams } from './browse-helpers';

const { newPage } = useBrowser();

/** The URL's params and the names of the cards the grid shows for them. */
async function step(page: Page, params: Record<string, string>) {
  await waitForParams(page, params);
  await gridSettled(page);
  return { params, cards: await cardNames(page) };
}

const historyLength = (page: Page) => page.evaluate(() => history.length);

/**
 * The URL of a flip is written after the frame that shows its results (src/features/catalogue/useListing.ts):
 * these check that each flip still gets exactly one history entry, in order, and that Back and Forward bring
 * back each URL with its grid.
 */
describe('filter flips and the Back button', () => {
  it('Back after three flips restores each URL and its grid, Forward redoes them, one entry per flip', async () => {
    const page = await newPage();
    await page.goto('/products');
    const start = await step(page, {});
    const entries = await historyLength(page);

    await page.getByRole('radio', { name: 'Clutches', exact: true }).check();
    const clutches = await step(page, { category: 'clutches' });
    await page.getByRole('checkbox', { name: 'In Stock Only' }).check();
    const inStock = await step(page, { category: 'clutches', inStock: 'true' });
    await page.getByLabel('Sort by').selectOption('newPrice:asc');
    const sorted = await step(page, { category: 'clutches', inStock: 'true', sort: 'newPrice:asc' });
    expect(new Set([start, clutches, inStock, sorted].map((s) => s.cards.join())).size).toBe(4);
    expect(await historyLength(page)).toBe(entries + 3);

    for (const earlier of [inStock, clutches, start]) {
      await page.goBack();
      expect(await step(page, earlier.params)).toEqual(earlier);
    }
    await expect(page.getByRole('radio', { name: 'All Categories' }).isChecked()).resolves.toBe(true);
    await page.goForward();
    expect(await step(page, clutches.params)).toEqual(clutches);
    await expect(page.getByRole('radio', { name: 'Clutches', exact: true }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'In Stock Only' }).isChecked()).resolves.toBe(false);
    // Back and Forward moved within the entries: none was added.
    expect(await historyLength(page)).toBe(entries + 3);
  });

  it('a flip right after Back replaces the entries ahead, as any navigation does', async () => {
    const page = await newPage();
    await page.goto('/products');
    await step(page, {});
    const entries = await historyLength(page);
    await page.getByRole('radio', { name: 'Clutches', exact: true }).check();
    await step(page, { category: 'clutches' });
    await page.goBack();
    await step(page, {});
    await page.getByRole('radio', { name: 'Wallets', exact: true }).check();
    const wallets = await step(page, { category: 'wallets' });
    expect(await historyLength(page)).toBe(entries + 1);
    await page.goBack();
    await step(page, {});
    await page.goForward();
    expect(await step(page, wallets.params)).toEqual(wallets);
  });

  it('the result pages kept hidden take no focus and no clicks', async () => {
    const page = await newPage();
    await page.goto('/products?category=clutches');
    await step(page, { category: 'clutches' });
    await page.getByRole('radio', { name: 'All Categories', exact: true }).check();
    await step(page, {});
    const kept = page.locator('main ul[aria-hidden="true"]');
    await expect(kept.count()).resolves.toBeGreaterThan(0);
    const hiddenControls = await kept.locator('a, button').evaluateAll((els) =>
      els.map((el) => {
        (el as HTMLElement).focus();
        const box = el.getBoundingClientRect();
        return {
          focused: document.activeElement === el,
          hit: box.width > 0 && el.contains(document.elementFromPoint(box.x + 1, box.y + 1)),
        };
      }),
    );
    expect(hiddenControls.length, 'the kept page has no links: the test proves nothing').toBeGreaterThan(10);
    expect(hiddenControls.filter((c) => c.focused || c.hit)).toEqual([]);
  });
});
