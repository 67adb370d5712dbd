import { tile, type Material } from './material';

/** Woven, dyed and printed cloth: canvas, jute, bandhani, nylon, cotton, velvet. */

export const canvas: Material = {
  stitched: false,
  sheen: 0,
  tile: (p, k) =>
    tile(
      8,
      8,
      k,
      `<path d="M0 2H4M4 6H8" stroke="${p.pale}" stroke-width="2" opacity=".22"/><path d="M2 4V8M6 0V4" stroke="${p.deep}" stroke-width="2" opacity=".2"/>`,
    ),
};

export const jute: Material = {
  stitched: false,
  sheen: 0,
  tile: (p, k) =>
    tile(
      20,
      20,
      k,
      `<rect width="20" height="20" fill="${p.deep}" opacity=".35"/><path d="M0 5H10M10 15H20" stroke="${p.pale}" stroke-width="8" opacity=".45"/><path d="M5 10V20M15 0V10" stroke="${p.pale}" stroke-width="8" opacity=".3"/><path d="M1 3.5H9M11 13.5H19M1 6.5H9M11 16.5H19M3.5 11V19M13.5 1V9M6.5 11V19M16.5 1V9" stroke="${p.deep}" stroke-width=".7" opacity=".45"/>`,
    ),
};

export const bandhani: Material = {
  stitched: false,
  sheen: 0,
  tile: (p, k) =>
    tile(
      20,
      20,
      k,
      `<g fill="${p.pale}"><circle cx="5" cy="5" r="2.8"/><circle cx="15" cy="15" r="2.8"/></g><g fill="${p.shade}"><circle cx="5" cy="5" r="1"/><circle cx="15" cy="15" r="1"/></g><g fill="${p.pale}" opacity=".6"><circle cx="15" cy="5" r="1.3"/><circle cx="5" cy="15" r="1.3"/></g>`,
    ),
};

export const nylon: Material = {
  stitched: false,
  sheen: 0.38,
  tile: (p, k) =>
    tile(
      14,
      14,
      k,
      `<path d="M0 .5H14M.5 0V14" stroke="${p.pale}" stroke-width="1" opacity=".2"/><path d="M0 7.5H14M7.5 0V14" stroke="${p.deep}" stroke-width=".6" opacity=".16"/>`,
    ),
};

export const cotton: Material = {
  stitched: false,
  sheen: 0,
  tile: (p, k) =>
    tile(
      28,
      28,
      k,
      `<g fill="${p.pale}" opacity=".75"><path d="M7 2l2.4 5-2.4 5-2.4-5zM2 7l5-2.4 5 2.4-5 2.4z"/><path d="M21 16l2.4 5-2.4 5-2.4-5zM16 21l5-2.4 5 2.4-5 2.4z"/></g><g fill="${p.shade}"><circle cx="7" cy="7" r="1.4"/><circle cx="21" cy="21" r="1.4"/></g><g fill="${p.pale}" opacity=".5"><circle cx="21" cy="7" r="1"/><circle cx="7" cy="21" r="1"/></g>`,
    ),
};

export const velvet: Material = {
  stitched: false,
  sheen: 0.55,
  pile: true,
  tile: (p, k) =>
    tile(
      24,
      24,
      k,
      `<path d="M1 0V24M5 0V24M9 0V24M13 0V24M17 0V24M21 0V24" stroke="${p.deep}" stroke-width=".8" opacity=".15"/>`,
    ),
};
