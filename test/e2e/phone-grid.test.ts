import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Cards whose whole box lies between the page top and two screen heights down (the page unscrolled). */
const wholeCardsWithinTwoScreens = (page: Page) =>
  page.evaluate(() => {
    const limit = 2 * innerHeight;
    return [...document.querySelectorAll('main article')].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.height > 0 && box.top + scrollY >= 0 && box.bottom + scrollY <= limit;
    }).length;
  });

describe('/products on a phone (390 px)', () => {
  it('shows at least six whole product cards within the first two screen heights', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/products');
    await page.locator('main article').nth(11).waitFor();
    const whole = await wholeCardsWithinTwoScreens(page);
    console.info(`whole cards within two screen heights at 390 px: ${whole}`);
    expect(whole).toBeGreaterThanOrEqual(6);
    await shootAtBothWidths(page, 'products');
  });

  it('shows a stock pill only when it tells something, and a pager that reaches the last page', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/products');
    await page.locator('main article').nth(11).waitFor();
    const pills = await page
      .locator('main article')
      .evaluateAll((cards) =>
        cards.flatMap((card) => [...card.querySelectorAll('span span')].map((pill) => pill.textContent)),
      );
    expect(pills.filter((text) => text === 'In Stock')).toEqual([]);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const numbers = await pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents();
    expect(numbers.length).toBeLessThanOrEqual(5);
    const last = Number(numbers.at(-1));
    expect(last).toBeGreaterThan(5);
    await pager.getByRole('button', { name: `Page ${last}` }).click();
    await page.waitForURL(new RegExp(`page=${last}`));
    await pager
      .getByRole('button', { name: `Page ${last}`, exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
  });
});

/** How far the page is wider than the screen, with the footer's lazy details in (0 when nothing sticks out). */
const overflowAfterScrollingDown = async (page: Page) => {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.getByLabel('Grievance officer').getByText(/\S/).first().waitFor();
  return page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
};

describe('nothing wider than a 390 px phone', () => {
  it('/products, a product page and the footer fit the screen (no sideways scroll)', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/products');
    await page.locator('main article').nth(11).waitFor();
    const href = await page.locator('main article a[href^="/product/"]').first().getAttribute('href');
    expect(await overflowAfterScrollingDown(page)).toBe(0);
    await page.goto(href!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Country of origin').waitFor();
    expect(await overflowAfterScrollingDown(page)).toBe(0);
    await page.goto('/terms-conditions');
    expect(await overflowAfterScrollingDown(page)).toBe(0);
  });
});
