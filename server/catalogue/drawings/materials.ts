import type { BagMaterial } from '../../db/seed/bagStyles';
import type { Paint } from './paint';

/** A material is a tile laid over the body in light and dark of the swatch's own hue. */
export interface Material {
  /** `<pattern id="t">` and any gradient it needs; `k` scales the tile (close-ups show it larger) */
  defs: (p: Paint, k: number) => string;
  /** stitched materials get a dashed light seam; fabrics a fine hem */
  stitched: boolean;
  /** glossy materials get a highlight band */
  sheen: number;
}

function tile(w: number, h: number, k: number, body: string, rotate = 0): string {
  const transform = [rotate ? `rotate(${rotate})` : '', k === 1 ? '' : `scale(${k})`].filter(Boolean).join(' ');
  const attr = transform ? ` patternTransform="${transform}"` : '';
  return `<pattern id="t" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${attr}>${body}</pattern>`;
}

export const MATERIALS: Record<BagMaterial, Material> = {
  leather: {
    stitched: true,
    sheen: 0.18,
    defs: (p, k) =>
      tile(
        14,
        14,
        k,
        `<g fill="${p.deep}" opacity=".28"><circle cx="2" cy="3" r="1.1"/><circle cx="9" cy="2" r=".8"/><circle cx="6" cy="8" r="1.2"/><circle cx="12" cy="10" r=".9"/><circle cx="3" cy="12" r=".8"/></g><g fill="${p.light}" opacity=".3"><circle cx="10" cy="6" r=".7"/><circle cx="4" cy="6" r=".5"/></g>`,
      ),
  },
  'vegan-leather': {
    stitched: true,
    sheen: 0.34,
    defs: (p, k) => tile(8, 8, k, `<path d="M0 8L8 0" stroke="${p.light}" stroke-width=".5" opacity=".18"/>`),
  },
  quilted: {
    stitched: true,
    sheen: 0.2,
    defs: (p, k) =>
      tile(
        34,
        34,
        k,
        `<rect width="34" height="34" fill="${p.light}" opacity=".12"/><path d="M0 0H34M0 0V34" stroke="${p.deep}" stroke-width="2.4" opacity=".55"/><path d="M0 2.5H34M2.5 0V34" stroke="${p.light}" stroke-width="1.4" opacity=".45"/><circle cx="17" cy="17" r="9" fill="${p.light}" opacity=".14"/>`,
        45,
      ),
  },
  'croc-embossed': {
    stitched: true,
    sheen: 0.26,
    defs: (p, k) =>
      tile(
        30,
        22,
        k,
        `<g fill="${p.light}" fill-opacity=".16" stroke="${p.deep}" stroke-opacity=".55" stroke-width="1.6"><rect x="1" y="1" width="13" height="9" rx="3"/><rect x="16" y="1" width="13" height="9" rx="3"/><rect x="-7" y="12" width="13" height="9" rx="3"/><rect x="8" y="12" width="14" height="9" rx="3"/><rect x="24" y="12" width="13" height="9" rx="3"/></g>`,
      ),
  },
  canvas: {
    stitched: false,
    sheen: 0,
    defs: (p, k) =>
      tile(
        6,
        6,
        k,
        `<path d="M0 1.5H3M3 4.5H6" stroke="${p.light}" stroke-width="1.4" opacity=".32"/><path d="M1.5 3V6M4.5 0V3" stroke="${p.deep}" stroke-width="1.4" opacity=".26"/>`,
      ),
  },
  suede: {
    stitched: false,
    sheen: 0,
    defs: (p, k) =>
      tile(
        12,
        12,
        k,
        `<path d="M1 2l2 3M6 1l1.5 3M10 4l2 3M3 8l1.5 3M8 8l2 3" stroke="${p.light}" stroke-width=".9" opacity=".3"/><path d="M4 3l1.5 3M9 10l1.5 2M0 10l1.5 2" stroke="${p.deep}" stroke-width=".9" opacity=".3"/>`,
      ),
  },
  jute: {
    stitched: false,
    sheen: 0,
    defs: (p, k) =>
      tile(
        16,
        16,
        k,
        `<rect width="16" height="16" fill="${p.deep}" opacity=".22"/><path d="M0 4H8M8 12H16" stroke="${p.light}" stroke-width="5" opacity=".42"/><path d="M4 8V16M12 0V8" stroke="${p.light}" stroke-width="5" opacity=".28"/><path d="M1 3.5H7M9 11.5H15" stroke="${p.deep}" stroke-width=".8" opacity=".35"/>`,
      ),
  },
  bandhani: {
    stitched: false,
    sheen: 0,
    defs: (p, k) =>
      tile(
        20,
        20,
        k,
        `<g fill="${p.pale}" opacity=".9"><circle cx="5" cy="5" r="2.6"/><circle cx="15" cy="15" r="2.6"/></g><g fill="${p.shade}"><circle cx="5" cy="5" r=".9"/><circle cx="15" cy="15" r=".9"/></g><g fill="${p.pale}" opacity=".6"><circle cx="15" cy="5" r="1.2"/><circle cx="5" cy="15" r="1.2"/></g>`,
      ),
  },
  nylon: {
    stitched: false,
    sheen: 0.3,
    defs: (p, k) =>
      tile(
        16,
        16,
        k,
        `<path d="M0 .5H16M.5 0V16" stroke="${p.light}" stroke-width="1" opacity=".28"/><path d="M0 8.5H16M8.5 0V16" stroke="${p.deep}" stroke-width=".6" opacity=".2"/>`,
      ),
  },
  cotton: {
    stitched: false,
    sheen: 0,
    defs: (p, k) =>
      tile(
        28,
        28,
        k,
        `<g fill="${p.pale}" opacity=".7"><path d="M7 3l2 4-2 4-2-4zM3 7l4-2 4 2-4 2z"/><path d="M21 17l2 4-2 4-2-4zM17 21l4-2 4 2-4 2z"/></g><g fill="${p.shade}"><circle cx="7" cy="7" r="1.2"/><circle cx="21" cy="21" r="1.2"/></g>`,
      ),
  },
  cork: {
    stitched: false,
    sheen: 0,
    defs: (p, k) =>
      tile(
        24,
        24,
        k,
        `<g fill="${p.deep}" opacity=".45"><circle cx="3" cy="4" r="1.3"/><circle cx="14" cy="2" r=".8"/><circle cx="19" cy="9" r="1.6"/><circle cx="8" cy="13" r="1"/><circle cx="2" cy="20" r=".9"/><circle cx="13" cy="21" r="1.4"/><circle cx="22" cy="18" r=".7"/></g><g fill="${p.pale}" opacity=".45"><circle cx="9" cy="6" r="1.1"/><circle cx="17" cy="15" r=".9"/><circle cx="5" cy="17" r="1.2"/><circle cx="22" cy="3" r=".8"/></g>`,
      ),
  },
  velvet: {
    stitched: false,
    sheen: 0.45,
    defs: (p, k) => tile(4, 4, k, `<path d="M1 0V4" stroke="${p.deep}" stroke-width=".8" opacity=".18"/>`),
  },
};
