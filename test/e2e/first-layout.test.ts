import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled } from './browse-helpers';

const { newPage } = useBrowser();
const PHONE = { width: 412, height: 823 };

/**
 * Whether Chromium renders the element: false while it sits in a subtree that content-visibility skips
 * (`auto` off screen, or `hidden`), i.e. one the first layout neither styled nor laid out.
 */
const rendered = (locator: Locator) =>
  locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: false }));

/** The page's layout shifts (CLS entries) from now on, summed. */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift' });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

describe("the first layout skips what is not on screen (issue 15: React's first commit is one long task)", () => {
  it('/products on a phone: the footer and the closed filter panel are not rendered until needed', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/products');
    await gridSettled(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'All Products' });
    // Closed, the panel is hidden from assistive technology too: found by its markup.
    const firstCategory = page.locator('aside[aria-label="Filters"] input[type="radio"]').first();
    await expect(rendered(footerLink)).resolves.toBe(false);
    await expect(rendered(firstCategory)).resolves.toBe(false);

    // Still in the page for assistive technology and find-in-page, and drawn once the shopper gets there.
    await watchShifts(page);
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerLink)).toBe(true);
    await expect(footerLink.isVisible()).resolves.toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect.poll(() => rendered(firstCategory)).toBe(true);
    await expect(firstCategory.isVisible()).resolves.toBe(true);
    await expect(shifts(page)).resolves.toBe(0);
  });

  // Not checked on a product page: before its lazy related products arrive, the footer can sit within the
  // margin (1.5 screens) in which Chromium draws content-visibility: auto content at once.
  it('on a desktop the filter panel is drawn from the start', async () => {
    const desktop = await newPage();
    await desktop.goto('/products');
    await gridSettled(desktop);
    const radio = desktop.getByRole('complementary', { name: 'Filters' }).getByRole('radio').first();
    await expect(rendered(radio)).resolves.toBe(true);
  });
});
