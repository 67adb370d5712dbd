import type { BagMaterial, BagType } from '../../db/seed/bagStyles';
import { mix, paintFor } from './paint';
import { layers } from './render';
import { SILHOUETTES } from './silhouettes';

/** The material a category's banner shows its type in. */
const BANNER_MATERIAL: Partial<Record<BagType, BagMaterial>> = {
  tote: 'canvas',
  backpack: 'nylon',
  'roll-top': 'canvas',
  messenger: 'canvas',
  duffel: 'nylon',
  clutch: 'velvet',
  potli: 'velvet',
  bucket: 'suede',
  hobo: 'suede',
  pouch: 'cotton',
  'card-holder': 'croc-embossed',
  'top-handle': 'quilted',
};

const place = (x: number, y: number, scale: number, content: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${content}</g>`;

/**
 * A 1200×300 banner. The category page shows it whole (4:1); the home page's 8:5 card crops it to its
 * middle 480 px, so the front view sits there and the side and back views flank it.
 */
export function categorySvg(type: BagType, hex: string): string {
  const p = paintFor(hex);
  const material = BANNER_MATERIAL[type] ?? 'leather';
  const views = SILHOUETTES[type];
  const backdrop = mix(hex, 'ffffff', 0.86);
  const band = mix(hex, 'ffffff', 0.74);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-label="${type} bags">` +
    `<rect width="1200" height="300" fill="${backdrop}"/>` +
    `<circle cx="600" cy="150" r="200" fill="${band}"/><circle cx="600" cy="150" r="150" fill="${backdrop}" opacity=".55"/>` +
    `<path d="M0 262H1200" stroke="${band}" stroke-width="4"/>` +
    [90, 1110].map((x) => `<circle cx="${x}" cy="60" r="26" fill="${band}"/>`).join('') +
    place(200, 40, 0.6, layers(views.back(p), material, p, 1, 'k')) +
    place(760, 40, 0.6, layers(views.side(p), material, p, 1, 's')) +
    place(455, -2, 0.73, layers(views.front(p), material, p, 1, 'f')) +
    '</svg>'
  );
}
