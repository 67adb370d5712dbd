import { type Bits, bitWords, emptyBits } from './bitset';
import type { PostedProduct } from './postedProduct';

// A word used by more than this many products per 32 is ORed in from a bitset of its own.
const DENSE_SHARE = 2;

/** Word → the numbers of the products that have it, ascending. */
export type PostingLists = ReadonlyMap<string, Int32Array>;

/** Every product's words and its name's words as posting lists; `breathe` lets requests in between chunks. */
export async function postingListsOf(
  products: PostedProduct[],
  breathe: () => Promise<unknown>,
): Promise<{ words: PostingLists; names: PostingLists }> {
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
  return { words: await typed(words), names: await typed(names) };
}

/** A search's words as bitsets over product numbers. The lists never change in place: new words rebuild. */
export class WordBits {
  /** Bitsets of the common words, made on first use. */
  private readonly dense = new Map<string, Bits>();
  private none?: Bits;
  private readonly bitWords: number;

  constructor(
    private readonly lists: { words: PostingLists; names: PostingLists },
    private readonly size: number,
  ) {
    this.bitWords = bitWords(size);
  }

  /** Products with any of the words (`names`: in the name). */
  of(termWords: string[], names = false): Bits {
    const lists = names ? this.lists.names : this.lists.words;
    const known = termWords.filter((word) => lists.has(word));
    // Bitsets handed out are only ever read: a grade without words, or one common word, costs no copy.
    if (known.length === 0) return (this.none ??= emptyBits(this.size));
    if (known.length === 1 && lists.get(known[0]!)!.length >= this.bitWords * DENSE_SHARE) {
      return this.denseBits(known[0]!, names);
    }
    const bits = emptyBits(this.size);
    for (const word of known) {
      const list = lists.get(word)!;
      if (list.length < this.bitWords * DENSE_SHARE) {
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
      dense = emptyBits(this.size);
      for (const n of (names ? this.lists.names : this.lists.words).get(word)!) dense[n >>> 5]! |= 1 << (n & 31);
      this.dense.set(key, dense);
    }
    return dense;
  }
}
