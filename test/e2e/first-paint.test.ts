import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled, listProducts } from './browse-helpers';

const { newPage } = useBrowser();

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
    await expect.poll(() => calls.some((c) => c.includes('sortOrder=desc'))).toBe(true);
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
    await page.getByRole('contentinfo').waitFor({ timeout: 30_000 });
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

describe("the app's code waits for the largest paint", () => {
  /** The largest paint's time and what it was, and when the page's first script request started. */
  const paintThenScripts = (page: Awaited<ReturnType<typeof newPage>>) =>
    page.evaluate(
      () =>
        new Promise<{ paintedAt: number; url: string; firstScriptAt: number; scripts: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
            const largest = entries.find((entry) => entry.url) ?? entries[0]!;
            const scripts = performance
              .getEntriesByType('resource')
              .filter((r) => (r as PerformanceResourceTiming).initiatorType !== 'img' && r.name.endsWith('.js'));
            resolve({
              paintedAt: largest.startTime,
              url: largest.url,
              firstScriptAt: Math.min(...scripts.map((s) => s.startTime)),
              scripts: scripts.length,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );

  for (const [path, width] of [
    ['/', 412],
    ['/products', 412],
    ['/product/{id}', 412],
    ['/product/{id}', 1280],
  ] as const)
    it(`${path} at ${width} px: no script is asked for before the pre-painted largest paint`, async () => {
      const [product] = await listProducts('limit=1');
      const page = await newPage({ viewport: { width, height: 823 } });
      await page.addInitScript(holdFallbackTimers);
      await page.goto(path.replace('{id}', product!._id));
      // The app rendered, so its scripts were loaded (by the loader, after the paint).
      await page.locator('main').waitFor();
      const seen = await paintThenScripts(page);
      expect(seen.scripts).toBeGreaterThan(2);
      expect(seen.firstScriptAt).toBeGreaterThan(seen.paintedAt);
      // On the pages with a pre-painted picture, that picture is the paint the scripts waited for.
      if (path !== '/') expect(seen.url).toMatch(/\/images\//);
    });
});
