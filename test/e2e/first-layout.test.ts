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

  it("the framework's modules are evaluated in a task of their own, before the entry's", async () => {
    const page = await newPage({ viewport: PHONE });
    // Which module scripts the loader adds, in order, and whether the framework had run when the entry came.
    await page.addInitScript(() => {
      const w = window as unknown as { added: string[] };
      w.added = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLScriptElement && node.src) {
              const name = new URL(node.src).pathname.replace(/-[\w-]+\.js$/, '');
              const frameworkRan = document.querySelector('script[src*="/framework-"]')?.getAttribute('data-ran');
              w.added.push(`${name}${frameworkRan ? ' (framework ran)' : ''}`);
              node.addEventListener('load', () => node.setAttribute('data-ran', 'yes'));
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/products');
    await gridSettled(page);
    const added = await page.evaluate(() => (window as unknown as { added: string[] }).added);
    expect(added.slice(0, 2)).toEqual(['/assets/framework', '/assets/index (framework ran)']);
  });

  it('the loader adds the preloads a few per task, all of them, before the first module script', async () => {
    const page = await newPage({ viewport: PHONE });
    // A MutationObserver's callback runs at the end of each task: one batch of records per task. The parser's
    // own tags (while the document is still being parsed) are not the loader's.
    await page.addInitScript(() => {
      const w = window as unknown as { batches: string[][] };
      w.batches = [];
      new MutationObserver((records) => {
        if (document.readyState === 'loading') return;
        const added = records
          .flatMap((r) => [...r.addedNodes])
          .filter((n) => n.parentNode === document.head)
          .flatMap((n) =>
            n instanceof HTMLLinkElement ? [n.rel] : n instanceof HTMLScriptElement && n.src ? ['script'] : [],
          );
        if (added.length) w.batches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/products');
    await gridSettled(page);
    const batches = await page.evaluate(() => (window as unknown as { batches: string[][] }).batches);
    const inTemplates = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLTemplateElement>('template[data-app-preload]')].flatMap((t) => [
          ...t.content.children,
        ]).length,
    );
    // Up to the task that adds the first module script (the last preloads may share it).
    const loaderTasks = batches
      .slice(0, batches.findIndex((b) => b.includes('script')) + 1)
      .map((b) => b.filter((tag) => tag !== 'script'));
    expect(loaderTasks.flat()).toHaveLength(inTemplates);
    expect(inTemplates).toBeGreaterThan(8);
    expect(Math.max(...loaderTasks.map((b) => b.length))).toBeLessThanOrEqual(4);
  });

  it('the loader does not lay the page out while it runs: it asks where the picture is once the page is drawn', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.addInitScript(() => {
      const w = window as unknown as { earlyLayouts: number };
      w.earlyLayouts = 0;
      const { getBoundingClientRect } = Object.getOwnPropertyDescriptors(Element.prototype);
      Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
        value(this: Element) {
          if (!performance.getEntriesByType('paint').length) w.earlyLayouts++;
          return (getBoundingClientRect.value as (this: Element) => DOMRect).call(this);
        },
      });
    });
    await page.goto('/products');
    await gridSettled(page);
    await expect(page.evaluate(() => (window as unknown as { earlyLayouts: number }).earlyLayouts)).resolves.toBe(0);
  });
});
