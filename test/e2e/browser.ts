import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const shopUrl = () => inject('shopUrl');

/** Debian's Chromium with the flags every browser test uses (for files that start a shop of their own). */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: FLAGS });

/**
 * One real Chromium per test file. `newPage()` gives a fresh context (own localStorage) at the shop's
 * origin; pass `viewport` for phone-sized tests.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newPage: async (options: { viewport?: { width: number; height: number } } = {}): Promise<Page> => {
      const context = await browser.newContext({
        baseURL: shopUrl(),
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
    get browser() {
      return browser;
    },
  };
}

/**
 * The server writes the first route's API answers into the page (server/seo); a test that fakes an API
 * answer for the first render removes them, so the SPA asks the (intercepted) API as it does on later routes.
 */
export const withoutFirstRouteData = (page: Page) =>
  page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="first-route-data">[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
