import { bagImagePath, materialForName, typeForName, VIEWS, type BagType } from './bagStyles';
import { seedCategories } from './categories';
import { seedColours } from './colours';
import { seededRandom, slugify, type Random } from './random';
import { vocabulary, type Vocabulary } from './vocabulary';

export interface SeedProduct {
  id: string;
  categoryId: string;
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

export const PRODUCTS_PER_CATEGORY = 14;
const DAY_MS = 86_400_000;
/** The five price presets of the filter panel, so every preset finds products. */
const PRICE_BANDS: [number, number][] = [
  [299, 999],
  [1000, 2500],
  [2501, 5000],
  [5001, 10000],
  [10001, 24999],
];
const CRAFT = [
  'is cut and stitched in small batches by artisans we have worked with for years',
  'is made in our partner workshop, where every seam is checked by hand',
  'is our take on a design we kept seeing in old family photographs',
  'was designed with shoppers who told us exactly what their last bag got wrong',
];
const CLOSING = [
  'It pairs as well with a kurta as with jeans.',
  'An easy gift that gets used every single day.',
  'Antique-brass hardware that does not tarnish in humid weather.',
  'Reinforced stitching at the stress points so the handles stay put.',
];
const RETURN_POLICIES = [
  'Easy 7-day returns: unused, with tags and in the original dust bag. Refunds reach you in 5-7 business days after pickup.',
  '7-day returns and exchanges on unused items with tags. Free pickup in most cities; refunds in 5-7 business days.',
];

export function generateProducts(now = new Date(), seed = 20_241): SeedProduct[] {
  const rng = seededRandom(seed);
  const products: SeedProduct[] = [];
  const usedIds = new Set<string>();
  seedCategories.forEach((category, categoryIndex) => {
    const words = vocabulary[category.name] as Vocabulary;
    const prefixes = rng.shuffle(words.prefixes);
    for (let i = 0; i < PRODUCTS_PER_CATEGORY; i++) {
      let name: string;
      do name = `${prefixes[i % prefixes.length]} ${rng.pick(words.materials)} ${rng.pick(words.nouns)}`;
      while (usedIds.has(slugify(name)));
      usedIds.add(slugify(name));
      const index = products.length;
      const type = typeForName(name, category.type);
      const kind = category.name.toLowerCase().replace(/(ch)es$|s$/, '$1');
      products.push(
        makeProduct(rng, { name, categoryId: slugify(category.name), type, words, now, index, categoryIndex, kind }),
      );
    }
  });
  return products;
}

interface ProductSeedInput {
  name: string;
  categoryId: string;
  type: BagType;
  words: Vocabulary;
  now: Date;
  index: number;
  categoryIndex: number;
  /** What the shopper would call it ('handbag', 'laptop bag'), so searching the category word finds it. */
  kind: string;
}

function makeProduct(rng: Random, input: ProductSeedInput): SeedProduct {
  const { name, words } = input;
  const newPrice = priceIn(rng, PRICE_BANDS[(input.index + input.categoryIndex) % PRICE_BANDS.length]!);
  const discount = rng.next() < 0.7 ? rng.int(10, 45) : 0;
  const oldPrice = discount ? Math.max(newPrice + 50, Math.round(newPrice / (1 - discount / 100) / 10) * 10 - 1) : null;
  const ageMs = rng.int(0, 364) * DAY_MS + rng.int(0, 1439) * 60_000;
  const colours = rng.shuffle(seedColours).slice(0, rng.int(1, 4));
  return {
    id: slugify(name),
    categoryId: input.categoryId,
    name,
    description: `The ${name} ${rng.pick(CRAFT)}. This ${input.kind} ${words.useCase}. ${rng.pick(CLOSING)}`,
    returnPolicy: rng.pick(RETURN_POLICIES),
    newPrice,
    oldPrice,
    // Every tenth product is sold out; the rest carry enough stock for tests that place orders.
    stock: input.index % 10 === 3 ? 0 : rng.int(25, 200),
    specifications: specificationsFor(rng, name, words),
    createdAt: new Date(input.now.getTime() - ageMs),
    colours: colours.map((c) => ({
      name: c.name,
      hex: c.hex,
      images: VIEWS.map((view) => bagImagePath(input.type, materialForName(name), c.hex, view)),
    })),
  };
}

function priceIn(rng: Random, [low, high]: [number, number]): number {
  const rounded = Math.round(rng.int(low, high) / 100) * 100 - 1;
  return Math.min(high, Math.max(low, rounded));
}

function specificationsFor(rng: Random, name: string, words: Vocabulary) {
  const { l, w, h, grams } = words.size;
  const [length, width, height] = [rng.int(...l), rng.int(...w), rng.int(...h)];
  const material = words.materials.find((m) => name.includes(m)) ?? words.materials[0]!;
  return [
    { label: 'Material', value: `${material}, cotton-twill lining` },
    { label: 'Dimensions', value: `${length} x ${width} x ${height} cm (L x W x H)` },
    { label: 'Weight', value: `${Math.round(rng.int(...grams) / 10) * 10} g` },
    { label: 'Capacity', value: words.capacity(Math.max(1, Math.round((length * width * height) / 1000))) },
    { label: 'Closure', value: rng.pick(words.closures) },
    { label: 'Compartments', value: `${rng.int(1, 4)} inside, ${rng.int(0, 3)} outside` },
    { label: 'Care', value: 'Wipe with a soft dry cloth; keep away from direct sunlight' },
  ];
}
