import type { Paint } from './paint';

/** A material is a tile laid over the body in light and dark of the swatch's own hue. */
export interface Material {
  /** `<pattern id="t">`; `k` scales the tile (close-ups show it larger) */
  tile: (p: Paint, k: number) => string;
  /** stitched materials get a dashed light seam; fabrics a fine hem */
  stitched: boolean;
  /** strength of the light falling on it: a diagonal gloss, or a pile's bright middle and dark edges */
  sheen: number;
  pile?: boolean;
}

/** A `<pattern>` tile in user space, optionally rotated, scaled by `k`. */
export function tile(w: number, h: number, k: number, body: string, rotate = 0): string {
  const transform = [rotate ? `rotate(${rotate})` : '', k === 1 ? '' : `scale(${k})`].filter(Boolean).join(' ');
  const attr = transform ? ` patternTransform="${transform}"` : '';
  return `<pattern id="t" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${attr}>${body}</pattern>`;
}
