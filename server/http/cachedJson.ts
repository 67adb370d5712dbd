import type { Context, MiddlewareHandler } from 'hono';
import { keptUrlKey, markCachedAnswer } from './keptAnswers';
import { encodedBody, matchesEtag, toCachedBody, type CachedBody, type ResponseCache } from './responseCache';

export { matchesEtag };

const CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/**
 * Answers from the cache when it can (304 on a matching If-None-Match), else builds the
 * `{ success: true, data }` body once, stores it with its ETag (compressed on first demand), and sends it.
 */
export async function cachedJson(
  c: Context,
  cache: ResponseCache,
  key: string,
  load: () => Promise<unknown>,
  /** What the response is computed from, so a change can drop just it (see TaggedCache). */
  tag = key,
) {
  const generation = cache.generation;
  const body = await cache.getOrLoad(
    key,
    async () => toCachedBody(JSON.stringify({ success: true, data: await load() })),
    tag,
  );
  // Remember the exact URL too, so the next identical request skips validation (see cachedByUrl).
  if (isRead(c)) cache.set(urlKey(c), body, generation, tag);
  return send(c, body);
}

// Path and query, as the kept-answer path (keptAnswers.ts) reads them off the request line.
const urlKey = (c: Context) => keptUrlKey(c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2)));
// HEAD is answered from the GET route (Hono), with the same headers and no body.
const isRead = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

/** The hot path: a request whose exact URL was answered before is served before any parsing. */
export const cachedByUrl =
  (cache: ResponseCache): MiddlewareHandler =>
  async (c, next) => {
    // Only GET answers are kept: any other method on the same URL is routed as usual (405, ...).
    const body = isRead(c) ? cache.get(urlKey(c)) : undefined;
    if (body) return send(c, body);
    await next();
  };

function send(c: Context, body: CachedBody): Response {
  const headers: Record<string, string> = { ETag: body.etag, 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Encoding' };
  if (matchesEtag(c.req.header('If-None-Match'), body.etag)) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = 'application/json; charset=utf-8';
  const { bytes, encoding } = encodedBody(body, c.req.header('Accept-Encoding') ?? '');
  if (encoding) headers['Content-Encoding'] = encoding;
  const response = new Response(bytes, { status: 200, headers });
  markCachedAnswer(response, body);
  return response;
}
