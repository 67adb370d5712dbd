import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser';

const { newPage } = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR;

/** Every script URL the page requested, to show the devtools chunk is or is not fetched. */
const scriptsOf = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  return urls;
};
const devtoolsButton = (page: Page) => page.getByRole('button', { name: 'Open Tanstack query devtools' });

describe('cache devtools on demand (production build)', () => {
  test('absent without the switch: no devtools chunk is even requested', async () => {
    const page = await newPage();
    const scripts = scriptsOf(page);
    await page.goto('/products');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((url) => /Devtools/i.test(url))).toEqual([]);
    expect(await page.locator('#devtools').count()).toBe(0);
  });

  test('?devtools=1 opens them, the tab remembers, ?devtools=0 turns them off', async () => {
    const page = await newPage();
    const scripts = scriptsOf(page);
    await page.goto('/products?devtools=1');
    await devtoolsButton(page).waitFor();
    expect(scripts.some((url) => /Devtools/i.test(url))).toBe(true);
    await devtoolsButton(page).click();
    // The panel lists the page's queries, e.g. the product listing.
    await page.getByText('"products"').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/devtools-1280.png` });

    await page.goto('/');
    await devtoolsButton(page)
      .or(page.getByRole('button', { name: 'Close tanstack query devtools' }))
      .first()
      .waitFor();

    await page.goto('/?devtools=0');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#devtools').count()).toBe(0);
  });
});

describe('API reference page', () => {
  test('/api/docs renders the OpenAPI document with no CSP violation', async () => {
    const page = await newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    const res = await page.goto('/api/docs');
    // The shop's own CSP (server/http/securityHeaders.ts): scripts from our files only, plus index.html's
    // inline app loader by its hash; never 'unsafe-inline'.
    const scriptSrc = /script-src([^;]*)/.exec(res!.headers()['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc?.trim()).toMatch(/^'self'( 'sha256-[\w+/]+=*')*$/);
    await page.getByRole('heading', { name: /Jhola & Co\. shop API/ }).waitFor();
    await page.getByText('/api/orders/track/{orderNumber}').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs-top-1280.png` });
    await page
      .getByRole('button', { name: /POST \/api\/orders\b/ })
      .first()
      .click();
    await page.getByText('Idempotency-Key').first().waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/api-docs-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/api-docs-390.png` });
    }
    expect(problems).toEqual([]);
  });
});
