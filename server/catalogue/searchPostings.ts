import { type Bits, emptyBits, setBit } from './bitset';
import { OTHER_SORTS, SortOrders } from './listingOrders';
import type { PostingArrays } from './postingArrays';
import { fingerprintOf, type PostedProduct, type ProductRanks } from './postedProduct';
import { postingListsOf, WordBits } from './wordPostings';

/**
 * Every product's words as posting lists (word → the numbers of the products that have it), the
 * products numbered newest first exactly as Postgres orders `created_at DESC, id`. A search's exact
 * total is then a union of a few sorted lists, filtered by small per-product arrays, without reading
 * one table row, and "the newest 300 that match" is the first 300 set bits (searchMatches.ts).
 * A listing that is not a search takes its page from here too (listingWalk.ts). Stock, visibility,
 * price and category are updated in place; anything that would renumber or re-word a product is a reload.
 */
export class SearchPostings {
  /** Read by the listing walk and the search; written only here. */
  readonly arrays: PostingArrays;
  readonly orders: SortOrders;
  private readonly categories = new Map<string, number>();
  private readonly categoryBits: Bits[] = [];
  private readonly productNames: string[];
  private readonly fingerprint: Float64Array;

  private constructor(
    ids: string[],
    readonly words: WordBits,
  ) {
    const size = ids.length;
    this.productNames = new Array<string>(size);
    this.fingerprint = new Float64Array(size);
    const ordinal = new Map<string, number>();
    ids.forEach((id, n) => ordinal.set(id, n));
    this.arrays = {
      size,
      ids,
      ordinal,
      category: new Int32Array(size),
      categories: this.categories,
      categoryBits: this.categoryBits,
      inStock: emptyBits(size),
      active: emptyBits(size),
      price: new Int32Array(size),
      createdRank: new Int32Array(size),
      idRank: new Int32Array(size),
      nameRank: new Int32Array(size),
      productNames: this.productNames,
    };
    this.orders = new SortOrders(this.arrays);
  }

  /** Builds from products in (created_at DESC, id) order, yielding to the event loop between chunks. */
  static async build(products: (PostedProduct & ProductRanks)[]): Promise<SearchPostings> {
    // The event loop serves requests between chunks: at 200,000 products the build takes seconds.
    const breathe = () => new Promise((resolve) => setImmediate(resolve));
    const lists = await postingListsOf(products, breathe);
    const postings = new SearchPostings(
      products.map((p) => p.id),
      new WordBits(lists, products.length),
    );
    const { idRank, nameRank, createdRank } = postings.arrays;
    let runs = 0;
    for (let n = 0; n < products.length; n++) {
      const p = products[n]!;
      postings.set(n, p);
      idRank[n] = p.idRank;
      nameRank[n] = p.nameRank;
      // Newest first: a new created_at starts the next older run; the rank counts runs from the oldest.
      if (n > 0 && p.createdAt !== products[n - 1]!.createdAt) runs++;
      createdRank[n] = -runs;
      if (n % 5_000 === 4_999) await breathe();
    }
    for (const sort of OTHER_SORTS) {
      postings.orders.of(sort);
      await breathe();
    }
    return postings;
  }

  /**
   * Takes a product's new state; false when it cannot be applied in place (a new product, another
   * created_at or other words): the caller then builds afresh. A product gone from the table is hidden.
   */
  update(id: string, product: PostedProduct | undefined): boolean {
    const n = this.arrays.ordinal.get(id);
    if (n === undefined) return product === undefined;
    if (!product) {
      setBit(this.arrays.active, n, false);
      return true;
    }
    if (this.fingerprint[n] !== fingerprintOf(product)) return false;
    this.set(n, product);
    return true;
  }

  private set(n: number, p: PostedProduct) {
    const { category, inStock, active, price, size } = this.arrays;
    let number = this.categories.get(p.category);
    if (number === undefined) this.categories.set(p.category, (number = this.categories.size));
    setBit((this.categoryBits[category[n]!] ??= emptyBits(size)), n, false);
    setBit((this.categoryBits[number] ??= emptyBits(size)), n, true);
    category[n] = number;
    if (price[n] !== p.price) this.orders.pricesChanged();
    setBit(inStock, n, p.inStock);
    setBit(active, n, p.active);
    price[n] = p.price;
    this.productNames[n] = p.productName;
    this.fingerprint[n] = fingerprintOf(p);
  }
}
