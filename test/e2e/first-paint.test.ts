import { describe, expect, it, vi } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled, listProducts } from './browse-helpers';

// Real Chromium beside other test runs on a small machine: each step waits for a behaviour as long as that takes
// (one that never comes still fails, later); the suite's 10 s a step and 60 s a test fit an idle machine only.
const LOADED_STEP_MS = 45_000;
vi.setConfig({ testTimeout: 300_000 });
const browser = useBrowser();
const newPage = async (...options: Parameters<typeof browser.newPage>) => {
  const page = await browser.newPage(...options);
  page.setDefaultTimeout(LOADED_STEP_MS);
  return page;
};

/** API calls the page makes (the server already put the first route's answers into its HTML). */
function apiCalls(page: Awaited<ReturnType<typeof newPage>>) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

describe('first route data in the first response', () => {
  it('a product page renders from the HTML: no API request for the product, its related items or categories', async () => {
    const [product] = await listProducts('limit=1');
    const page = await newPage();
    const calls = apiCalls(page);
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('heading', { level: 1, name: product!.productName }).waitFor();
    await page.getByRole('heading', { name: 'Related Products' }).waitFor();
    await expect(page.title()).resolves.toContain(product!.productName);
    expect(calls.filter((c) => /\/api\/(products|categories)\//.test(c))).toEqual([]);
  });

  it('a filtered listing renders from the HTML, and its next flip still fetches', async () => {
    const page = await newPage();
    const calls = apiCalls(page);
    await page.goto('/products?sort=newPrice:asc&inStock=true');
    // The app's grid (the count line is in the server's pre-paint, before the app starts).
    await gridSettled(page);
    await page.getByText(/^Showing 1 - 12 of \d+ products$/).waitFor();
    expect(calls).toEqual([]);
    await page.getByRole('combobox', { name: /Sort/ }).selectOption('newPrice:desc');
    await page.waitForFunction(() => location.search.includes('newPrice:desc'));
    await expect.poll(() => calls.some((c) => c.includes('sortOrder=desc')), { timeout: LOADED_STEP_MS }).toBe(true);
  });

  it("each page file the HTML preloads is fetched once: the preload matches the app's own request", async () => {
    const [product] = await listProducts('limit=1');
    for (const path of ['/products', `/product/${product!._id}`]) {
      const page = await newPage();
      const fetched: string[] = [];
      const warnings: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/assets/')) fetched.push(r.url());
      });
      page.on('console', (m) => {
        if (m.text().includes('preload')) warnings.push(m.text());
      });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(fetched.filter((url) => url.endsWith('.css')).length).toBeGreaterThan(0);
      expect(fetched.filter((url, i) => fetched.indexOf(url) !== i)).toEqual([]);
      expect(warnings).toEqual([]);
    }
  });

  it('the home page renders its featured products and categories from the HTML', async () => {
    const page = await newPage();
    const calls = apiCalls(page);
    await page.goto('/');
    await page.getByRole('list', { name: 'Featured products' }).getByRole('article').first().waitFor();
    expect(calls.filter((c) => /\/api\/(products|categories)/.test(c))).toEqual([]);
  });
});

/** The page's last largest-contentful-paint entry: whether the app's own render painted it (inside <main>). */
const lastLargestPaint = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.evaluate(
    () =>
      new Promise<{ count: number; byApp: boolean; tag?: string; url: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[];
          const last = entries.at(-1)!;
          resolve({
            count: entries.length,
            byApp: Boolean(last.element?.closest('main')),
            tag: last.element?.tagName,
            url: last.url,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

describe('the largest paint comes from the HTML', () => {
  for (const width of [412, 1280])
    it(`at ${width} px the product picture and the home hero text are pre-painted, and the app paints nothing larger`, async () => {
      const [product] = await listProducts('limit=1');
      const page = await newPage({ viewport: { width, height: 823 } });
      await page.goto(`/product/${product!._id}`);
      await page.getByRole('heading', { level: 1, name: product!.productName }).waitFor();
      await page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
      expect(await lastLargestPaint(page)).toMatchObject({ byApp: false });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Featured products' }).getByRole('article').first().waitFor();
      expect(await lastLargestPaint(page)).toMatchObject({ byApp: false });
    });
});

const srcAndBox = (img: HTMLImageElement) => {
  const { x, y, width, height } = img.getBoundingClientRect();
  return { src: img.getAttribute('src'), box: { x, y, width, height } };
};

describe("/products' largest paint comes from the HTML", () => {
  for (const width of [360, 412, 1280])
    it(`at ${width} px its first card's picture is pre-painted where the listing draws it, and the app paints nothing larger`, async () => {
      const page = await newPage({ viewport: { width, height: 823 } });
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/products');
      const prePainted = page.locator('#root img').first();
      await prePainted.evaluate((img: HTMLImageElement) => img.decode());
      const before = await prePainted.evaluate(srcAndBox);
      await page.unroute('**/*.js');
      await page.goto('/products');
      const card = page.locator('main').getByRole('article').first().locator('img');
      await card.evaluate((img: HTMLImageElement) => img.decode());
      const after = await card.evaluate(srcAndBox);
      expect(before.src).toBe(after.src);
      // Within a pixel: the picture does not move when React's render replaces the pre-paint.
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(before.box[key] - after.box[key])).toBeLessThan(1);
      const largest = await lastLargestPaint(page);
      expect(largest.byApp).toBe(false);
      expect(new URL(largest.url).pathname).toBe(before.src);
    });
});

describe('a slow first route', () => {
  it('does not keep the static shell up: the app (header, footer) renders while its data is still loading', async () => {
    const page = await newPage();
    // The privacy page's content is not in the HTML (its loader waits for it): its API answer is held back until the
    // app's footer is on screen, so the footer can only come from a render that did not wait for the data.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    await page.route('**/api/content/**', async (route) => {
      await held;
      answered = true;
      await route.continue().catch(() => {});
    });
    await page.goto('/privacy-policy', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').waitFor();
    expect(answered).toBe(false);
    release();
  });
});

/**
 * The loader's fallbacks (a start 500 ms after the picture's decode, or 2.5 s after parsing) are there for a paint
 * that never comes; on a busy machine they can fire before a slow paint and ask for scripts first. Held back here
 * (timers of 500 ms or more set before the app's first script is added), the paint is the only cue left, so what
 * is measured is the order the loader keeps, not how fast the machine paints.
 */
function holdFallbackTimers() {
  const setTimeoutAsBuilt = window.setTimeout.bind(window);
  const appStarted = () => document.querySelector('script[type="module"][src]') !== null;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    (delay ?? 0) >= 500 && !appStarted() ? 0 : setTimeoutAsBuilt(handler, delay, ...args)) as typeof setTimeout;
}

/**
 * In the page, before its own scripts: the largest-paint entries as observers get them (an observer made first gets
 * each entry before the loader's does), and which of them had come when a script or module preload was first added
 * to the document. The order of events on the page's one thread, not their times: a busy machine cannot change it.
 */
function recordPaintsBeforeScripts() {
  const seen = window as unknown as { paints: string[]; paintsBeforeScripts?: string[] };
  seen.paints = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
      seen.paints.push(entry.url || 'text');
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const asksForScript = (node: Node) =>
    (node instanceof HTMLScriptElement && node.src !== '') ||
    (node instanceof HTMLLinkElement && /modulepreload|preload/.test(node.rel) && /\.js$/.test(node.href));
  new MutationObserver((records, observer) => {
    if (!records.some((r) => [...r.addedNodes].some(asksForScript))) return;
    seen.paintsBeforeScripts = [...seen.paints];
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

describe("the app's code waits for the largest paint", () => {
  for (const [path, width] of [
    ['/', 412],
    ['/products', 412],
    ['/product/{id}', 412],
    ['/product/{id}', 1280],
  ] as const)
    it(`${path} at ${width} px: the HTML asks for no script; the loader adds them only after the pre-painted largest paint`, async () => {
      const [product] = await listProducts('limit=1');
      const url = path.replace('{id}', product!._id);
      const page = await newPage({ viewport: { width, height: 823 } });
      await page.addInitScript(holdFallbackTimers);
      await page.addInitScript(recordPaintsBeforeScripts);
      const html = await (await page.goto(url))!.text();
      // Every script of the app waits in the loader's template: none for the parser or its preload scanner.
      const outsideTemplate = html.replace(/<template data-app-preload>[\s\S]*?<\/template>/g, '');
      expect(outsideTemplate).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="(module)?preload"[^>]*\.js"/);
      // The app rendered, so its scripts were added (by the loader, after the paint).
      await page.locator('main').waitFor();
      const before = await page.evaluate(
        () => (window as unknown as { paintsBeforeScripts?: string[] }).paintsBeforeScripts,
      );
      expect(before, 'no script was added to the page').toBeDefined();
      // On the pages with a pre-painted picture, that picture is the paint the scripts waited for.
      if (path === '/') expect(before!.length).toBeGreaterThan(0);
      else expect(before!.some((paint) => paint.includes('/images/'))).toBe(true);
    });
});
