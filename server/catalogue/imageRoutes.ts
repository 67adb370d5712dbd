import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { bagSvg, categorySvg } from './bagSvg';
import { isBagStyle, isBagView } from '../db/seed/bagStyles';

// The drawing is a pure function of the URL, so browsers may keep it for a year.
const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};
const HEX = /^[0-9a-f]{6}$/i;
const placeholder = readFileSync(new URL('../../public/images/placeholder.svg', import.meta.url), 'utf8');

const svg = (c: Context, body: string) => c.body(body, 200, IMAGE_HEADERS);

/** Generated bag illustrations (no network, no binary assets) and the placeholder image. */
export function imageRoutes() {
  return new Hono()
    .get('/placeholder.svg', (c) => svg(c, placeholder))
    .get('/products/:style/:hex/:file', (c) => {
      const { style, hex, file } = c.req.param();
      const view = file.replace(/\.svg$/, '');
      if (!isBagStyle(style) || !HEX.test(hex) || !file.endsWith('.svg') || !isBagView(view)) return c.notFound();
      return svg(c, bagSvg(style, hex.toLowerCase(), view));
    })
    .get('/categories/:style/:file', (c) => {
      const { style, file } = c.req.param();
      const hex = file.replace(/\.svg$/, '');
      if (!isBagStyle(style) || !HEX.test(hex) || !file.endsWith('.svg')) return c.notFound();
      return svg(c, categorySvg(style, hex.toLowerCase()));
    });
}
