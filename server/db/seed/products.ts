import { bagImagePath, VIEWS } from './bagStyles';
import { seedCategories } from './categories';
import { seedColours } from './colours';
import { KINDS, type KindKey, type KindRule } from './kinds';
import { MATERIALS, type MaterialKey, type MaterialRule } from './materials';
import { describe, featuresOf, returnPolicy } from './productCopy';
import { seededRandom, slugify, type Random } from './random';

export interface SeedProduct {
  id: string;
  categoryId: string;
  kind: KindKey;
  material: MaterialKey;
  name: string;
  description: string;
  returnPolicy: string;
  newPrice: number;
  oldPrice: number | null;
  stock: number;
  specifications: { label: string; value: string }[];
  createdAt: Date;
  colours: { name: string; hex: string; images: string[] }[];
}

const DAY_MS = 86_400_000;
/** Old prices are a plausible 10-50 % above the price. */
export const MARKUP: [number, number] = [1.1, 1.5];

/** The demo catalogue, generated from the rules of each kind and material (same on every machine). */
export function generateProducts(now = new Date(), seed = 20_241): SeedProduct[] {
  const rng = seededRandom(seed);
  const products: SeedProduct[] = [];
  const usedIds = new Set<string>();
  for (const category of seedCategories) {
    for (const [kindKey, count] of Object.entries(category.kinds) as [KindKey, number][]) {
      const kind: KindRule = KINDS[kindKey];
      const materials = rng.shuffle(kind.materials);
      for (let i = 0; i < count; i++) {
        const materialKey = materials[i % materials.length]!;
        const material: MaterialRule = MATERIALS[materialKey];
        const label = rng.pick(material.labels);
        const noun = rng.pick(kind.nouns);
        const prefix = rng.shuffle(category.prefixes).find((p) => !usedIds.has(slugify(`${p} ${label} ${noun}`)));
        if (!prefix) throw new Error(`The seed ran out of names for ${label} ${noun}`);
        const name = `${prefix} ${label} ${noun}`;
        usedIds.add(slugify(name));
        const p = { rng, kind, material, name, prefix, label, index: products.length };
        products.push({
          id: slugify(name),
          categoryId: slugify(category.name),
          kind: kindKey,
          material: materialKey,
          ...makeProduct(p),
          createdAt: new Date(now.getTime() - rng.int(0, 364) * DAY_MS - rng.int(0, 1439) * 60_000),
        });
      }
    }
  }
  return products;
}

interface ProductInput {
  rng: Random;
  kind: KindRule;
  material: MaterialRule;
  name: string;
  prefix: string;
  label: string;
  index: number;
}

function makeProduct({ rng, kind, material, name, prefix, label, index }: ProductInput) {
  const newPrice = priceFor(rng, kind.price, material.priceSpan);
  const features = featuresOf(rng, kind, material);
  const palette = seedColours.filter((c) => !material.palette || material.palette.includes(c.name));
  const colours = rng.shuffle(palette).slice(0, rng.int(1, Math.min(4, palette.length)));
  return {
    name,
    description: describe(rng, { prefix, label, kind, material, features }),
    returnPolicy: returnPolicy(rng),
    newPrice,
    oldPrice: rng.next() < 0.7 ? oldPriceFor(rng, newPrice) : null,
    // Every tenth product is sold out; the rest carry enough stock for tests that place orders.
    stock: index % 10 === 3 ? 0 : rng.int(25, 200),
    specifications: specificationsFor(rng, kind, material, label, features),
    colours: colours.map((c) => ({
      name: c.name,
      hex: c.hex,
      images: VIEWS.map((view) => bagImagePath(kind.type, material.drawing, c.hex, view)),
    })),
  };
}

/** A price in the kind's band, placed by the material (jute low, croc-embossed high), ending in 99. */
function priceFor(rng: Random, [low, high]: [number, number], [from, to]: [number, number]): number {
  const share = from + rng.next() * (to - from);
  const raw = low * (high / low) ** share;
  const rounded = Math.round(raw / 100) * 100 - 1;
  return Math.min(high, Math.max(low, rounded));
}

function oldPriceFor(rng: Random, price: number): number {
  const [least, most] = [Math.ceil(price * MARKUP[0]), Math.floor(price * MARKUP[1])];
  const wanted = Math.round((price * (MARKUP[0] + rng.next() * (MARKUP[1] - MARKUP[0]))) / 100) * 100 - 1;
  return Math.min(most, Math.max(least, wanted));
}

function specificationsFor(rng: Random, kind: KindRule, material: MaterialRule, label: string, features: string[]) {
  const [l, w, h] = [rng.int(...kind.size.l), rng.int(...kind.size.w), rng.int(...kind.size.h)];
  const grams = Math.round((rng.int(...kind.grams) * material.weight) / 10) * 10;
  const capacity =
    kind.capacity === 'litres'
      ? `${Math.max(1, Math.round((l * w * h * 0.7) / 1000))} litres`
      : kind.capacity(() => rng.next());
  return [
    { label: 'Material', value: material.spec(label) },
    { label: 'Dimensions', value: `${l} x ${w} x ${h} cm (L x W x H)` },
    { label: 'Weight', value: `${grams} g` },
    { label: 'Capacity', value: capacity },
    { label: 'Closure', value: rng.pick(kind.closures) },
    { label: 'Features', value: features.join('; ') },
    { label: 'Care', value: material.care },
  ];
}
