import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { categorySvg } from './drawings/banner';
import { heroSvg } from './drawings/hero';
import { bagSvg } from './drawings/render';
import { isBagMaterial, isBagType, isBagView, LEGACY_STYLES, type BagType } from '../db/seed/bagStyles';

// The drawing is a pure function of the URL, so browsers may keep it for a year.
const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};
const HEX = /^[0-9a-f]{6}$/i;
const placeholder = readFileSync(new URL('../../public/images/placeholder.svg', import.meta.url), 'utf8');

const svg = (c: Context, body: string) => c.body(body, 200, IMAGE_HEADERS);
/** 'front.svg' → 'front'; anything not ending in .svg → undefined. */
const stem = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : undefined);
/** A type of today, or a style of the first catalogue (whose URLs databases may still hold). */
const typeOf = (name: string): BagType | undefined =>
  isBagType(name) ? name : Object.hasOwn(LEGACY_STYLES, name) ? LEGACY_STYLES[name] : undefined;

/** Generated bag illustrations (no network, no binary assets) and the placeholder image. */
export function imageRoutes() {
  return new Hono()
    .get('/placeholder.svg', (c) => svg(c, placeholder))
    .get('/hero.svg', (c) => svg(c, heroSvg()))
    .get('/products/:type/:material/:hex/:file', (c) => {
      const { type, material, hex, file } = c.req.param();
      const view = stem(file);
      if (!isBagType(type) || !isBagMaterial(material) || !HEX.test(hex) || !view || !isBagView(view)) {
        return c.notFound();
      }
      return svg(c, bagSvg(type, material, hex.toLowerCase(), view));
    })
    .get('/products/:style/:hex/:file', (c) => {
      const { style, hex, file } = c.req.param();
      const type = typeOf(style);
      const view = stem(file);
      if (!type || !HEX.test(hex) || !view || !isBagView(view)) return c.notFound();
      return svg(c, bagSvg(type, 'leather', hex.toLowerCase(), view));
    })
    .get('/categories/:type/:file', (c) => {
      const { type: name, file } = c.req.param();
      const type = typeOf(name);
      const hex = stem(file);
      if (!type || !hex || !HEX.test(hex)) return c.notFound();
      return svg(c, categorySvg(type, hex.toLowerCase()));
    });
}
