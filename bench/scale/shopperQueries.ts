import { generateProducts, type SeedProduct } from '../../server/db/seed/products';
import { KINDS } from '../../server/db/seed/kinds';
import type { MaterialKey } from '../../server/db/seed/materials';

/**
 * The searches shoppers type most, from the catalogue's own vocabulary (the seed's products, which the grown
 * catalogue copies): a material and a kind ("leather tote"), a colour and a kind ("black tote"), all three, an
 * audience ("wallet for men"), a price ("tote under 1500"). Each class lists every combination the seed has at least
 * one product of, as often as the seed has products it describes ("leather tote" 8 times, "cork potli bag" once), in a
 * fixed shuffle: a run's searches are weighted as shoppers' would be. A string's later copies are other searches
 * (`freshSearches` gives each its own filter that changes no result), so no answer is kept from an earlier one.
 */
const MATERIAL_WORD: Record<MaterialKey, string> = {
  leather: 'leather',
  'vegan-leather': 'vegan leather',
  quilted: 'quilted leather',
  'croc-embossed': 'croc leather',
  suede: 'suede',
  canvas: 'canvas',
  jute: 'jute',
  bandhani: 'bandhani',
  nylon: 'nylon',
  cotton: 'cotton',
  cork: 'cork',
  velvet: 'velvet',
};
const AUDIENCE_WORDS = {
  women: ['for women', 'ladies', 'womens'],
  men: ['for men', 'mens', 'gents'],
  kids: ['for kids', 'kids', 'for girls'],
  everyone: ['for men', 'for women'],
};
const PRICE_CAPS = [500, 1000, 1500, 2000, 3000, 5000];

/** The kind's noun in a product's name, as a shopper types it ("shopper tote", "backpack"). */
const nounOf = (p: SeedProduct) => KINDS[p.kind].nouns.find((n) => p.name.endsWith(n))!.toLowerCase();
const coloursOf = (p: SeedProduct) => p.colours.map((c) => c.name.toLowerCase());

/** Every string `describe` gives the seed's products, with how many products each describes. */
function weighed(describe: (p: SeedProduct) => string[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const p of generateProducts(new Date(Date.UTC(2026, 0, 1)))) {
    for (const text of new Set(describe(p))) weights.set(text, (weights.get(text) ?? 0) + 1);
  }
  return weights;
}

/** Each string as many times as its weight, in a fixed shuffle (seeded LCG): the same order every run. */
function weightedOrder(weights: Map<string, number>): string[] {
  const out = [...weights].flatMap(([text, weight]) => Array<string>(weight).fill(text));
  let seed = 20_261_128;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const classOf = (describe: (p: SeedProduct) => string[]) => weightedOrder(weighed(describe));

export const SHOPPER_LISTS = {
  /** "leather tote", "canvas backpack". */
  kindMaterial: classOf((p) => [`${MATERIAL_WORD[p.material]} ${nounOf(p)}`]),
  /** "black tote", "navy blue sling bag". */
  colourKind: classOf((p) => coloursOf(p).map((c) => `${c} ${nounOf(p)}`)),
  /** "black leather tote". */
  colourMaterialKind: classOf((p) => coloursOf(p).map((c) => `${c} ${MATERIAL_WORD[p.material]} ${nounOf(p)}`)),
  /** "wallet for men", "ladies tote". */
  audience: classOf((p) =>
    AUDIENCE_WORDS[KINDS[p.kind].audience].map((a) =>
      a.startsWith('for ') ? `${nounOf(p)} ${a}` : `${a} ${nounOf(p)}`,
    ),
  ),
  /** "tote under 1500". */
  price: classOf((p) => PRICE_CAPS.filter((cap) => p.newPrice <= cap).map((cap) => `${nounOf(p)} under ${cap}`)),
};
