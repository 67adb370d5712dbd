import type { Page } from 'playwright-core';

/** Where the browser tests leave their screenshots; unset (as in CI), they take none. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** Full-page shots at 1280 and 390 px wide (when SCREENSHOT_DIR is set); the page keeps its own size after. */
export async function shootAtBothWidths(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
