/** The colours one drawing uses, all derived from the swatch so overlays never change its hue. */
export interface Paint {
  /** the swatch itself, '#rrggbb' */
  fill: string;
  /** the swatch darkened: gussets, flaps' undersides, shadows */
  shade: string;
  deep: string;
  /** the swatch lightened: stitching, highlights */
  light: string;
  pale: string;
  metal: string;
  metalDark: string;
}

/** Blends two 6-digit hex colours (no '#'); `amount` of `other`. */
export function mix(hex: string, other: string, amount: number): string {
  const channel = (h: string, i: number) => parseInt(h.slice(i, i + 2), 16);
  const out = [0, 2, 4].map((i) => Math.round(channel(hex, i) * (1 - amount) + channel(other, i) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function paintFor(hex: string): Paint {
  return {
    fill: `#${hex}`,
    shade: mix(hex, '000000', 0.28),
    deep: mix(hex, '000000', 0.55),
    light: mix(hex, 'ffffff', 0.45),
    pale: mix(hex, 'ffffff', 0.8),
    metal: '#c9a24a',
    metalDark: '#8a6a24',
  };
}
