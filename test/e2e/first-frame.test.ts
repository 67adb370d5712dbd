import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from './browse-helpers';
import { useBrowser } from './browser';

const { newPage } = useBrowser();
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 900 };

interface FirstFrame {
  /** Per selector: whether its first match was rendered (not skipped by content-visibility) in the frame. */
  rendered: Record<string, boolean | null>;
  /** Fonts ("family|size|weight") of the text on screen in the frame, and those index.html resolves early. */
  fonts: string[];
  warmed: string[];
}

/**
 * Looks at the first frame of React's page: the animation frame right after the commit that put the page's heading
 * in #root (before anything after that frame could draw more). Structure, not timing. The footer's code loads with
 * that render (LazyFooter), so it is not in that frame at all.
 */
async function firstFrame(page: Page, path: string, selectors: string[]): Promise<FirstFrame> {
  await page.addInitScript((selectors: string[]) => {
    const w = window as unknown as { firstFrame?: FirstFrame };
    const font = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.fontFamily}|${s.fontSize}|${s.fontWeight}`;
    };
    let warmed: string[] = [];
    document.addEventListener('DOMContentLoaded', () => {
      warmed = [...document.querySelectorAll('.boot-fonts span')].map(font);
    });
    const observer = new MutationObserver(() => {
      if (!document.querySelector('#root main h1')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const rendered: Record<string, boolean | null> = {};
        for (const s of selectors)
          rendered[s] = document.querySelector(s)?.checkVisibility({ contentVisibilityAuto: true }) ?? null;
        const fonts = new Set<string>();
        const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement!;
          if (!n.textContent!.trim() || !el.checkVisibility({ contentVisibilityAuto: true })) continue;
          const box = el.getBoundingClientRect();
          if (box.width > 0 && box.bottom > 0 && box.top < innerHeight) fonts.add(font(el));
        }
        w.firstFrame = { rendered, fonts: [...fonts], warmed };
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selectors);
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { firstFrame?: FirstFrame }).firstFrame);
  return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
}

const HEADING = 'main h1';
const FOOTER = 'footer a';
const routes = async () => {
  const [product] = await listProducts('limit=1');
  return [
    { path: '/', later: ['#featured-heading', '#testimonials-heading'] },
    { path: '/products', later: ['nav[aria-label="Pagination"] button'] },
    // Its tabs load after the first render (lazy); its footer still waits.
    { path: `/product/${product!._id}`, later: [] },
  ];
};

/** Lays the page out down to its end, a screen at a time, and back to the top. */
async function scrollThrough(page: Page) {
  for (let y = 0; ; y += 600) {
    const end = await page.evaluate(async (y) => {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    }, y);
    if (end) break;
  }
}

describe("issue 15: the first frame of React's page draws what is on screen, and only that", () => {
  it('on a phone, the sections below the fold and the footer sit out the first frame and are drawn when reached', async () => {
    for (const { path, later } of await routes()) {
      const page = await newPage({ viewport: PHONE });
      const frame = await firstFrame(page, path, [HEADING, ...later, FOOTER]);
      expect({ path, heading: frame.rendered[HEADING] }).toEqual({ path, heading: true });
      // Not drawn: sitting out the frame (false), or not there yet (null, the footer's lazy code).
      for (const s of [...later, FOOTER])
        expect({ path, s, drawn: frame.rendered[s] === true }).toEqual({ path, s, drawn: false });

      // Right after that frame they are back to their usual content-visibility, and drawn once reached.
      for (const s of [...later, FOOTER]) {
        await page.locator(s).first().scrollIntoViewIfNeeded();
        await expect.poll(() => page.locator(s).first().isVisible(), { message: `${path} ${s}` }).toBe(true);
      }
      await page.close();
    }
  });

  it('a short page keeps its footer in the first frame (it may be on screen)', async () => {
    const [product] = await listProducts('limit=1');
    const page = await newPage({ viewport: PHONE });
    // Whether the footer sits out the frame that first draws it (the one-frame animation that skips it).
    const firstFrameFooter = async (path: string) => {
      await page.goto(path);
      await page.locator('#root footer').waitFor({ state: 'attached' });
      return page.evaluate(() => getComputedStyle(document.querySelector('footer')!).animationName !== 'none');
    };
    await expect(firstFrameFooter('/product/no-such-bag')).resolves.toBe(false);
    await expect(firstFrameFooter(`/product/${product!._id}`)).resolves.toBe(true);
  });

  it('no layout shift from the first paint to the end of the page, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP])
      for (const { path } of await routes()) {
        const page = await newPage({ viewport });
        await page.addInitScript(() => {
          const w = window as unknown as { shifts: number };
          w.shifts = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await page.locator('#root footer').waitFor({ state: 'attached' });
        // The page itself, not its pending screen: on a slow start the app draws that screen first
        // (FIRST_LOAD_WAIT_MS in main.tsx), and the page then replaces it; that is not what this checks.
        await page.locator(HEADING).waitFor();
        // And its lazy sections: one that arrives while the page is already scrolled to its end (a product page's
        // related products, fallback none) still pushes the footer down. A known gap, not what this checks.
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
        expect({ path, viewport, shifts }).toEqual({ path, viewport, shifts: 0 });
        await page.close();
      }
  });

  it("index.html resolves every font the first screen of each route uses before React's first layout", async () => {
    for (const viewport of [PHONE, DESKTOP])
      for (const { path } of await routes()) {
        const page = await newPage({ viewport });
        const frame = await firstFrame(page, path, []);
        expect(frame.fonts.length).toBeGreaterThan(3);
        expect({ path, viewport, missing: frame.fonts.filter((f) => !frame.warmed.includes(f)) }).toEqual({
          path,
          viewport,
          missing: [],
        });
        await page.close();
      }
  });
});
