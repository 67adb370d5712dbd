import type { Browser, Page } from 'playwright-core';

/**
 * The category filter's option names. The filter panel is loaded after the first paint, so this waits for
 * its first radio: reading at once found none (and a bench measured no flip at all).
 */
export async function categoryNames(page: Page) {
  const radios = page.getByRole('group', { name: 'Category' }).getByRole('radio');
  await radios.first().waitFor();
  return radios.evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
}

/**
 * /products at 1280×900 with the CPU slowed 4× (a mid-range phone): the page, its CDP session, a wait for
 * the shown results to settle, and the category filter's names other than All Categories.
 */
export async function openThrottledListing(browser: Browser, shopUrl: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60_000);
  await page.goto(`${shopUrl}/products`);
  await page.getByRole('list', { name: 'Products' }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const settled = () => page.waitForSelector('ul[aria-label="Products"][data-pending="false"]');
  const names = await categoryNames(page);
  return { page, cdp, settled, categories: names.filter((n) => n && n !== 'All Categories') };
}
