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

describe('ResponseCache tags', () => {
  it('drops only the entries of the invalidated tags', () => {
    const cache = new ResponseCache();
    cache.set('list-1', toCachedBody('1'), 0, 'listings');
    cache.set('list-2', toCachedBody('2'), 0, 'listings');
    cache.set('detail-a', toCachedBody('a'), 0, 'product:a');
    cache.set('detail-b', toCachedBody('b'), 0, 'product:b');
    cache.invalidate(['product:a']);
    expect(cache.get('detail-a')).toBeUndefined();
    expect(['list-1', 'list-2', 'detail-b'].every((k) => cache.get(k))).toBe(true);
    cache.invalidate(['listings']);
    expect(cache.get('list-1') ?? cache.get('list-2')).toBeUndefined();
    expect(cache.get('detail-b')?.json).toBe('b');
  });

  it('keeps sharing a load that an unrelated change does not touch, and drops one it does', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const releases: (() => void)[] = [];
    const load = () => {
      loads++;
      return new Promise<ReturnType<typeof toCachedBody>>((r) => releases.push(() => r(toCachedBody(`"v${loads}"`))));
    };
    const first = cache.getOrLoad('list', load, 'listings');
    cache.invalidate(['product:x']);
    const second = cache.getOrLoad('list', load, 'listings');
    expect(loads).toBe(1);
    releases[0]!();
    expect(await second).toBe(await first);
    expect(cache.get('list')?.json).toBe('"v1"');

    const stale = cache.getOrLoad('detail', load, 'product:x');
    cache.invalidate(['product:x']);
    const fresh = cache.getOrLoad('detail', load, 'product:x');
    expect(loads).toBe(3);
    releases[1]!();
    await stale;
    expect(cache.get('detail')).toBeUndefined();
    releases[2]!();
    expect((await fresh).json).toBe('"v3"');
    expect(cache.get('detail')?.json).toBe('"v3"');
  });

  it('lets a dependent cache follow its invalidations', () => {
    const cache = new ResponseCache();
    const seen: (readonly string[] | undefined)[] = [];
    cache.onInvalidate((tags) => seen.push(tags));
    cache.invalidate(['listings']);
    cache.clear();
    expect(seen).toEqual([['listings'], undefined]);
  });
});
