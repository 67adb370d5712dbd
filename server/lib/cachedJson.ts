import type { Context, MiddlewareHandler } from 'hono';
import { toCachedBody, type CachedBody, type ResponseCache } from './responseCache';

const CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/**
 * Answers from the cache when it can (304 on a matching If-None-Match), else builds the
 * `{ success: true, data }` body once, stores it with its ETag and compressed bytes, and sends it.
 */
export async function cachedJson(c: Context, cache: ResponseCache, key: string, load: () => Promise<unknown>) {
  const generation = cache.generation;
  let body = cache.get(key);
  if (!body) {
    body = toCachedBody(JSON.stringify({ success: true, data: await load() }));
    cache.set(key, body, generation);
  }
  // Remember the exact URL too, so the next identical request skips validation (see cachedByUrl).
  cache.set(urlKey(c), body, generation);
  return send(c, body);
}

const urlKey = (c: Context) => `url:${c.req.url}`;

/** The hot path: a request whose exact URL was answered before is served before any parsing. */
export const cachedByUrl =
  (cache: ResponseCache): MiddlewareHandler =>
  async (c, next) => {
    const body = cache.get(urlKey(c));
    if (body) return send(c, body);
    await next();
  };

function send(c: Context, body: CachedBody): Response {
  const headers: Record<string, string> = { ETag: body.etag, 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Encoding' };
  if (matchesEtag(c.req.header('If-None-Match'), body.etag)) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = 'application/json; charset=utf-8';
  const accepts = c.req.header('Accept-Encoding') ?? '';
  if (body.br && /\bbr\b/.test(accepts)) return compressed(body.br, 'br', headers);
  if (body.gzip && /\bgzip\b/.test(accepts)) return compressed(body.gzip, 'gzip', headers);
  return new Response(body.json, { status: 200, headers });
}

function compressed(bytes: Uint8Array<ArrayBuffer>, encoding: string, headers: Record<string, string>): Response {
  return new Response(bytes, {
    status: 200,
    headers: { ...headers, 'Content-Encoding': encoding },
  });
}

/** If-None-Match may list several tags, or be '*'. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });
}
