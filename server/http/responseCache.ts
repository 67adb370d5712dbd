import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { TaggedCache } from './taggedCache';

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

/** If-None-Match may list several tags, or be '*'. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });
}

/** Serialised catalogue responses, tagged so that a change drops only what it made stale. */
export class ResponseCache extends TaggedCache<CachedBody> {}
