/** The filters of a listing besides the search itself, as `listProducts` applies them in SQL. */
export interface PostingFilters {
  categoryId?: string;
  exclude?: string;
  inStock: boolean;
  minPrice?: number;
  maxPrice?: number;
}

/** One product as the posting lists know it; `words` and `names` are its search_tokens and name_tokens. */
export interface PostedProduct {
  id: string;
  category: string;
  inStock: boolean;
  active: boolean;
  price: number;
  productName: string;
  /** created_at as Postgres prints it: products are numbered in (created_at DESC, id) order. */
  createdAt: string;
  words: string;
  names: string;
}

/**
 * Where a product stands in the orders Postgres sorts by (at the build: they never change in place):
 * `idRank` its id's place in `ORDER BY id`, `nameRank` its name's in `ORDER BY product_name` (equal
 * names share one), both in the database's own collation.
 */
export interface ProductRanks {
  idRank: number;
  nameRank: number;
}

/**
 * A 53-bit hash (cyrb53) of what fixes a product's number, words and place by name: unchanged, an
 * update applies in place.
 */
export function fingerprintOf(p: PostedProduct): number {
  const text = `${p.createdAt}\n${p.words}\n${p.names}\n${p.productName}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
