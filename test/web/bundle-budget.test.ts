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

  // docs/decisions/021-desk-router.md: the desk's sections are file routes of its own router, loaded with the desk.
  it("the desk's route tree, search schemas and sections load with the desk, none on a shop page's first load", () => {
    const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const sections = Object.keys(manifest).filter((key) =>
      /^src\/desk\/routes\/admin\..+\?tsr-split=component$/.test(key),
    );
    // One lazy chunk per section (orders, an order, catalogue, a product's photos, messages, payments, …).
    expect(new Set(sections.map((key) => manifest[key]!.file)).size).toBeGreaterThanOrEqual(8);
    // The desk's own chunk (its router and route tree), its search schemas and its sections.
    const desk = Object.keys(manifest)
      .filter(
        (key) =>
          key === 'src/routes/admin.$.tsx?tsr-split=component' || /deskSearch/.test(key) || sections.includes(key),
      )
      .map((key) => manifest[key]!.file);
    expect(desk.length).toBeGreaterThanOrEqual(sections.length + 2);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
    // A section's path is in the desk's route tree, so the check of the entry has teeth.
    expect(desk.some((f) => readFileSync(`${DIST}/${f}`, 'utf8').includes('/admin/catalogue/$productId'))).toBe(true);
    expect(readFileSync(`${DIST}/${entry}`, 'utf8')).not.toMatch(/\/admin\/(catalogue|orders|messages|payments)/);
    measured ??= measureRoutes(DIST);
    for (const { route, files } of measured.filter((r) => !r.route.startsWith('/admin')))
      expect(
        files.filter((f) => desk.includes(f)),
        route,
      ).toEqual([]);
  });
});
