import type { KindRule } from './kinds';
import type { MaterialRule } from './materials';
import type { Random } from './random';

// "For men" and "for women" only where the product is; a search for either finds unisex ones next.
const AUDIENCE: Record<KindRule['audience'], string> = {
  women: ' for women',
  men: ' for men',
  kids: ' for kids',
  everyone: ', unisex,',
};
const CLOSING = [
  'It pairs as well with a kurta as with jeans.',
  'An easy gift that gets used every single day.',
  'Antique-brass hardware that does not tarnish in humid weather.',
];
const HANDLES_CLOSING = 'Reinforced stitching at the stress points so the handles stay put.';
const SMALL_GOODS = new Set(['wallet', 'card-holder', 'pouch']);
const RETURN_POLICIES = [
  'Easy 7-day returns: unused, with tags and in the original dust bag. Refunds reach you in 5-7 business days after pickup.',
  '7-day returns and exchanges on unused items with tags. Free pickup in most cities; refunds in 5-7 business days.',
];

export interface ProductWords {
  prefix: string;
  label: string;
  kind: KindRule;
  material: MaterialRule;
  features: string[];
}

/** The description says what the product is, for whom, what it holds and its features, in that order. */
export function describe(rng: Random, w: ProductWords): string {
  const article = /^[aeiou]/i.test(w.label) ? 'An' : 'A';
  const closings = SMALL_GOODS.has(w.kind.type) ? CLOSING : [...CLOSING, HANDLES_CLOSING];
  return [
    `${article} ${w.label.toLowerCase()} ${w.kind.word}${AUDIENCE[w.kind.audience]} from our ${w.prefix} collection.`,
    `${w.kind.holds}.`,
    `${w.features.join('. ')}.`,
    rng.pick(closings),
  ].join(' ');
}

export const returnPolicy = (rng: Random) => rng.pick(RETURN_POLICIES);

/** Two features of the kind and one of the material. */
export const featuresOf = (rng: Random, kind: KindRule, material: MaterialRule) => [
  ...kind.features,
  rng.pick(material.features),
];
