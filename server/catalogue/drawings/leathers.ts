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
  // A matte nap brushed two ways: soft light sweeps over short fibres.
  tile: (p, k) =>
    tile(
      48,
      48,
      k,
      `<path d="M-4 20Q14 6 30 16T52 10M-4 44Q16 32 30 40T52 34" fill="none" stroke="${p.pale}" stroke-width="9" stroke-linecap="round" opacity=".06"/><path d="M2 3l2 3M10 2l2 3M19 5l2 3M28 2l2 3M38 6l2 3M44 12l2 3M5 17l2 3M14 24l2 3M24 20l2 3M33 26l2 3M42 22l2 3M3 30l2 3M12 36l2 3M22 31l2 3M31 40l2 3M40 36l2 3M8 44l2 3M26 45l2 3" stroke="${p.pale}" stroke-width="1" opacity=".32"/><path d="M6 9l2 3M20 11l2 3M34 14l2 3M9 27l2 3M27 33l2 3M44 42l2 3" stroke="${p.deep}" stroke-width="1.2" opacity=".35"/>`,
    ),
};

export const cork: Material = {
  stitched: false,
  sheen: 0,
  tile: (p, k) =>
    tile(
      26,
      26,
      k,
      `<g fill="${p.deep}" opacity=".6"><circle cx="3" cy="4" r="2"/><circle cx="14" cy="2" r="1.2"/><circle cx="21" cy="10" r="2.4"/><circle cx="9" cy="13" r="1.4"/><circle cx="2" cy="20" r="1.3"/><circle cx="14" cy="22" r="2"/><circle cx="24" cy="20" r="1"/><circle cx="17" cy="15" r=".8"/></g><g fill="${p.pale}" opacity=".6"><circle cx="9" cy="6" r="1.6"/><circle cx="19" cy="18" r="1.2"/><circle cx="6" cy="18" r="1.6"/><circle cx="23" cy="3" r="1.1"/><circle cx="13" cy="10" r=".9"/></g>`,
    ),
};
