import { tile, type Material } from './material';

/** Hides and what is made to look like them: grain, gloss, quilting, croc scales, nap, cork. */

export const leather: Material = {
  stitched: true,
  sheen: 0.2,
  tile: (p, k) =>
    tile(
      12,
      12,
      k,
      `<g fill="${p.deep}" opacity=".38"><circle cx="2" cy="3" r="1.3"/><circle cx="8.5" cy="1.5" r="1"/><circle cx="6" cy="7.5" r="1.4"/><circle cx="11" cy="9.5" r="1.1"/><circle cx="2.5" cy="10.5" r="1"/></g><g fill="${p.light}" opacity=".35"><circle cx="10" cy="5.5" r=".9"/><circle cx="4" cy="5.5" r=".7"/><circle cx="7" cy="11" r=".7"/></g>`,
    ),
};

export const veganLeather: Material = {
  stitched: true,
  sheen: 0.42,
  tile: (p, k) => tile(10, 10, k, `<path d="M0 10L10 0" stroke="${p.pale}" stroke-width=".6" opacity=".16"/>`),
};

export const quilted: Material = {
  stitched: true,
  sheen: 0.2,
  tile: (p, k) =>
    tile(
      30,
      30,
      k,
      `<path d="M4 4H26V26H4Z" fill="${p.pale}" opacity=".1"/><path d="M0 0H30M0 0V30" stroke="${p.deep}" stroke-width="2.6" opacity=".6"/><path d="M0 2.6H30M2.6 0V30" stroke="${p.pale}" stroke-width="1.4" opacity=".4"/><path d="M0 0H30M0 0V30" stroke="${p.pale}" stroke-width=".8" stroke-dasharray="2 2" opacity=".5"/>`,
      45,
    ),
};

export const crocEmbossed: Material = {
  stitched: true,
  sheen: 0.3,
  tile: (p, k) =>
    tile(
      28,
      20,
      k,
      `<g fill="${p.pale}" fill-opacity=".2" stroke="${p.deep}" stroke-opacity=".7" stroke-width="1.8"><rect x="1" y="1" width="12" height="8" rx="3"/><rect x="15" y="1" width="12" height="8" rx="3"/><rect x="-6" y="11" width="12" height="8" rx="3"/><rect x="8" y="11" width="12" height="8" rx="3"/><rect x="22" y="11" width="12" height="8" rx="3"/></g>`,
    ),
};

export const suede: Material = {
  stitched: false,
  sheen: 0,
  tile: (p, k) =>
    tile(
      36,
      36,
      k,
      `<path d="M0 14Q18 6 36 14M0 32Q18 24 36 32" fill="none" stroke="${p.pale}" stroke-width="5" opacity=".07"/><path d="M2 3l2 3M9 2l2 3M17 5l2 3M26 2l2 3M32 9l2 3M5 17l2 3M14 19l2 3M23 16l2 3M3 28l2 3M12 30l2 3M20 26l2 3M30 20l2 3" stroke="${p.pale}" stroke-width="1" opacity=".3"/><path d="M6 9l2 3M20 11l2 3M9 24l2 3M27 31l2 3" stroke="${p.deep}" stroke-width="1" opacity=".35"/>`,
    ),
};

export const cork: Material = {
  stitched: false,
  sheen: 0,
  tile: (p, k) =>
    tile(
      22,
      22,
      k,
      `<g fill="${p.deep}" opacity=".55"><circle cx="3" cy="4" r="1.6"/><circle cx="13" cy="2" r="1"/><circle cx="18" cy="9" r="2"/><circle cx="8" cy="12" r="1.2"/><circle cx="2" cy="18" r="1.1"/><circle cx="12" cy="19" r="1.7"/><circle cx="20" cy="17" r=".9"/><circle cx="15" cy="13" r=".7"/></g><g fill="${p.pale}" opacity=".55"><circle cx="8" cy="6" r="1.3"/><circle cx="16" cy="15" r="1"/><circle cx="5" cy="16" r="1.4"/><circle cx="20" cy="3" r="1"/><circle cx="11" cy="9" r=".7"/></g>`,
    ),
};
