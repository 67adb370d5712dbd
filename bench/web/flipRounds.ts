import type { Browser, Page } from 'playwright-core';
import { clickInteractionMs, press, recordInteractions } from './interactionTiming';
import { categoryNames } from './throttledListing';

export const CPU_SLOWDOWN = 4;

export interface Flip {
  /** Click → next paint, as Event Timing reports it (the INP measure: interactionTiming.ts). */
  click: number;
  /** Click → the frame after the grid shows the new results (its links changed, no longer dimmed). */
  results: number;
}

interface FlipWindow {
  resultsMs?: number;
}

/** HOVER_MS: the pointer rests this long on the option before the click, as a shopper's does (default 0: none). */
const HOVER_MS = Number(process.env.HOVER_MS ?? 0);

async function clickToNextPaint(page: Page, label: string): Promise<Flip> {
  if (HOVER_MS > 0) {
    await page.getByRole('radio', { name: label, exact: true }).hover();
    await page.waitForTimeout(HOVER_MS);
  }
  await recordInteractions(page);
  await page.evaluate(() => {
    const w = window as unknown as FlipWindow;
    w.resultsMs = undefined;
    const grid = () => document.querySelector('ul[aria-label="Products"]');
    // Only the cards on screen: a build may keep other result pages' cards built but hidden.
    const links = () =>
      [...(grid()?.querySelectorAll('a') ?? [])]
        .filter((a) => a.checkVisibility())
        .map((a) => a.getAttribute('href'))
        .join();
    const before = links();
    let clickedAt = 0;
    document.addEventListener('click', (e) => (clickedAt = e.timeStamp), { capture: true, once: true });
    // The grid is read after each painted frame, not in the mutations' callback: that runs inside the click's own
    // task, and reading every link's visibility there (a style recalculation) would add to the figure it measures.
    let checking = false;
    const checkAfterPaint = () => {
      checking = false;
      if (grid()?.getAttribute('data-pending') !== 'false' || links() === before) return;
      observer.disconnect();
      w.resultsMs = performance.now() - clickedAt;
    };
    const observer = new MutationObserver(() => {
      if (checking) return;
      checking = true;
      requestAnimationFrame(() => setTimeout(checkAfterPaint, 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await press(page.getByRole('radio', { name: label, exact: true }));
  const click = await clickInteractionMs(page);
  await page.waitForFunction(() => (window as unknown as FlipWindow).resultsMs !== undefined);
  return { click, results: await page.evaluate(() => (window as unknown as FlipWindow).resultsMs!) };
}

/**
 * Opens /products at 4× CPU and, for up to `rounds` categories, flips to the category (never shown before:
 * "fresh", the grid keeps the previous page while the request runs) and back to All Categories ("cached").
 */
export async function measureFlips(browser: Browser, shopUrl: string, rounds: number) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60_000);
  // tsx keeps function names with a `__name` helper that page functions then call.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(`${shopUrl}/products`);
  await page.getByRole('list', { name: 'Products' }).waitFor();
  const names = await categoryNames(page);
  const categories = names.filter((n) => n && n !== 'All Categories').slice(0, rounds);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const fresh: Flip[] = [];
  const cached: Flip[] = [];
  for (const name of categories) {
    fresh.push(await clickToNextPaint(page, name));
    await page.waitForSelector('ul[aria-label="Products"][data-pending="false"]');
    cached.push(await clickToNextPaint(page, 'All Categories'));
    await page.waitForSelector('ul[aria-label="Products"][data-pending="false"]');
  }
  await page.close();
  return { fresh, cached };
}
