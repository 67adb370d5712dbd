import type { BagStyle, BagView } from '../db/seed/bagStyles';

interface Paint {
  fill: string;
  shade: string;
  light: string;
  metal: string;
}

/** One drawing per style on a 400×400 canvas; `p` carries the colour and its shades. */
const SHAPES: Record<BagStyle, (p: Paint) => string> = {
  tote: (
    p,
  ) => `<path d="M135 160Q150 60 185 160M215 160Q250 60 265 160" fill="none" stroke="${p.shade}" stroke-width="12" stroke-linecap="round"/>
<path d="M105 160H295L315 340H85Z" fill="${p.fill}"/><path d="M150 230H250V300H150Z" fill="${p.shade}" opacity=".35"/>
<path d="M112 175H288" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 6"/>`,
  handbag: (
    p,
  ) => `<path d="M150 175Q200 70 250 175" fill="none" stroke="${p.shade}" stroke-width="14" stroke-linecap="round"/>
<rect x="90" y="170" width="220" height="165" rx="34" fill="${p.fill}"/><path d="M90 205Q200 265 310 205V190Q200 245 90 190Z" fill="${p.shade}"/>
<rect x="186" y="222" width="28" height="22" rx="5" fill="${p.metal}"/>`,
  backpack: (p) => `<path d="M170 100Q200 60 230 100" fill="none" stroke="${p.shade}" stroke-width="10"/>
<rect x="115" y="95" width="170" height="250" rx="55" fill="${p.fill}"/><rect x="142" y="225" width="116" height="92" rx="20" fill="${p.shade}"/>
<path d="M150 240H250" stroke="${p.metal}" stroke-width="4"/><path d="M130 150Q200 120 270 150" fill="none" stroke="${p.light}" stroke-width="4"/>`,
  sling: (p) => `<path d="M135 215L255 45L275 215" fill="none" stroke="${p.shade}" stroke-width="9"/>
<rect x="115" y="205" width="170" height="115" rx="26" fill="${p.fill}"/><path d="M115 235Q115 205 145 205H255Q285 205 285 235V262H115Z" fill="${p.shade}"/>
<circle cx="200" cy="262" r="8" fill="${p.metal}"/>`,
  clutch: (p) => `<rect x="85" y="165" width="230" height="130" rx="12" fill="${p.fill}"/>
<path d="M85 172L200 248L315 172" fill="${p.shade}"/><circle cx="200" cy="246" r="11" fill="${p.metal}"/>
<path d="M100 280H300" stroke="${p.light}" stroke-width="3" stroke-dasharray="3 7"/>`,
  laptop: (
    p,
  ) => `<rect x="162" y="110" width="76" height="50" rx="14" fill="none" stroke="${p.shade}" stroke-width="12"/>
<rect x="75" y="150" width="250" height="185" rx="14" fill="${p.fill}"/><path d="M75 165Q75 150 90 150H310Q325 150 325 165V215H75Z" fill="${p.shade}"/>
<rect x="130" y="205" width="22" height="30" rx="4" fill="${p.metal}"/><rect x="248" y="205" width="22" height="30" rx="4" fill="${p.metal}"/>`,
  duffel: (p) => `<path d="M150 180Q200 90 250 180" fill="none" stroke="${p.shade}" stroke-width="12"/>
<rect x="65" y="170" width="270" height="150" rx="72" fill="${p.fill}"/><ellipse cx="90" cy="245" rx="22" ry="62" fill="${p.shade}"/>
<ellipse cx="310" cy="245" rx="22" ry="62" fill="${p.shade}"/><path d="M110 190H290" stroke="${p.metal}" stroke-width="5"/>`,
  wallet: (p) => `<rect x="95" y="140" width="210" height="140" rx="16" fill="${p.fill}"/>
<path d="M200 140V280" stroke="${p.shade}" stroke-width="4"/><path d="M215 170H285M215 195H285M215 220H285" stroke="${p.light}" stroke-width="6"/>
<rect x="104" y="149" width="192" height="122" rx="10" fill="none" stroke="${p.light}" stroke-width="2" stroke-dasharray="6 5"/>`,
  potli: (p) => `<path d="M160 165Q80 265 125 325Q200 355 275 325Q320 265 240 165Z" fill="${p.fill}"/>
<path d="M150 170Q200 185 250 170" fill="none" stroke="${p.shade}" stroke-width="12"/><path d="M175 175L150 250M225 175L250 250" stroke="${p.metal}" stroke-width="3"/>
<circle cx="150" cy="258" r="9" fill="${p.metal}"/><circle cx="250" cy="258" r="9" fill="${p.metal}"/><path d="M130 290Q200 315 270 290" fill="none" stroke="${p.metal}" stroke-width="4" stroke-dasharray="2 8"/>`,
};

/** Each view is the same drawing framed differently: front, a turned side, a close-up of the hardware. */
const FRAMES: Record<BagView, { viewBox: string; transform: string }> = {
  front: { viewBox: '0 0 400 400', transform: '' },
  side: { viewBox: '0 0 400 400', transform: 'translate(200 0) scale(.72 1) skewY(-6) translate(-200 20)' },
  detail: { viewBox: '100 140 200 200', transform: '' },
};

export function bagSvg(style: BagStyle, hex: string, view: BagView, background = '#f7f1ea'): string {
  const fill = `#${hex}`;
  const paint: Paint = { fill, shade: mix(hex, '000000', 0.3), light: mix(hex, 'ffffff', 0.45), metal: '#c9a24a' };
  const frame = FRAMES[view];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${frame.viewBox}" width="400" height="400" role="img" aria-label="${style} bag">
<rect x="0" y="0" width="400" height="400" fill="${background}"/><ellipse cx="200" cy="352" rx="140" ry="14" fill="#000" opacity=".08"/>
<g transform="${frame.transform}">${SHAPES[style](paint)}</g></svg>`;
}

export function categorySvg(style: BagStyle, hex: string): string {
  return bagSvg(style, hex, 'front', mix(hex, 'ffffff', 0.85));
}

/** Blends two 6-digit hex colours; `amount` of `other`. */
function mix(hex: string, other: string, amount: number): string {
  const channel = (h: string, i: number) => parseInt(h.slice(i, i + 2), 16);
  const out = [0, 2, 4].map((i) => Math.round(channel(hex, i) * (1 - amount) + channel(other, i) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
