import { bitCount, type Bits, forEachBit, hasBit, intersection, populationCount, setBit, union } from './bitset';
import { isNumberOrder, OTHER_SORTS, sortedNumbers, sortName, type ListingSort } from './listingOrders';
import { fingerprintOf, type PostedProduct, type PostingFilters, type ProductRanks } from './postedProduct';
import { NAME_POINTS, TEXT_POINTS } from './productSearch';

// A word used by more than this many products per 32 is ORed in from a bitset of its own.
const DENSE_SHARE = 2;

/**
 * Every product's words as posting lists (word → the numbers of the products that have it), the
 * products numbered newest first exactly as Postgres orders `created_at DESC, id`. A search's exact
 * total is then a union of a few sorted lists, filtered by small per-product arrays, without reading
 * one table row, and "the newest 300 that match" is the first 300 set bits. Stock, visibility, price
 * and category are updated in place; anything that would renumber or re-word a product is a reload.
 * A listing that is not a search takes its page from here too (`page`): the k-th match is found by
 * population counts over whole words of bits, or by walking a sort's permutation, whatever the depth.
 */
export class SearchPostings {
  private readonly ordinal = new Map<string, number>();
  private readonly category: Int32Array;
  private readonly categories = new Map<string, number>();
  /** Per category number, its products as bits. */
  private readonly categoryBits: Bits[] = [];
  private readonly inStock: Bits;
  private readonly active: Bits;
  private readonly price: Int32Array;
  private readonly createdRank: Int32Array;
  private readonly idRank: Int32Array;
  private readonly nameRank: Int32Array;
  /** Product numbers in each other sort's order (sortName → numbers); a price sort is redone after a price change. */
  private readonly orders = new Map<string, Int32Array>();
  private levels?: { prices: Int32Array; level: Int32Array };
  private readonly fingerprint: Float64Array;
  private readonly productNames: string[];
  /** Bitsets of the common words, made on first use (the lists never change in place: new words rebuild). */
  private readonly dense = new Map<string, Bits>();
  private none?: Bits;
  readonly size: number;

  private constructor(
    private readonly ids: string[],
    private readonly words: Map<string, Int32Array>,
    private readonly names: Map<string, Int32Array>,
  ) {
    this.size = ids.length;
    this.category = new Int32Array(this.size);
    this.inStock = new Uint32Array((this.size + 31) >>> 5);
    this.active = new Uint32Array((this.size + 31) >>> 5);
    this.price = new Int32Array(this.size);
    this.createdRank = new Int32Array(this.size);
    this.idRank = new Int32Array(this.size);
    this.nameRank = new Int32Array(this.size);
    this.fingerprint = new Float64Array(this.size);
    this.productNames = new Array<string>(this.size);
    ids.forEach((id, n) => this.ordinal.set(id, n));
  }

  /** Builds from products in (created_at DESC, id) order, yielding to the event loop between chunks. */
  static async build(products: (PostedProduct & ProductRanks)[]): Promise<SearchPostings> {
    const words = new Map<string, number[]>();
    const names = new Map<string, number[]>();
    const add = (lists: Map<string, number[]>, text: string, n: number) => {
      for (const word of text.split(' ')) {
        if (!word) continue;
        const list = lists.get(word);
        if (list) list.push(n);
        else lists.set(word, [n]);
      }
    };
    // The event loop serves requests between chunks: at 200,000 products the build takes seconds.
    const breathe = () => new Promise((resolve) => setImmediate(resolve));
    for (let n = 0; n < products.length; n++) {
      add(words, products[n]!.words, n);
      add(names, products[n]!.names, n);
      if (n % 5_000 === 4_999) await breathe();
    }
    const typed = async (lists: Map<string, number[]>) => {
      const out = new Map<string, Int32Array>();
      for (const [word, list] of lists) {
        out.set(word, Int32Array.from(list));
        if (list.length > 50_000) await breathe();
      }
      return out;
    };
    const postings = new SearchPostings(
      products.map((p) => p.id),
      await typed(words),
      await typed(names),
    );
    let runs = 0;
    for (let n = 0; n < products.length; n++) {
      const p = products[n]!;
      postings.set(n, p);
      postings.idRank[n] = p.idRank;
      postings.nameRank[n] = p.nameRank;
      // Newest first: a new created_at starts the next older run; the rank counts runs from the oldest.
      if (n > 0 && p.createdAt !== products[n - 1]!.createdAt) runs++;
      postings.createdRank[n] = -runs;
      if (n % 5_000 === 4_999) await breathe();
    }
    for (const sort of OTHER_SORTS) {
      postings.orderOf(sort);
      await breathe();
    }
    return postings;
  }

  /**
   * Takes a product's new state; false when it cannot be applied in place (a new product, another
   * created_at or other words): the caller then builds afresh. A product gone from the table is hidden.
   */
  update(id: string, product: PostedProduct | undefined): boolean {
    const n = this.ordinal.get(id);
    if (n === undefined) return product === undefined;
    if (!product) {
      setBit(this.active, n, false);
      return true;
    }
    if (this.fingerprint[n] !== fingerprintOf(product)) return false;
    this.set(n, product);
    return true;
  }

  private set(n: number, p: PostedProduct) {
    let category = this.categories.get(p.category);
    if (category === undefined) this.categories.set(p.category, (category = this.categories.size));
    setBit((this.categoryBits[this.category[n]!] ??= new Uint32Array(this.inStock.length)), n, false);
    setBit((this.categoryBits[category] ??= new Uint32Array(this.inStock.length)), n, true);
    this.category[n] = category;
    if (this.price[n] !== p.price) {
      for (const order of ['asc', 'desc']) this.orders.delete(`newPrice:${order}`);
      this.levels = undefined;
    }
    setBit(this.inStock, n, p.inStock);
    setBit(this.active, n, p.active);
    this.price[n] = p.price;
    this.productNames[n] = p.productName;
    this.fingerprint[n] = fingerprintOf(p);
  }

  /** Products with any of the words (`names`: in the name), as a bitset over product numbers. */
  private bits(termWords: string[], names = false): Bits {
    const lists = names ? this.names : this.words;
    const known = termWords.filter((word) => lists.has(word));
    // Bitsets handed out are only ever read: a grade without words, or one common word, costs no copy.
    if (known.length === 0) return (this.none ??= new Uint32Array((this.size + 31) >>> 5));
    if (known.length === 1 && lists.get(known[0]!)!.length >= this.active.length * DENSE_SHARE) {
      return this.denseBits(known[0]!, names);
    }
    const bits = new Uint32Array((this.size + 31) >>> 5);
    for (const word of known) {
      const list = lists.get(word)!;
      if (list.length < bits.length * DENSE_SHARE) {
        for (const n of list) bits[n >>> 5]! |= 1 << (n & 31);
        continue;
      }
      const dense = this.denseBits(word, names);
      for (let i = 0; i < bits.length; i++) bits[i]! |= dense[i]!;
    }
    return bits;
  }

  /**
   * A common word ("bag": 127,000 products of 200,000) is kept as a bitset of its own, made once:
   * adding it is then a few thousand word-wide ORs instead of a hundred thousand bit settings.
   */
  private denseBits(word: string, names: boolean): Bits {
    const key = `${names ? 'n' : 'w'}:${word}`;
    let dense = this.dense.get(key);
    if (!dense) {
      dense = new Uint32Array((this.size + 31) >>> 5);
      for (const n of (names ? this.names : this.words).get(word)!) dense[n >>> 5]! |= 1 << (n & 31);
      this.dense.set(key, dense);
    }
    return dense;
  }

  private passes(f: PostingFilters): (n: number) => boolean {
    const category = f.categoryId === undefined ? undefined : (this.categories.get(f.categoryId) ?? -1);
    const excluded = f.exclude === undefined ? -1 : (this.ordinal.get(f.exclude) ?? -1);
    return (n) =>
      hasBit(this.active, n) &&
      (category === undefined || this.category[n] === category) &&
      (!f.inStock || hasBit(this.inStock, n)) &&
      (f.minPrice === undefined || this.price[n]! >= f.minPrice) &&
      (f.maxPrice === undefined || this.price[n]! <= f.maxPrice) &&
      n !== excluded;
  }

  /** Product numbers in a sort's order (`ORDER BY key, p.id`), sorted once and again after a price change. */
  private orderOf(sort: ListingSort): Int32Array {
    let order = this.orders.get(sortName(sort));
    if (!order) {
      const keys = { price: this.price, nameRank: this.nameRank, createdRank: this.createdRank, idRank: this.idRank };
      this.orders.set(sortName(sort), (order = sortedNumbers(sort, keys)));
    }
    return order;
  }

  /** The distinct prices ascending, and each product's place among them: made from the price order, redone with it. */
  private priceLevels(): { prices: Int32Array; level: Int32Array } {
    if (this.levels) return this.levels;
    const prices: number[] = [];
    const level = new Int32Array(this.size);
    for (const n of this.orderOf({ sortBy: 'newPrice', sortOrder: 'asc' })) {
      if (prices.at(-1) !== this.price[n]) prices.push(this.price[n]!);
      level[n] = prices.length - 1;
    }
    return (this.levels = { prices: Int32Array.from(prices), level });
  }

  /**
   * Word `i` of the shown products passing the filters but the price: shown, in stock, in the
   * category, not the excluded one, ANDed 32 at a time.
   */
  private matchWord(f: PostingFilters): (i: number) => number {
    let category: Bits | undefined;
    if (f.categoryId !== undefined) {
      const number = this.categories.get(f.categoryId);
      if (number === undefined) return () => 0;
      category = this.categoryBits[number];
    }
    const excluded = f.exclude === undefined ? -1 : (this.ordinal.get(f.exclude) ?? -1);
    const { active, inStock } = this;
    return (i) => {
      let word = active[i]!;
      if (f.inStock) word &= inStock[i]!;
      if (category) word &= category[i]!;
      if (excluded >>> 5 === i && excluded !== -1) word &= ~(1 << (excluded & 31));
      return word;
    };
  }

  /**
   * The ids of one page of a listing that is not a search, exactly as `ORDER BY key, p.id LIMIT size
   * OFFSET offset` over the shown products passing the filters. Newest first without a price bound:
   * whole words of matches are skipped by their population count (6,250 words at 200,000 products);
   * otherwise the sort's permutation is walked to the page, at most the whole catalogue once.
   */
  page(filters: PostingFilters, sort: ListingSort, offset: number, size: number): string[] {
    const ids: string[] = [];
    const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
    if (isNumberOrder(sort) && !priced) {
      const matchWord = this.matchWord(filters);
      let skip = offset;
      for (let i = 0; i < this.active.length && ids.length < size; i++) {
        let word = matchWord(i);
        if (skip > 0) {
          const inWord = bitCount(word);
          if (inWord <= skip) {
            skip -= inWord;
            continue;
          }
        }
        while (word !== 0 && ids.length < size) {
          const low = word & -word;
          word ^= low;
          if (skip > 0) skip--;
          else ids.push(this.ids[(i << 5) + 31 - Math.clz32(low)]!);
        }
      }
      return ids;
    }
    const passes = this.passes(filters);
    const order = isNumberOrder(sort) ? undefined : this.orderOf(sort);
    let skip = offset;
    for (let k = 0; k < this.size && ids.length < size; k++) {
      const n = order ? order[k]! : k;
      if (!passes(n)) continue;
      if (skip > 0) skip--;
      else ids.push(this.ids[n]!);
    }
    return ids;
  }

  /** How many shown products pass the filters (no search): the listing's exact total. */
  countShown(filters: PostingFilters): number {
    if (filters.minPrice === undefined && filters.maxPrice === undefined) {
      const matchWord = this.matchWord(filters);
      let total = 0;
      for (let i = 0; i < this.active.length; i++) total += bitCount(matchWord(i));
      return total;
    }
    const passes = this.passes(filters);
    let total = 0;
    for (let n = 0; n < this.size; n++) if (passes(n)) total++;
    return total;
  }

  /** How many shown products pass the filters and have a word of any term: the search's exact total. */
  count(terms: string[][], filters: PostingFilters): number {
    const any = union(terms.map((t) => this.bits(t)));
    // Shown (and in stock) are bitsets too: with no other filter the total is a population count.
    const { categoryId, exclude, minPrice, maxPrice } = filters;
    if ([categoryId, exclude, minPrice, maxPrice].every((f) => f === undefined)) {
      return populationCount(intersection([any, this.active, ...(filters.inStock ? [this.inStock] : [])]));
    }
    const passes = this.passes(filters);
    let total = 0;
    forEachBit(any, (n) => {
      if (passes(n)) total++;
      return true;
    });
    return total;
  }

  /** How many shown products passing the filters (the price bounds aside) cost each price, prices ascending. */
  prices(filters: PostingFilters): { price: number; n: number }[] {
    const matchWord = this.matchWord(filters);
    const levels = this.priceLevels();
    const counts = new Int32Array(levels.prices.length);
    for (let i = 0; i < this.active.length; i++) {
      for (let word = matchWord(i); word !== 0; word &= word - 1) {
        counts[levels.level[(i << 5) + 31 - Math.clz32(word & -word)]!]!++;
      }
    }
    return [...levels.prices].map((price, i) => ({ price, n: counts[i]! })).filter((p) => p.n > 0);
  }

  /**
   * A search's ranking (productSearch's rules, worked out here instead of in SQL): the candidates are
   * the newest `limit` passing the filters of each tier — all terms in the name, all anywhere (with two
   * terms or more), each term in the name, any — ordered by terms matched, score, the phrase in the
   * name, newest. Scores are kept in whole ten-thousandths (weights have three decimals, points one),
   * so ties are ties exactly as in Postgres' numeric.
   */
  rank(terms: RankedTerm[], phrase: string, filters: PostingFilters, limit: number): string[] {
    const grades = terms.map((t) => ({
      text: t.grades.map((g) => this.bits(g)),
      name: t.grades.map((g) => this.bits(g, true)),
      weight: Math.round(t.weight * 1000),
    }));
    const anywhere = grades.map((g) => union(g.text));
    const inName = grades.map((g) => union(g.name));
    const tiers = [
      ...(terms.length > 1 ? [intersection(inName), intersection(anywhere)] : []),
      ...inName,
      union(anywhere),
    ];
    const passes = this.passes(filters);
    const chosen = new Set<number>();
    for (const tier of tiers) {
      let taken = 0;
      forEachBit(tier, (n) => {
        if (!passes(n)) return true;
        chosen.add(n);
        return ++taken < limit;
      });
    }
    const typed = phrase.toLowerCase();
    const ranked = [...chosen].map((n) => {
      let matched = 0;
      let score = 0;
      grades.forEach((g, t) => {
        if (hasBit(anywhere[t]!, n)) matched++;
        const name = g.name.findIndex((bits) => hasBit(bits, n));
        const text = name === -1 ? g.text.findIndex((bits) => hasBit(bits, n)) : -1;
        if (name !== -1) score += g.weight * NAME_TENTHS[name]!;
        else if (text !== -1) score += g.weight * TEXT_TENTHS[text]!;
      });
      return { n, matched, score, inName: this.productNames[n]!.toLowerCase().includes(typed) };
    });
    ranked.sort(
      (a, b) => b.matched - a.matched || b.score - a.score || Number(b.inName) - Number(a.inName) || a.n - b.n,
    );
    return ranked.slice(0, limit).map((r) => this.ids[r.n]!);
  }
}

/** A search term as the ranking weighs it (productSearch's PlannedTerm). */
export interface RankedTerm {
  weight: number;
  grades: string[][];
}

// productSearch's points, in tenths.
const tenths = (points: number[]) => points.map((p) => Math.round(p * 10));
const NAME_TENTHS = tenths(NAME_POINTS);
const TEXT_TENTHS = tenths(TEXT_POINTS);
