/**
 * Material words and the material facet values (the families of migration 240's `material_family()`) they ask
 * for (docs/decisions/026-colour-material-and-hindi-words.md). Tried in order, each taking its words out of the
 * search: vegan and faux leather before "leather". "Leather" is the leather family (full-grain, quilted, croc-embossed:
 * not vegan, not suede), as the facet shows it; "denim" is cotton, the family its spec would fall in.
 */
export const MATERIAL_WORDS: { pattern: RegExp; materials: string[] }[] = [
  {
    pattern:
      /\b(?:(?:vegan|faux|pu|synthetic|artificial|imitation|fake)\s+leather|polyurethane|rexine|leatherette)\b/gu,
    materials: ['vegan-leather'],
  },
  {
    pattern: /\b(?:(?:genuine|real|pure|full[\s-]?grain)\s+)?(?:leather|chamda|chamde|chamra|cowhide|lambskin)\b/gu,
    materials: ['leather'],
  },
  { pattern: /\bsuede\b/gu, materials: ['suede'] },
  { pattern: /\b(?:waxed\s+)?canvas\b/gu, materials: ['canvas'] },
  { pattern: /\bjute\b/gu, materials: ['jute'] },
  { pattern: /\b(?:cotton|denim|kapda)\b/gu, materials: ['cotton'] },
  { pattern: /\b(?:nylon|polyester)\b/gu, materials: ['nylon'] },
  { pattern: /\b(?:silk|silken)\b/gu, materials: ['silk'] },
  { pattern: /\b(?:velvet|velour)\b/gu, materials: ['velvet'] },
  { pattern: /\bcork\b/gu, materials: ['cork'] },
];
