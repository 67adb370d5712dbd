import type { BagMaterial, BagType, BagView } from '../../db/seed/bagStyles';
import type { Drawing } from './drawing';
import { MATERIALS, sheenGradient } from './materials';
import { paintFor, type Paint } from './paint';
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
  return `<defs>${m.tile(p, k).replace('id="t"', `id="t${id}"`)}${sheenGradient(m, p, id)}${groups.join('')}</defs>${shown}`;
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
    framed(
      layers(drawing, material, p, view === 'detail' ? 2.4 : 1),
      view === 'detail' ? undefined : SILHOUETTES[type].zoom,
    ) +
    '</svg>'
  );
}

/** Scales a small drawing up and stands it on the ground line. */
export const framed = (content: string, zoom?: { scale: number; ground: number }) =>
  zoom
    ? `<g transform="translate(200 336) scale(${zoom.scale}) translate(-200 -${zoom.ground})">${content}</g>`
    : content;
