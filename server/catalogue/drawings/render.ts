import type { BagMaterial, BagType, BagView } from '../../db/seed/bagStyles';
import type { Drawing } from './drawing';
import { MATERIALS } from './materials';
import { mix, paintFor, type Paint } from './paint';
import { SILHOUETTES } from './silhouettes';

const BACKGROUND = '#f7f1ea';

/** The layers of a drawing as SVG markup; `k` scales the material's tile (close-ups show it larger). */
export function layers(d: Drawing, material: BagMaterial, p: Paint, k: number, id = ''): string {
  const m = MATERIALS[material];
  const groups: string[] = [];
  const painted = (key: string, content: string | undefined, colour: string, edge: string) => {
    if (!content) return '';
    const ref = `${key}${id}`;
    groups.push(`<g id="${ref}">${content}</g>`);
    return (
      `<use href="#${ref}" fill="${colour}" stroke="${edge}" stroke-width="2"/><use href="#${ref}" fill="url(#t${id})"/>` +
      (m.sheen ? `<use href="#${ref}" fill="url(#g${id})"/>` : '')
    );
  };
  const seam = d.seam
    ? m.stitched
      ? `<path d="${d.seam}" fill="none" stroke="${p.light}" stroke-width="1.6" stroke-dasharray="5 4"/>`
      : `<path d="${d.seam}" fill="none" stroke="${p.deep}" stroke-width="1.2" opacity=".4"/>`
    : '';
  const shown =
    (d.under ?? '') +
    painted('s', d.shade, p.shade, p.deep) +
    painted('b', d.body, p.fill, p.shade) +
    painted('f', d.flap, p.fill, p.deep) +
    seam +
    (d.over ?? '');
  const sheen = m.sheen
    ? `<linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset=".1" stop-color="${p.pale}" stop-opacity="${m.sheen}"/><stop offset=".45" stop-color="${p.pale}" stop-opacity="0"/><stop offset="1" stop-color="${p.deep}" stop-opacity="${m.sheen / 2}"/></linearGradient>`
    : '';
  return `<defs>${m.defs(p, k).replace('id="t"', `id="t${id}"`)}${sheen}${groups.join('')}</defs>${shown}`;
}

/** A product illustration: a pure function of its URL's parts. */
export function bagSvg(type: BagType, material: BagMaterial, hex: string, view: BagView): string {
  const p = paintFor(hex);
  const drawing = SILHOUETTES[type][view](p);
  const ground =
    view === 'detail' ? '' : `<ellipse cx="200" cy="350" rx="150" ry="12" fill="${p.deep}" opacity=".12"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${type} bag, ${material}, ${view} view">` +
    `<rect width="400" height="400" fill="${BACKGROUND}"/>${ground}` +
    layers(drawing, material, p, view === 'detail' ? 2.4 : 1) +
    '</svg>'
  );
}

export { mix };
