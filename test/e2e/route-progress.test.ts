import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled, waitForParams } from './browse-helpers';

const { newPage } = useBrowser();

/** Records every value the progress bar's data-active takes, from now on. */
const recordBar = () => {
  const bar = document.querySelector('[data-active]')!;
  const w = window as unknown as { barStates: string[] };
  w.barStates = [];
  new MutationObserver(() => w.barStates.push(bar.getAttribute('data-active')!)).observe(bar, {
    attributes: true,
    attributeFilter: ['data-active'],
  });
};
const barStates = () => (window as unknown as { barStates: string[] }).barStates;

describe('the route progress bar', () => {
  it('never shows for a filter flip, and shows while a slow page loads until it is there', async () => {
    const page = await newPage();
    await page.goto('/products');
    await gridSettled(page);
    await page.evaluate(recordBar);
    await page.getByRole('radio', { name: 'Clutches', exact: true }).check();
    await waitForParams(page, { category: 'clutches' });
    await gridSettled(page);
    await page.getByRole('radio', { name: 'All Categories', exact: true }).check();
    await waitForParams(page, {});
    await gridSettled(page);
    expect(await page.evaluate(barStates)).toEqual([]);

    // A product page whose data takes a while: its loader awaits it, so the navigation stays pending.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products/public/*', async (route) => {
      await held;
      await route.fallback();
    });
    const card = page.getByRole('list', { name: 'Products', exact: true }).getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('link', { name }).click();
    await page.locator('[data-active="true"]').waitFor({ state: 'attached' });
    release();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.locator('[data-active="false"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(barStates)).toEqual(['true', 'false']);
  });
});
