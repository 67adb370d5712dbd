import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { cardNames, gridSettled, waitForParams } from './browse-helpers';

const { newPage } = useBrowser();

const field = (page: Awaited<ReturnType<typeof newPage>>) => page.getByRole('combobox', { name: 'Search products' });
const options = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

describe('header search with suggestions (issue 14)', () => {
  it('loads on the first click, suggests as you type, keys move and pick, Escape closes', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Shop by Category' }).waitFor();
    expect(scripts.filter((url) => /HeaderSearch/.test(url))).toEqual([]);

    const icon = page.getByRole('button', { name: 'Search products' });
    await icon.click();
    await field(page).waitFor();
    await expect(field(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(scripts.filter((url) => /HeaderSearch/.test(url))).toHaveLength(1);

    await field(page).pressSequentially('bagpack', { delay: 30 });
    await options(page).filter({ hasText: 'Backpacks' }).first().waitFor();
    await expect(options(page).first().textContent()).resolves.toMatch(/Category.*Backpacks/);
    const texts = await options(page).allTextContents();
    expect(texts.filter((t) => /backpack/i.test(t)).length).toBeGreaterThanOrEqual(4);
    expect(texts.at(-1)).toBe('All resultsSearch for “bagpack”');

    await field(page).press('ArrowDown');
    await field(page).press('ArrowDown');
    const second = await options(page).nth(1).getAttribute('id');
    await expect(field(page).getAttribute('aria-activedescendant')).resolves.toBe(second);
    await expect(options(page).nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await field(page).press('ArrowUp');
    await expect(options(page).first().getAttribute('aria-selected')).resolves.toBe('true');
    await field(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/category/backpacks');

    await icon.click();
    await field(page).fill('potli');
    await options(page).nth(1).waitFor();
    await field(page).press('Escape');
    await expect(field(page).count()).resolves.toBe(0);
    await expect(icon.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('debounces and caches per prefix: typing asks once, the same words again ask nothing', async () => {
    const page = await newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/search/suggestions') asked.push(url.searchParams.get('q') ?? '');
    });
    await page.goto('/products');
    await page.getByRole('button', { name: 'Search products' }).click();
    await field(page).pressSequentially('clutch', { delay: 20 });
    // Not the options alone: an earlier prefix's answer ("clutc", when a slow machine let it through) stays
    // on screen while "clutch" is asked, and already lists clutches.
    await expect.poll(() => asked.filter((q) => q === 'clutch').length, { timeout: 15_000 }).toBeGreaterThan(0);
    await options(page)
      .filter({ hasText: /clutch/i })
      .nth(2)
      .waitFor();
    // Keystrokes closer together than the debounce ask nothing in between (a slow machine may let one through).
    expect(asked.filter((q) => q === 'clutch')).toHaveLength(1);
    expect(asked.length).toBeLessThanOrEqual(3);
    const before = asked.length;
    await field(page).fill('potli');
    await options(page).filter({ hasText: /potli/i }).nth(2).waitFor();
    await field(page).fill('  CLUTCH ');
    await options(page)
      .filter({ hasText: /clutch/i })
      .nth(2)
      .waitFor();
    expect(asked.slice(before)).toEqual(['potli']);
  });

  it('Enter searches the listing, ranked as "Best match"; an explicit sort still wins', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    await field(page).fill('ladies purse');
    await field(page).press('Enter');
    await waitForParams(page, { search: 'ladies purse' });
    await gridSettled(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option:checked').textContent()).resolves.toBe('Best match');
    const names = await cardNames(page);
    expect(names.slice(0, 3).every((n) => /purse|wallet/i.test(n ?? ''))).toBe(true);

    await sort.selectOption('newPrice:asc');
    await waitForParams(page, { search: 'ladies purse', sort: 'newPrice:asc' });
    await gridSettled(page);
    const prices = await page
      .getByRole('list', { name: 'Products', exact: true })
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((c) => Number(/₹([\d,]+)/.exec(c.textContent ?? '')?.[1]?.replaceAll(',', '') ?? NaN)),
      );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('on a phone one tap opens the field in view', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    await field(page).waitFor();
    const box = await field(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y).toBeLessThan(200);
    await expect(field(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('no results: the spec texts, "Did you mean" and popular categories', async () => {
    const page = await newPage();
    await page.goto('/products?search=hndbg');
    await page.getByText('No products found').waitFor();
    await page.getByText('Try adjusting your filters or search terms').waitFor();
    await page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').nth(2).waitFor();
    await page.getByRole('link', { name: 'handbag', exact: true }).click();
    await waitForParams(page, { search: 'handbag' });
    await gridSettled(page);
    expect((await cardNames(page)).length).toBe(12);
  });
});
