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
export function encodedBody(body: CachedBody, acceptEncoding: string): { bytes: string | Uint8Array<ArrayBuffer>; encoding?: string } {
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
