import { describe, expect, it } from 'vitest';
import { missScenarios } from '../../bench/scale/scenarios';

/** The scale bench's cache-miss scenarios (issue 10) must ask real misses at every catalogue size. */
const fixturesOf = (total: number) => ({
  categories: Array.from({ length: 60 }, (_, i) => `category-${i}`),
  stocked: Array.from({ length: 2000 }, (_, i) => ({ id: `product-${i}`, colour: 'Tan' })),
  total,
});
const CONNECTIONS = 20;

describe('scale bench cache-miss scenarios', () => {
  it.each([514, 20_000, 200_000])(
    'at %i products no URL is asked twice among any 20 requests in a row (the in-flight load sharing would answer them once)',
    (total) => {
      for (const [name, pathFor] of missScenarios(fixturesOf(total))) {
        if (name.startsWith('suggestions')) continue; // eight prefixes, as a shopper types them
        const paths = Array.from({ length: 2_000 }, (_, i) => pathFor(i));
        for (let i = 0; i + CONNECTIONS <= paths.length; i++)
          expect(new Set(paths.slice(i, i + CONNECTIONS)).size, `${name}, requests ${i}–${i + CONNECTIONS - 1}`).toBe(
            CONNECTIONS,
          );
      }
    },
  );
});
