/** Sets of small non-negative integers as bits of a Uint32Array (the search posting lists' working form). */
export type Bits = Uint32Array;

/** How many 32-bit words hold numbers 0 to `size` - 1. */
export const bitWords = (size: number) => (size + 31) >>> 5;
/** No bits set, room for numbers 0 to `size` - 1. */
export const emptyBits = (size: number): Bits => new Uint32Array(bitWords(size));

export const setBit = (bits: Bits, n: number, on: boolean) =>
  on ? (bits[n >>> 5]! |= 1 << (n & 31)) : (bits[n >>> 5]! &= ~(1 << (n & 31)));
export const hasBit = (bits: Bits, n: number) => (bits[n >>> 5]! & (1 << (n & 31))) !== 0;

/** How many bits of a 32-bit word are set. */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function populationCount(bits: Bits): number {
  let total = 0;
  for (const x of bits) total += bitCount(x);
  return total;
}

export function union(sets: Bits[]): Bits {
  const out = new Uint32Array(sets[0]?.length ?? 0);
  for (const set of sets) for (let i = 0; i < out.length; i++) out[i]! |= set[i]!;
  return out;
}

export function intersection(sets: Bits[]): Bits {
  const out = Uint32Array.from(sets[0] ?? []);
  for (const set of sets.slice(1)) for (let i = 0; i < out.length; i++) out[i]! &= set[i]!;
  return out;
}

/** Calls `visit` for each set bit in ascending order while it returns true. */
export function forEachBit(bits: Bits, visit: (n: number) => boolean) {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      if (!visit((i << 5) + 31 - Math.clz32(low))) return;
      word ^= low;
    }
  }
}
