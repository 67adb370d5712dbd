import type { Locator, Page } from 'playwright-core';

/**
 * How long the bench's press lasts, pointer down to up. A shopper's tap or click is held ~60–120 ms; Playwright's
 * `click()` releases in the same instant, so the release waited behind the press's own handlers and style work
 * and the click's figure counted them as input delay. `PRESS_MS=0` measures the old way.
 */
const PRESS_MS = Number(process.env.PRESS_MS ?? 80);

interface TimingWindow {
  interactionEntries: { name: string; id: number; duration: number }[];
}

/** Starts recording the page's Event Timing entries; call before the click. */
export function recordInteractions(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as TimingWindow;
    w.interactionEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (entry.interactionId)
          w.interactionEntries.push({ name: entry.name, id: entry.interactionId, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 0 } as PerformanceObserverInit);
  });
}

/** Presses and releases `target` as a shopper does (PRESS_MS apart). */
export const press = (target: Locator) => target.click({ delay: PRESS_MS });

/**
 * The click's interaction as INP counts it: the longest of its entries (pointerdown, pointerup, click), each from
 * its input to the next paint after its handlers. Waits until the click's entry has arrived.
 */
export async function clickInteractionMs(page: Page): Promise<number> {
  await page.waitForFunction(() =>
    (window as unknown as TimingWindow).interactionEntries.some((e) => e.name === 'click'),
  );
  return page.evaluate(() => {
    const entries = (window as unknown as TimingWindow).interactionEntries;
    const id = entries.find((e) => e.name === 'click')!.id;
    return Math.max(...entries.filter((e) => e.id === id).map((e) => e.duration));
  });
}
