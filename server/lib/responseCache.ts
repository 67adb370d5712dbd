import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A serialised JSON body, with its ETag and compressed variants computed once. */
export interface CachedBody {
  json: string;
  etag: string;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

// Below this size compression costs more than the bytes it saves.
const COMPRESS_FROM_BYTES = 1024;

export function toCachedBody(json: string): CachedBody {
  const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  if (Buffer.byteLength(json) < COMPRESS_FROM_BYTES) return { json, etag };
  return {
    json,
    etag,
    // Copied once into plain Uint8Arrays, which a Response body accepts as is.
    gzip: new Uint8Array(gzipSync(json, { level: 6 })),
    br: new Uint8Array(brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  };
}

/** A bounded LRU (Map keeps insertion order; a hit re-inserts the key at the end). */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  /** Bumped on every clear, so a response computed before an invalidation is not stored after it. */
  generation = 0;

  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedBody | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: CachedBody, generation: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, body);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  get size() {
    return this.entries.size;
  }
}
