import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../api-schema/messages';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../../src/lib/constants';
import { useBrowser } from './browser';
import { firstColourInStock, gridSettled, listProducts } from './browse-helpers';
import { cartLine, discountedProducts, fillCheckout, puneCity, seedCart, shopper } from './checkout-helpers';

const { newPage } = useBrowser();
const PHONE = { width: 390, height: 800 };

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
  );

describe('rough edges shoppers reported (issue 15)', () => {
  it('phone product page: a sticky bar with price, Add to Cart and Buy Now once the buttons scroll away', async () => {
    const [product] = (await listProducts('limit=12&inStock=true')).filter(firstColourInStock);
    const page = await newPage({ viewport: PHONE });
    await page.goto(`/product/${product!._id}`);
    const bar = page.getByRole('complementary', { name: 'Quick buy' });
    await page.getByRole('button', { name: 'Buy Now' }).first().waitFor();
    await expect(bar.count()).resolves.toBe(0);
    await page.getByRole('tablist').waitFor(); // the tabs load after the first render
    // One jump from the top to well past the buttons (no frame in between where they show), once the page has
    // grown tall enough to scroll that far: on a busy machine what loads after the first render (the footer, the
    // related products) may not be there yet, and a clamped scroll left the buttons in view (seen under load).
    const past = await page.evaluate(
      () => document.querySelector('[role="tablist"]')!.getBoundingClientRect().top + 600,
    );
    await page.waitForFunction((y) => document.documentElement.scrollHeight - window.innerHeight >= y, past);
    await page.evaluate((y) => window.scrollTo(0, y), past);
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    await bar.getByText(/^₹[\d,]+$/).waitFor();
    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    await bar.getByRole('button', { name: 'Added to Cart' }).waitFor();
    await bar.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(/\/checkout\?buyNow=/);
  });

  it('the sticky bar is for phones only', async () => {
    const [product] = await listProducts('limit=1&inStock=true');
    const page = await newPage();
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('tablist').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.waitForFunction(() => window.scrollY > 300);
    await expect(page.getByRole('complementary', { name: 'Quick buy' }).isVisible()).resolves.toBe(false);
  });

  it('checkout: cash on delivery is chosen from the start, and the order goes through without touching it', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText(messages.nameRequired).waitFor();
    await expect(page.getByText(messages.paymentRequired).count()).resolves.toBe(0);
  });

  it('checkout: a missing city is said once, inline, with no toast', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('alert').filter({ hasText: messages.cityRequired }).waitFor();
    await page.waitForTimeout(300); // a toast would have appeared by now
    await expect(page.getByRole('status').filter({ hasText: /city/i }).count()).resolves.toBe(0);
    await expect(
      page
        .getByText(/city/i)
        .filter({ hasText: /required|select a delivery/ })
        .count(),
    ).resolves.toBe(1);
  });

  it('a page past the last one goes to the last page', async () => {
    const page = await newPage();
    await page.goto('/products?page=99');
    await page.waitForFunction(() => /page=\d+/.test(location.search) && !location.search.includes('page=99'));
    const last = Number(new URL(page.url()).searchParams.get('page'));
    const text = (await page.getByText(/^Showing \d+ - \d+ of \d+ products$/).textContent())!;
    const [, from, to, total] = /Showing (\d+) - (\d+) of (\d+)/.exec(text)!.map(Number);
    expect(last).toBe(Math.ceil(total! / 12));
    expect(from).toBe((last - 1) * 12 + 1);
    expect(to).toBe(total);
    await page.goBack();
    expect(page.url()).not.toContain('page=99');
  });

  it('the categories dropdown gives focus back to its button on Escape', async () => {
    const page = await newPage();
    await page.goto('/about');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Categories' });
    await button.click();
    await page.locator('#categories-menu a').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#categories-menu').isVisible()).resolves.toBe(false);
    await expect(focusedText(page)).resolves.toMatch(/^Categories/);
  });

  it('the phone menu keeps focus inside and closes on Escape', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction(() => document.activeElement?.closest('#main-nav') !== null);
    await expect(focusedText(page)).resolves.toBe('Home');
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          !!document.activeElement?.closest('#main-nav') ||
          document.activeElement?.getAttribute('aria-controls') === 'main-nav',
      );
      expect(inside).toBe(true);
      seen.add((await focusedLabel(page)) ?? '');
    }
    expect(seen).toContain('Close menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await expect(focusedLabel(page)).resolves.toBe('Open menu');
  });

  it('the phone filter slide-over takes focus in and gives it back to the Filters button', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/products');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.waitForFunction(() => document.activeElement?.closest('aside[aria-label="Filters"]') !== null);
    await page.keyboard.press('Escape');
    await expect(focusedText(page)).resolves.toBe('Filters');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('button', { name: 'Close filters' }).click();
    await expect(focusedText(page)).resolves.toBe('Filters');
  });

  it("the product tabs' focus ring is drawn where the tab list does not clip it", async () => {
    const [product] = await listProducts('limit=1');
    const page = await newPage();
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('tab').first().focus();
    await page.keyboard.press('ArrowRight');
    const clipped = await page.evaluate(() => {
      const tab = document.activeElement as HTMLElement;
      const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
      const style = getComputedStyle(tab);
      if (style.outlineStyle === 'none') return 'no ring';
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const r = tab.getBoundingClientRect();
      return r.top - reach < list.top || r.bottom + reach > list.bottom || r.left - reach < list.left - 0.5
        ? `ring reaches ${reach}px beyond the tab`
        : 'inside';
    });
    expect(clipped).toBe('inside');
  });

  it('after placing an order, focus is on the confirmation heading', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await fillCheckout(page, shopper(await puneCity()));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await expect(focusedText(page)).resolves.toBe('Order Placed Successfully!');
  });

  it('on phones the badges sit beside the picture, not on it', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/products');
    const card = page.getByRole('article').first();
    await card.waitFor();
    const overlap = await card.evaluate((el) => {
      const img = el.querySelector('img')!.getBoundingClientRect();
      return [...el.querySelectorAll('img ~ *, a + span > *')]
        .map((b) => b.getBoundingClientRect())
        .filter((b) => b.width > 0)
        .some((b) => b.top < img.bottom && b.bottom > img.top && b.left < img.right && b.right > img.left);
    });
    expect(overlap).toBe(false);
  });

  it('pagination fits on one line at 360 px', async () => {
    const page = await newPage({ viewport: { width: 360, height: 800 } });
    await page.goto('/products?page=3');
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await nav.waitFor();
    const tops = await nav
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const box = (await nav.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await nav.getByRole('button', { name: 'Next' }).waitFor();
  });

  it('on an 800 px tall desktop the whole filter panel scrolls with the page; on a tall one it stays in view', async () => {
    const panel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
    const short = await newPage({ viewport: { width: 1280, height: 800 } });
    await short.goto('/products');
    await gridSettled(short);
    await expect(panel(short).evaluate((aside) => aside.scrollHeight - aside.clientHeight)).resolves.toBe(0);
    const clearAll = short.getByRole('button', { name: 'Clear All Filters' });
    await clearAll.scrollIntoViewIfNeeded();
    const box = (await clearAll.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);

    const tall = await newPage({ viewport: { width: 1280, height: 1300 } });
    await tall.goto('/products');
    await gridSettled(tall);
    await tall.evaluate(() => window.scrollTo(0, 900));
    await tall.waitForFunction(() => window.scrollY >= 900);
    const top = (await panel(tall).boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });

  it('the top contact bar is inside a landmark', async () => {
    const page = await newPage();
    await page.goto('/');
    const link = page.getByRole('link', { name: /^Call / });
    await expect(
      link.evaluate((a) => a.closest('aside, header, nav, main, footer, [role="region"]') !== null),
    ).resolves.toBe(true);
  });

  it('/favourites lists the hearted products, and a heart taken back leaves it', async () => {
    const [a, b] = await listProducts('limit=2');
    const page = await newPage();
    await page.goto('/favourites');
    await page.getByText('No favourites yet').waitFor();
    for (const product of [a!, b!]) {
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Add to favourites' }).click();
      await page.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favourites' }).click();
    const list = page.getByRole('list', { name: 'Favourite products' });
    await list.getByRole('article').nth(1).waitFor();
    await expect(
      list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label'))),
    ).resolves.toEqual([b!.productName, a!.productName]);
    await page.reload();
    await list.getByRole('article', { name: a!.productName }).waitFor();
    await page.goto(`/product/${a!._id}`);
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.goto('/favourites');
    await list.getByRole('article', { name: b!.productName }).waitFor();
    await expect(list.getByRole('article').count()).resolves.toBe(1);
  });

  it('"Recently viewed" shows the last products opened, newest first, on product pages and home', async () => {
    const products = await listProducts('limit=10');
    const page = await newPage();
    for (const product of products) {
      await page.goto(`/product/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
      // The heading can be the server's pre-paint, and the visit is recorded once the app's page runs.
      await page.waitForFunction(
        ([key, id]) => (JSON.parse(localStorage.getItem(key!) ?? '[]') as string[])[0] === id,
        [RECENTLY_VIEWED_STORAGE_KEY, product._id],
      );
    }
    const names = (list: ReturnType<Page['getByRole']>) =>
      list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    const onProduct = page.getByRole('list', { name: 'Recently viewed products' });
    await onProduct.getByRole('article').first().waitFor();
    // The product on screen is left out; the 7 before it, newest first.
    await expect(names(onProduct)).resolves.toEqual(
      products
        .slice(2, 9)
        .map((p) => p.productName)
        .reverse(),
    );
    await page.goto('/');
    const onHome = page.getByRole('list', { name: 'Recently viewed products' });
    await onHome.getByRole('article').nth(7).waitFor();
    await expect(names(onHome)).resolves.toEqual(
      products
        .slice(2)
        .map((p) => p.productName)
        .reverse(),
    );
  });
});
