type InvalidationListener = (tags: readonly string[] | undefined) => void;

// Past this many tags invalidated during in-flight loads, every in-flight load is simply not kept.
const MAX_TRACKED_TAGS = 10_000;

/**
 * A bounded LRU (Map keeps insertion order; a hit re-inserts the key at the end) whose entries carry
 * a tag (what they were computed from, e.g. `listings` or `product:tan-tote`) and expire after
 * `ttlMs`, the safety net should a change announcement ever be missed. Concurrent misses of a key
 * share one load; a load that a matching invalidation overtook is returned but not kept.
 */
export class TaggedCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number; tag: string }>();
  private readonly loading = new Map<string, { promise: Promise<T>; tag: string }>();
  private readonly invalidatedAt = new Map<string, number>();
  private readonly listeners: InvalidationListener[] = [];
  private sequence = 0;
  private clearedAt = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Pass it to `set` for a value computed from now on: if its tag is invalidated meanwhile, it is not stored. */
  get generation(): number {
    return this.sequence;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expiresAt <= this.now()) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: T, since: number, tag = key): void {
    if (this.clearedAt > since || (this.invalidatedAt.get(tag) ?? -1) > since) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs, tag });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** A hit, or one shared load for all concurrent misses of the same key (no stampede on the database). */
  getOrLoad(key: string, load: () => Promise<T>, tag = key): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending) return pending.promise;
    const since = this.sequence;
    const promise = load()
      .then((value) => {
        this.set(key, value, since, tag);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { promise, tag });
    return promise;
  }

  /** Drops the entries (and in-flight loads) of these tags; later requests load afresh. */
  invalidate(tags: readonly string[]): void {
    if (tags.length === 0) return;
    const stale = new Set(tags);
    this.sequence++;
    // Only loads already under way need to know; with none, nothing has to be remembered.
    if (this.loading.size === 0) this.invalidatedAt.clear();
    else if (this.invalidatedAt.size + stale.size > MAX_TRACKED_TAGS) {
      this.invalidatedAt.clear();
      this.clearedAt = this.sequence;
    } else for (const tag of stale) this.invalidatedAt.set(tag, this.sequence);
    for (const [key, entry] of this.entries) if (stale.has(entry.tag)) this.entries.delete(key);
    for (const [key, load] of this.loading) if (stale.has(load.tag)) this.loading.delete(key);
    for (const listener of this.listeners) listener(tags);
  }

  clear(): void {
    this.sequence++;
    this.clearedAt = this.sequence;
    this.invalidatedAt.clear();
    this.entries.clear();
    this.loading.clear();
    for (const listener of this.listeners) listener(undefined);
  }

  /** Lets a dependent cache follow this one's invalidations (`undefined`: everything). */
  onInvalidate(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }
}
