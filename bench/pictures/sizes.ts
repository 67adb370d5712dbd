// Bytes of every generated picture: node --import tsx bench/pictures/sizes.ts
import { categorySvg } from '../../server/catalogue/drawings/banner';
import { bagSvg } from '../../server/catalogue/drawings/render';
import { BAG_MATERIALS, BAG_TYPES, VIEWS } from '../../server/db/seed/bagStyles';
import { seedColours } from '../../server/db/seed/colours';

const hexes = seedColours.map((c) => c.hex.slice(1));
const summary = (label: string, sizes: number[]) => {
  const sorted = [...sizes].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(`${label}: n=${sorted.length} min=${sorted[0]} median=${at(0.5)} p95=${at(0.95)} max=${at(1)} bytes`);
};
const pictures = BAG_TYPES.flatMap((type) =>
  BAG_MATERIALS.flatMap((material) => VIEWS.map((view) => ({ type, material, view }))),
);
summary(
  'type × material × view',
  pictures.map(({ type, material, view }, i) =>
    Buffer.byteLength(bagSvg(type, material, hexes[i % hexes.length]!, view)),
  ),
);
summary(
  'category banners (type × colour)',
  BAG_TYPES.flatMap((type) => hexes.map((hex) => Buffer.byteLength(categorySvg(type, hex)))),
);
const largest = pictures
  .map((p) => ({ ...p, bytes: Buffer.byteLength(bagSvg(p.type, p.material, 'c68e5b', p.view)) }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 3);
console.log('largest:', largest.map((l) => `${l.type}/${l.material}/${l.view} ${l.bytes}`).join(', '));
