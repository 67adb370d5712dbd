import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyOnlyFiles, measureRoutes } from '../../bench/bundle-size';

/** docs/budgets.md: budgets for the shopper routes' first load. `npm test` builds dist/ before running this. */
const DIST = process.env.BUNDLE_DIST_DIR ?? 'dist';
const KIB = 1024;
let measured: ReturnType<typeof measureRoutes> | undefined;
const route = (path: string) => (measured ??= measureRoutes(DIST)).find((r) => r.route === path);

describe(`bundle budget (${DIST}/)`, () => {
  it('has a production build with a manifest', () => {
    expect(
      existsSync(`${DIST}/.vite/manifest.json`),
      `${DIST}/.vite/manifest.json is missing: run vite build first`,
    ).toBe(true);
  });

  // docs/decisions/015-first-load-budget-tiers.md: the routes a shopper browses hold 120 KiB; the routes where money
  // changes hands (checkout, the payment step on tracking, the confirmation) hold 125 KiB. Every route holds CSS ≤ 12 KiB.
  // The info pages' rich-text sanitizer loads with their content, not before.
  it.each([
    ['/', 120],
    ['/products', 120],
    ['/product/$productId', 120],
    ['/category/$categoryId', 120],
    ['/favourites', 120],
    ['/contact', 120],
    ['/about', 120],
    ['/privacy-policy', 120],
    ['/terms-conditions', 120],
    ['/checkout', 125],
    ['/track-order', 125],
    ['/order-success', 125],
  ])(
    '%s first load: JS ≤ %i KiB and CSS ≤ 12 KiB, brotli',
    (path, jsKib) => {
      const measuredRoute = route(path);
      expect(measuredRoute, `no ${path} route chunk in the manifest`).toBeDefined();
      expect(measuredRoute!.jsBytes).toBeLessThanOrEqual(jsKib * KIB);
      expect(measuredRoute!.cssBytes).toBeLessThanOrEqual(12 * KIB);
    },
    // Brotli at quality 11 of every first-load file (the first route measures them all): seconds on a busy shared machine.
    60_000,
  );

  it('the home page does not download checkout code', () => {
    const home = route('/')!;
    const checkout = route('/checkout')!;
    const checkoutOnly = checkout.files.filter((f) => /checkout/i.test(f));
    expect(checkoutOnly.length).toBeGreaterThan(0);
    for (const file of checkoutOnly) expect(home.files).not.toContain(file);
  });

  it('no route downloads the cache devtools on first load (they load only with ?devtools=1)', () => {
    const devtools = lazyOnlyFiles(DIST, 'src/ui/Devtools.tsx');
    // The devtools chunk was found (the query devtools' own class prefix is in it), so the check has teeth.
    expect(devtools.some((f) => readFileSync(`${DIST}/${f}`, 'utf8').includes('tsqd-'))).toBe(true);
    measured ??= measureRoutes(DIST);
    expect(measured.length).toBeGreaterThan(5);
    for (const { route, files } of measured) {
      expect(
        files.filter((f) => devtools.includes(f)),
        route,
      ).toEqual([]);
    }
  });

  it('no route downloads the toast library on first load (it loads with the first toast)', () => {
    const toasts = lazyOnlyFiles(DIST, 'src/ui/Toasts.tsx');
    // react-hot-toast's own status role is in those files, so the check has teeth.
    expect(toasts.some((f) => readFileSync(`${DIST}/${f}`, 'utf8').includes('aria-live'))).toBe(true);
    measured ??= measureRoutes(DIST);
    for (const { route, files } of measured) {
      expect(
        files.filter((f) => toasts.includes(f)),
        route,
      ).toEqual([]);
    }
  });
});
