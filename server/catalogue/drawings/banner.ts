import type { BagMaterial, BagType } from '../../db/seed/bagStyles';
import { mix, paintFor } from './paint';
import { framed, layers } from './render';
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
 * A 1200×300 banner. The category page shows it whole (4:1) from tablets up and its middle 600 px (2:1) on
 * phones; the home page's 8:5 card shows the middle 480 px. So the front view stands alone in the middle
 * and the back and side views wait at the ends, outside both crops.
 */
export function categorySvg(type: BagType, hex: string): string {
  const p = paintFor(hex);
  const material = BANNER_MATERIAL[type] ?? 'leather';
  const views = SILHOUETTES[type];
  const view = (v: 'front' | 'back' | 'side', id: string) =>
    framed(layers(views[v](p), material, p, 1, id), views.zoom) +
    `<ellipse cx="200" cy="346" rx="130" ry="10" fill="${p.deep}" opacity=".12"/>`;
  const backdrop = mix(hex, 'ffffff', 0.88);
  const band = mix(hex, 'ffffff', 0.76);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-label="${type} bags">` +
    `<rect width="1200" height="300" fill="${backdrop}"/><rect y="262" width="1200" height="38" fill="${band}" opacity=".6"/>` +
    `<circle cx="600" cy="146" r="136" fill="${band}"/>` +
    [380, 820]
      .map(
        (x) =>
          `<g fill="${band}"><circle cx="${x}" cy="70" r="6"/><circle cx="${x}" cy="110" r="4"/><circle cx="${x}" cy="150" r="6"/></g>`,
      )
      .join('') +
    place(30, 40, 0.6, view('back', 'k')) +
    place(930, 40, 0.6, view('side', 's')) +
    place(450, 8, 0.75, view('front', 'f')) +
    '</svg>'
  );
}
