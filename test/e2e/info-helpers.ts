import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';

/** Helpers shared by the info-* and errors-* browser tests. */

/** A react-hot-toast with this text (toasts are role="status"). */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

export const visible = (locator: Locator, timeout?: number) => locator.first().waitFor({ state: 'visible', timeout });

/** Asserts the locator matches nothing, after giving the page `settleMs` to (wrongly) show it. */
export async function expectAbsent(locator: Locator, settleMs = 300) {
  await locator.page().waitForTimeout(settleMs);
  expect(await locator.count()).toBe(0);
}

export const fulfillJson = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers GET /api/content/{page} with the real envelope and the given content. */
export function serveContent(page: Page, name: 'about' | 'privacy' | 'terms', content: unknown) {
  return page.route(`**/api/content/${name}`, (route) => fulfillJson(route, 200, { success: true, data: { content } }));
}

export function failContent(
  page: Page,
  name: 'about' | 'privacy' | 'terms',
  status = 500,
  message = 'Database is down',
) {
  return page.route(`**/api/content/${name}`, (route) => fulfillJson(route, status, { success: false, message }));
}

/** The en-IN date and time the content pages show beside 'Last updated' (docs/product.md §9: short month, day, year, hour, minute). */
export const enInDateTime = (date: Date | string) =>
  new Intl.DateTimeFormat('en-IN', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(date));
