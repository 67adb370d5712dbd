import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAG_MATERIALS,
  BAG_TYPES,
  bagImagePath,
  categoryImagePath,
  LEGACY_STYLES,
  VIEWS,
} from '../../server/db/seed/bagStyles';
import { seedColours } from '../../server/db/seed/colours';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const get = (path: string) => shop.app.request(path);
const HEXES = seedColours.map((c) => c.hex.slice(1));
/** Colours a drawing may use besides shades of its swatch: the backdrop, brass, cards, a laptop, buckles. */
const NEUTRALS = new Set([
  '#f7f1ea',
  '#c9a24a',
  '#8a6a24',
  '#eeeae4',
  '#b9b2a8',
  '#3b3f45',
  '#6f7680',
  '#2b2b2b',
  '#3d3d3d',
  '#fff',
]);

/** Parses the SVG strictly: any XML warning or error fails, as a browser would refuse the image. */
function parse(svg: string) {
  const problems: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) }).parseFromString(
    svg,
    'image/svg+xml',
  );
  expect(problems).toEqual([]);
  return doc;
}

/** Whether `colour` is the swatch blended towards black or white (so it keeps the swatch's hue). */
function isShadeOf(colour: string, swatch: string): boolean {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [c, s] = [rgb(colour), rgb(`#${swatch}`)];
  return [0, 255].some((target) => {
    const spans = s.map((v) => target - v);
    const k = spans.reduce((best, span, i) => (Math.abs(span) > Math.abs(spans[best]!) ? i : best), 0);
    if (spans[k] === 0) return c.every((v, i) => v === s[i]);
    const amount = (c[k]! - s[k]!) / spans[k]!;
    return amount >= 0 && amount <= 1 && c.every((v, i) => Math.abs(v - (s[i]! + amount * spans[i]!)) <= 1.5);
  });
}

async function expectDrawing(path: string, hex: string, viewBox: string, maxBytes: number) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toMatch(/max-age=31536000, immutable/);
  const svg = await res.text();
  expect(Buffer.byteLength(svg), path).toBeLessThanOrEqual(maxBytes);
  const root = parse(svg).documentElement!;
  expect(root.nodeName).toBe('svg');
  expect(root.getAttribute('viewBox')).toBe(viewBox);
  expect(svg).toContain(`fill="#${hex}"`);
  // Every reference (a <use>, a pattern or gradient fill) points at something the document defines.
  const ids = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  for (const [, id] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids, `${path} #${id}`).toContain(id);
  for (const [colour] of svg.matchAll(/#[0-9a-f]{6}\b/g)) {
    if (!NEUTRALS.has(colour)) expect(isShadeOf(colour, hex), `${path} uses ${colour}`).toBe(true);
  }
  return svg;
}

describe('product pictures', () => {
  it('draws every type in every material and view: small, well-formed SVG in the swatch colour', async () => {
    let i = 0;
    for (const type of BAG_TYPES) {
      for (const material of BAG_MATERIALS) {
        for (const view of VIEWS) {
          const hex = HEXES[i++ % HEXES.length]!;
          await expectDrawing(bagImagePath(type, material, hex, view), hex, '0 0 400 400', 6 * 1024);
        }
      }
    }
  });

  it('gives each type its own drawing and four different views, the same bytes every time', async () => {
    const text = async (path: string) => (await get(path)).text();
    const fronts = new Set<string>();
    for (const type of BAG_TYPES) {
      const views = await Promise.all(VIEWS.map((view) => text(bagImagePath(type, 'canvas', '1f7a7a', view))));
      expect(new Set(views).size, type).toBe(VIEWS.length);
      fronts.add(views[0]!.replace(/aria-label="[^"]*"/, ''));
      expect(await text(bagImagePath(type, 'canvas', '1f7a7a', 'front'))).toBe(views[0]);
    }
    expect(fronts.size).toBe(BAG_TYPES.length);
    const materials = await Promise.all(BAG_MATERIALS.map((m) => text(bagImagePath('tote', m, '1f7a7a', 'front'))));
    expect(new Set(materials.map((svg) => svg.replace(/aria-label="[^"]*"/, ''))).size).toBe(BAG_MATERIALS.length);
  });

  it('answers 404 for an unknown type, material, view or colour', async () => {
    for (const path of [
      '/images/products/rocket/leather/c68e5b/front.svg',
      '/images/products/tote/paper/c68e5b/front.svg',
      '/images/products/tote/leather/c68e5b/top.svg',
      '/images/products/tote/leather/c68e5b/front.png',
      '/images/products/tote/leather/c68e5b/front',
      '/images/products/tote/leather/zzzzzz/front.svg',
      '/images/products/tote/leather/c68e5/front.svg',
      '/images/products/tote/leather/c68e5bb/front.svg',
      '/images/products/tote/leather/%22%3E%3Cscript%3E/front.svg',
      '/images/products/constructor/c68e5b/front.svg',
      '/images/products/handbag/c68e5b/back.png',
      '/images/categories/rocket/c68e5b.svg',
      '/images/categories/tote/c68e5b.png',
      '/images/categories/__proto__/c68e5b.svg',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('category banners', () => {
  it('draws a wide banner for every type in its colour', async () => {
    for (const [i, type] of BAG_TYPES.entries()) {
      const hex = HEXES[i % HEXES.length]!;
      await expectDrawing(categoryImagePath(type, hex), hex, '0 0 1200 300', 12 * 1024);
    }
  });
});

describe('URLs of the first catalogue', () => {
  it('still answer, drawn as the matching type in leather', async () => {
    for (const [style, type] of Object.entries(LEGACY_STYLES)) {
      for (const view of ['front', 'side', 'detail'] as const) {
        const old = await get(`/images/products/${style}/C68E5B/${view}.svg`);
        expect(old.status, `${style} ${view}`).toBe(200);
        expect(await old.text()).toBe(await (await get(bagImagePath(type, 'leather', 'c68e5b', view))).text());
      }
      const banner = await get(`/images/categories/${style}/b22234.svg`);
      expect(banner.status, style).toBe(200);
      expect(await banner.text()).toBe(await (await get(categoryImagePath(type, 'b22234'))).text());
    }
  });
});
