import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

/**
 * The desk's sections are file routes of the desk's own router (docs/decisions/021-desk-router.md): typed links,
 * zod-validated search params in the URL, and a lazy chunk per section, on the same history as the shop.
 */
describe('the desk’s file routes', () => {
  it('drops bad search params, loads a section’s code when it is opened, keeps filters in the URL and Back works', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    const orderRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      if (url.pathname === '/api/admin/orders') orderRequests.push(url);
    });
    // A hand-edited URL: a date that is not one, a page that is not a number, a blank search.
    await page.goto('/admin?from=yesterday&page=two&q=%20&status=shipped');
    await page.getByLabel('Email').fill(inject('operatorEmail'));
    await page.getByLabel('Password').fill(inject('operatorPassword'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('search').getByLabel('Status').waitFor();
    await expect.poll(() => orderRequests.length).toBeGreaterThan(0);
    // The schema kept the valid filter and dropped the others: the list asks the server for the status alone.
    const asked = orderRequests.at(-1)!;
    expect(asked.searchParams.get('status')).toBe('shipped');
    for (const dropped of ['from', 'page', 'q']) expect(asked.searchParams.has(dropped), dropped).toBe(false);
    await expect(page.getByLabel('From').inputValue()).resolves.toBe('');
    expect(scripts.some((s) => s.includes('admin.catalogue'))).toBe(false);

    await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Catalogue' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/catalogue');
    await page.getByTestId('desk-product').first().waitFor();
    // The catalogue's code came when the section was opened: its own chunk.
    expect(scripts.some((s) => /\/admin\.catalogue\.index-/.test(s))).toBe(true);
    await expect(
      page
        .getByRole('navigation', { name: 'Desk sections' })
        .getByRole('link', { name: 'Catalogue' })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');

    const word = 'tote';
    await page.getByRole('search').getByLabel('Product name or id').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await page.reload();
    await page.getByTestId('desk-product').first().waitFor();
    await expect(page.getByRole('search').getByLabel('Product name or id').inputValue()).resolves.toBe(word);
    await shootAtBothWidths(page, 'desk-catalogue-search');

    const first = page.getByTestId('desk-product').first();
    await first.getByRole('link', { name: /^Photos of / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/catalogue/'));
    await page.getByRole('heading', { name: /^Photos: / }).waitFor();
    await shootAtBothWidths(page, 'desk-product-photos');

    // Back through the desk's own entries: the catalogue search, then (before the reload) the orders list.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/catalogue' && url.searchParams.get('q') === word);
    await page.getByTestId('desk-product').first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/catalogue' && !url.searchParams.has('q'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('search').getByLabel('Status').waitFor();
  });

  it('an address the desk has no section for says so inside the desk, with the way back to the orders', async () => {
    const page = await newPage();
    await page.goto('/admin/no-such-section');
    await page.getByLabel('Email').fill(inject('operatorEmail'));
    await page.getByLabel('Password').fill(inject('operatorPassword'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'No such desk page' }).waitFor();
    await page.getByRole('navigation', { name: 'Desk sections' }).waitFor();
    await shootAtBothWidths(page, 'desk-not-found');
    await page.getByRole('main').getByRole('link', { name: '← Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('search').getByLabel('Status').waitFor();
  });
});
