import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config';
import { supplierFromConfig } from '../../server/tax/supplier';
import { useBrowser } from './browser';
import { SCREENSHOT_DIR } from './screenshots';

const { newPage } = useBrowser();

/** Opens the home page and scrolls to the footer once the answer the badges wait for has arrived. */
async function footerOf(page: Page) {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const options = page.waitForResponse((r) => r.url().endsWith('/api/payments/options'));
  await footer.scrollIntoViewIfNeeded();
  await options;
  await footer.getByText('Cash on Delivery', { exact: true }).waitFor();
  return footer;
}

describe('the footer tells the truth (issue 43)', () => {
  it('shows only cash on delivery while the shop takes no UPI, no card badge, and the invoices’ seller address', async () => {
    const page = await newPage();
    const footer = await footerOf(page);
    const badges = footer.getByLabel('Payment methods');
    await expect(badges.textContent()).resolves.toBe('Cash on Delivery');
    for (const card of ['UPI', 'Visa', 'Mastercard', 'RuPay'])
      await expect(footer.getByText(card, { exact: true }).count()).resolves.toBe(0);

    const seller = supplierFromConfig(parseConfig(process.env));
    const address = footer.locator('address').first();
    await footer.getByText(seller.lines[0]!, { exact: true }).waitFor();
    await expect(address.innerText()).resolves.toContain(seller.lines.join('\n'));
    await expect(footer.getByText('Linking Road').count()).resolves.toBe(0);
    // The claims are the configuration's: the spec's figures by default.
    await footer.getByText('Happy Customers', { exact: true }).waitFor();
    await expect(footer.getByText('100K+', { exact: true }).count()).resolves.toBe(1);
    if (SCREENSHOT_DIR)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await footer.screenshot({ path: `${SCREENSHOT_DIR}/footer-${width}.png` });
      }
  });

  it('shows UPI when the shop takes it', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.route('**/api/payments/options', (route) =>
      route.fulfill({ json: { success: true, data: { upi: true } } }),
    );
    const footer = await footerOf(page);
    await footer.getByText('UPI', { exact: true }).waitFor();
    await expect(footer.getByLabel('Payment methods').textContent()).resolves.toBe('Cash on DeliveryUPI');
  });
});
