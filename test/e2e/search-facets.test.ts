import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { shopUrl, useBrowser } from './browser';
import { gridSettled, resultsText } from './browse-helpers';
import { SCREENSHOT_DIR } from './screenshots';

const { newPage } = useBrowser();
const PHONE = { width: 390, height: 844 };

const apiTotal = async (query: string) => {
  const res = await fetch(`${shopUrl()}/api/products/public?limit=1&${query}`);
  return productListResponse.parse(await res.json()).data.pagination.total;
};
/** Each card's price (the first rupee amount on it). */
const cardPrices = (page: Page) =>
  page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => Number(/₹([\d,]+)/.exec(c.textContent ?? '')![1]!.replaceAll(',', ''))));
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
};
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('search that reads intent', () => {
  it('"under 1000" shows only products at ₹1,000 or less and says it read a price', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const page = await newPage({ viewport });
      await page.goto(`/products?search=${encodeURIComponent('under 1000')}`);
      await gridSettled(page);
      const total = await apiTotal('maxPrice=1000');
      await page.getByRole('heading', { name: `Results for "under 1000" (${total})` }).waitFor();
      await page.getByRole('button', { name: 'Remove Up to ₹1,000' }).waitFor();
      const prices = await cardPrices(page);
      expect(prices.length).toBe(12);
      expect(prices.every((p) => p <= 1000)).toBe(true);
      await expect(resultsText(page).textContent()).resolves.toBe(`Showing 1 - 12 of ${total} products`);
      await shoot(page, `search-under-1000-${viewport.width}`);
      await page.close();
    }
  });

  it('"trolley" says the shop does not sell them and shows cabin duffels; a typo offers "did you mean"', async () => {
    const page = await newPage();
    await page.goto('/products?search=trolley');
    await page.getByText("We don't sell trolley bags or suitcases — here are our cabin duffels.").waitFor();
    await page.getByRole('button', { name: 'Remove Travel Duffels' }).waitFor();
    await shoot(page, 'search-trolley-1280');
    // "hanbag" already finds the handbags (no correction offered); "hndbg" finds nothing, so it is offered.
    await page.goto('/products?search=hndbg');
    await page.getByRole('button', { name: 'handbag', exact: true }).click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('search') === 'handbag');
    await page.getByRole('heading', { name: /^Results for "handbag"/ }).waitFor();
    await page.close();
  });
});

describe('colour, material and discount filters', () => {
  it('round-trip through the URL on a desktop, with counts, chips and Back', async () => {
    const page = await newPage();
    await page.goto('/products');
    await gridSettled(page);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('button', { name: 'Colour' }).click();
    const black = panel.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^Black \d+$/ });
    const blackCount = Number(/(\d+)$/.exec((await black.locator('xpath=..').textContent())!)![1]);
    expect(blackCount).toBe(await apiTotal('color=Black'));
    await black.check();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('color') === 'Black');
    await panel.getByRole('button', { name: 'Material' }).click();
    await panel
      .getByRole('group', { name: 'Material' })
      .getByRole('checkbox', { name: /^Leather \d+$/ })
      .check();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('material') === 'leather');
    const both = await apiTotal('color=Black&material=leather');
    await expect.poll(() => resultsText(page).textContent()).toMatch(new RegExp(` of ${both} products$`));
    await page.getByRole('button', { name: 'Remove Leather' }).waitFor();
    await shoot(page, 'facets-desktop-1280');

    await page.reload();
    await gridSettled(page);
    expect(params(page)).toEqual({ color: 'Black', material: 'leather' });
    await expect(
      page
        .getByRole('group', { name: 'Colour' })
        .getByRole('checkbox', { name: /^Black/ })
        .isChecked(),
    ).resolves.toBe(true);
    await expect(
      page
        .getByRole('group', { name: 'Material' })
        .getByRole('checkbox', { name: /^Leather/ })
        .isChecked(),
    ).resolves.toBe(true);
    await page.goBack();
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('material'));
    expect(params(page)).toEqual({ color: 'Black' });
    await page.getByRole('button', { name: 'Remove Black' }).click();
    await page.waitForFunction(() => location.search === '');
    await page.close();
  });

  it('under a Colour filter each card opens on that colour, and back on its first one when the filter goes', async () => {
    const res = await fetch(`${shopUrl()}/api/products/public?limit=12&color=Tan`);
    const listed = productListResponse.parse(await res.json()).data.products;
    // The check means something only if some of them would open on another colour without the filter.
    const otherFirst = listed.filter((p) => p.colors[0]!.colorName !== 'Tan');
    expect(otherFirst.length).toBeGreaterThan(0);
    const page = await newPage();
    await page.goto('/products?color=Tan');
    await gridSettled(page);
    // The swatch's label may add ", sold out": another browser file's orders can sell a colour out first.
    const chosenColour = async (name: string) =>
      (
        await page
          .getByRole('radiogroup', { name: `Colour for ${name}` })
          .getByRole('radio', { checked: true })
          .getAttribute('aria-label')
      )?.split(',')[0];
    for (const product of listed) await expect(chosenColour(product.productName)).resolves.toBe('Tan');
    await page.getByRole('button', { name: 'Remove Tan' }).click();
    await page.waitForFunction(() => location.search === '');
    await gridSettled(page);
    const stillShown = otherFirst[0]!;
    if (await page.getByRole('radiogroup', { name: `Colour for ${stillShown.productName}` }).count())
      await expect(chosenColour(stillShown.productName)).resolves.toBe(stillShown.colors[0]!.colorName);
    await page.close();
  });

  it('on a phone the drawer collects changes, shows "Show N products" with the right N, then chips and a count', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/products');
    await gridSettled(page);
    const before = await resultsText(page).textContent();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    const all = await apiTotal('');
    await drawer.getByRole('button', { name: `Show ${all} products` }).waitFor();
    await drawer.getByRole('button', { name: 'Colour' }).click();
    await drawer
      .getByRole('group', { name: 'Colour' })
      .getByRole('checkbox', { name: /^Tan \d+$/ })
      .check();
    await drawer.getByRole('button', { name: 'Discount' }).click();
    await drawer.getByRole('radio', { name: '20% off or more' }).check();
    const n = await apiTotal('color=Tan&discount=20');
    await drawer.getByRole('button', { name: `Show ${n} products` }).waitFor();
    // Nothing applied yet: the listing behind and the URL are unchanged.
    expect(params(page)).toEqual({});
    await expect(resultsText(page).textContent()).resolves.toBe(before);
    await shoot(page, 'filter-drawer-390');
    await drawer.getByRole('button', { name: `Show ${n} products` }).click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('discount') === '20');
    expect(params(page)).toEqual({ color: 'Tan', discount: '20' });
    await expect.poll(() => resultsText(page).textContent()).toMatch(new RegExp(` of ${n} products$`));
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
    await page.getByRole('button', { name: 'Remove Tan' }).waitFor();
    await page.getByRole('button', { name: 'Remove 20% off or more' }).waitFor();
    await shoot(page, 'filter-chips-390');

    // Closing the drawer without "Show" leaves the listing as it was.
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await drawer.getByRole('radio', { name: 'Any discount' }).check();
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    expect(params(page)).toEqual({ color: 'Tan', discount: '20' });
    await page.close();
  });
});
