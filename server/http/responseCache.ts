import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A serialised JSON body with its ETag; compressed variants are made on first demand, then kept. */
export interface CachedBody {
  json: string;
  etag: string;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

// Below this size compression costs more than the bytes it saves.
const COMPRESS_FROM_BYTES = 1024;

export function toCachedBody(json: string): CachedBody {
  return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"` };
}

/** The body in the best encoding the client accepts, compressing (once) only when someone asks. */
export function encodedBody(
  body: CachedBody,
  acceptEncoding: string,
): { bytes: string | Uint8Array<ArrayBuffer>; encoding?: string } {
  if (body.json.length < COMPRESS_FROM_BYTES) return { bytes: body.json };
  // Copied once into plain Uint8Arrays, which a Response body accepts as is.
  if (/\bbr\b/.test(acceptEncoding)) {
    body.br ??= new Uint8Array(brotliCompressSync(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    return { bytes: body.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    body.gzip ??= new Uint8Array(gzipSync(body.json, { level: 6 }));
    return { bytes: body.gzip, encoding: 'gzip' };
  }
  return { bytes: body.json };
}

/**
 * A bounded LRU (Map keeps insertion order; a hit re-inserts the key at the end) whose entries also
 * expire after `ttlMs`: another API process sharing the database may have sold the last unit, and
 * this one only hears of its own orders.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: CachedBody; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<CachedBody>>();
  /** Bumped on every clear, so a response computed before an invalidation is not stored after it. */
  generation = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedBody | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expiresAt <= this.now()) return undefined;
    this.entries.set(key, hit);
    return hit.body;
  }

  set(key: string, body: CachedBody, generation: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { body, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** A hit, or one shared load for all concurrent misses of the same key (no stampede on the database). */
  getOrLoad(key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
    const hit = this.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((body) => {
        this.set(key, body, generation);
        return body;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation++;
  }

  get size() {
    return this.entries.size;
  }
}
