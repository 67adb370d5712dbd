import type { BagMaterial } from '../../db/seed/bagStyles';
import { canvas, cotton, bandhani, jute, nylon, velvet } from './fabrics';
import { cork, crocEmbossed, leather, quilted, suede, veganLeather } from './leathers';
import type { Material } from './material';
import type { Paint } from './paint';

export const MATERIALS: Record<BagMaterial, Material> = {
  leather,
  'vegan-leather': veganLeather,
  quilted,
  'croc-embossed': crocEmbossed,
  canvas,
  suede,
  jute,
  bandhani,
  nylon,
  cotton,
  cork,
  velvet,
};

/** The light on a material: a gloss from the top left, or a pile lit in the middle. */
export function sheenGradient(m: Material, p: Paint, id: string): string {
  if (!m.sheen) return '';
  if (m.pile) {
    return `<radialGradient id="g${id}" cx=".42" cy=".4" r=".7"><stop offset="0" stop-color="${p.pale}" stop-opacity="${m.sheen}"/><stop offset=".55" stop-color="${p.pale}" stop-opacity="0"/><stop offset="1" stop-color="${p.deep}" stop-opacity="${m.sheen * 1.4}"/></radialGradient>`;
  }
  return `<linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset=".1" stop-color="${p.pale}" stop-opacity="${m.sheen}"/><stop offset=".45" stop-color="${p.pale}" stop-opacity="0"/><stop offset="1" stop-color="${p.deep}" stop-opacity="${m.sheen / 2}"/></linearGradient>`;
}
