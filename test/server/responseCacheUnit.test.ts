import { describe, expect, it } from 'vitest';
import { ResponseCache, toCachedBody } from '../../server/http/responseCache';

describe('ResponseCache', () => {
  it('expires entries after the TTL, so another process’s stock changes show within max-age', () => {
    let now = 1_000;
    const cache = new ResponseCache(10, 30_000, () => now);
    cache.set('k', toCachedBody('{"a":1}'), cache.generation);
    now += 29_999;
    expect(cache.get('k')?.json).toBe('{"a":1}');
    now += 30_001;
    expect(cache.get('k')).toBeUndefined();
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return toCachedBody('{"b":2}');
    };
    const bodies = await Promise.all([
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
    ]);
    expect(loads).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect((await cache.getOrLoad('k', load)).json).toBe('{"b":2}');
    expect(loads).toBe(1);
  });

  it('does not keep a load that started before an invalidation', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.getOrLoad('k', () => new Promise((r) => (release = () => r(toCachedBody('"old"')))));
    cache.clear();
    release();
    await slow;
    expect(cache.get('k')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new ResponseCache(2);
    cache.set('a', toCachedBody('1'), 0);
    cache.set('b', toCachedBody('2'), 0);
    cache.get('a');
    cache.set('c', toCachedBody('3'), 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.json).toBe('1');
  });
});
