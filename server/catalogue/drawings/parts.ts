import type { Paint } from './paint';

/** A handle or strap: a rounded stroke in the shade with a light stitch down its middle. */
export const strap = (d: string, p: Paint, width = 12) =>
  `<path d="${d}" fill="none" stroke="${p.shade}" stroke-width="${width}" stroke-linecap="round"/>` +
  (width >= 8
    ? `<path d="${d}" fill="none" stroke="${p.light}" stroke-width="1.2" stroke-dasharray="4 4" opacity=".7"/>`
    : '');

/** A plain cord (drawstrings, chains seen from afar). */
export const cord = (d: string, colour: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

export const ring = (cx: number, cy: number, r: number, p: Paint) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.metal}" stroke-width="${Math.max(2, r / 3)}"/>`;

/** A zip from (x1, y) to (x2, y) with its pull at the end. */
export function zip(x1: number, y: number, x2: number, p: Paint, scale = 1): string {
  const pullX = x2 - 6 * scale;
  return (
    `<path d="M${x1} ${y}H${x2}" stroke="${p.deep}" stroke-width="${5 * scale}"/>` +
    `<path d="M${x1} ${y}H${x2}" stroke="${p.metal}" stroke-width="${3 * scale}" stroke-dasharray="${1.5 * scale} ${1.5 * scale}"/>` +
    `<rect x="${pullX - 4 * scale}" y="${y - 2 * scale}" width="${8 * scale}" height="${18 * scale}" rx="${3 * scale}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="${scale}"/>`
  );
}

export const snap = (cx: number, cy: number, r: number, p: Paint) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="${r / 5}"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 3}" fill="#fff" opacity=".45"/>`;

/** A turn-lock clasp: a plate with a turning bar. */
export const turnLock = (cx: number, cy: number, s: number, p: Paint) =>
  `<rect x="${cx - 14 * s}" y="${cy - 10 * s}" width="${28 * s}" height="${20 * s}" rx="${4 * s}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="${s}"/>` +
  `<rect x="${cx - 3 * s}" y="${cy - 8 * s}" width="${6 * s}" height="${16 * s}" rx="${2 * s}" fill="${p.metalDark}"/>`;

/** A buckle on a strap running down from (cx, top) to (cx, bottom). */
export const buckle = (cx: number, top: number, bottom: number, width: number, p: Paint) =>
  `<path d="M${cx} ${top}V${bottom}" stroke="${p.shade}" stroke-width="${width}" stroke-linecap="round"/>` +
  `<rect x="${cx - width * 0.8}" y="${(top + bottom) / 2 - width * 0.6}" width="${width * 1.6}" height="${width * 1.2}" rx="${width / 5}" fill="none" stroke="${p.metal}" stroke-width="${width / 4}"/>` +
  `<path d="M${cx} ${(top + bottom) / 2 - width * 0.6}V${(top + bottom) / 2 + width * 0.6}" stroke="${p.metal}" stroke-width="${width / 5}"/>`;

export const tassel = (x: number, y: number, s: number, p: Paint) =>
  `<circle cx="${x}" cy="${y}" r="${5 * s}" fill="${p.metal}"/><path d="M${x - 5 * s} ${y + 4 * s}L${x - 7 * s} ${y + 26 * s}H${x + 7 * s}L${x + 5 * s} ${y + 4 * s}Z" fill="${p.metal}"/><path d="M${x - 3 * s} ${y + 8 * s}V${y + 25 * s}M${x + 3 * s} ${y + 8 * s}V${y + 25 * s}" stroke="${p.metalDark}" stroke-width="${s}"/>`;

/** Rounded rectangle as path data, so it can live in a body group. */
export const box = (x: number, y: number, w: number, h: number, r: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`;

export const path = (d: string) => `<path d="${d}"/>`;
