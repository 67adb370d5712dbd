import type { BagMaterial, BagType } from '../../db/seed/bagStyles';
import { mix, paintFor } from './paint';
import { framed, layers } from './render';
import { SILHOUETTES } from './silhouettes';

/** The bags of the home hero, back row first: [type, material, colour, x, y, scale]. */
const BAGS: [BagType, BagMaterial, string, number, number, number][] = [
  ['backpack', 'nylon', '1f2f5c', 40, 60, 0.9],
  ['tote', 'canvas', 'c68e5b', 560, 40, 0.95],
  ['satchel', 'leather', '7a3e1d', 270, 150, 1.1],
  ['potli', 'velvet', '1f7a4a', 20, 330, 0.62],
  ['clutch', 'velvet', 'b8860b', 700, 360, 0.62],
];

/**
 * The home hero's picture (desktop), drawn like the category banners (banner.ts): a group of the shop's
 * kinds of bag in their own materials on a soft backdrop, 1000×600. Made on request, no binary asset.
 */
export function heroSvg(): string {
  const backdrop = mix('e07a1f', 'ffffff', 0.86);
  const bags = BAGS.map(([type, material, hex, x, y, scale], i) => {
    const p = paintFor(hex);
    const views = SILHOUETTES[type];
    const drawn =
      framed(layers(views.front(p), material, p, 1, `h${i}`), views.zoom) +
      `<ellipse cx="200" cy="346" rx="130" ry="10" fill="${p.deep}" opacity=".14"/>`;
    return `<g transform="translate(${x} ${y}) scale(${scale})">${drawn}</g>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600" width="1000" height="600" role="img" aria-label="Bags of Jhola &amp; Co.">` +
    `<circle cx="500" cy="300" r="290" fill="${backdrop}"/>` +
    `<g fill="${mix('e07a1f', 'ffffff', 0.6)}"><circle cx="90" cy="80" r="7"/><circle cx="930" cy="120" r="5"/><circle cx="880" cy="520" r="7"/></g>` +
    bags.join('') +
    '</svg>'
  );
}
