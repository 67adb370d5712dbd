import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from './logger';
import { encodedBody, matchesEtag, type CachedBody, type ResponseCache } from './responseCache';

/**
 * The warm path (docs/server.md, "Kept answers"): a GET or HEAD whose exact URL the shop has answered from its
 * response cache is answered here, in node:http terms, before a Request, a Context or a Response is made. The
 * headers are those the whole stack (security headers and all) sent the first time, learnt from that answer, so
 * both paths send the same thing; only X-Request-Id is made per request, as requestLog.ts makes it, and the
 * request is logged as requestLog.ts logs it. A request with a body, or a URL not yet answered, goes to Hono.
 */

/** The cache key of a kept answer: path and query as the client sent them (cachedJson.ts stores under it). */
export const keptUrlKey = (pathAndQuery: string) => `url:${pathAndQuery}`;

/**
 * The stack's headers of a cached body's answers, minus those made per request or per encoding, built once per
 * body as the raw [name, value, ...] arrays writeHead takes: only the request id's slot (the last value) is
 * written per request, so a kept answer builds no header object or array.
 */
interface LearntHeaders {
  ok: string[];
  notModified: string[];
  /** The 200 answer's head per encoding ('' is none), with its Content-Length, made on first demand. */
  heads: Map<string, string[]>;
  /** The uncompressed body as bytes, made once. */
  plain: Buffer;
}
const learnt = new WeakMap<CachedBody, LearntHeaders>();
/** Answers cachedJson.ts built from a cached body, so the stack's final headers can be learnt from them. */
const fromCachedBody = new WeakMap<Response, CachedBody>();
export const markCachedAnswer = (response: Response, body: CachedBody) => fromCachedBody.set(response, body);

const PER_REQUEST = new Set(['x-request-id', 'content-encoding', 'content-length']);
const BODY_ONLY = new Set(['content-type']);

/** Wraps the app's fetch: the first 200 answer of a cached body teaches its headers. */
export function learnKeptHeaders<A extends unknown[]>(
  fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
) {
  return async (request: Request, ...rest: A) => {
    const response = await fetch(request, ...rest);
    const body = fromCachedBody.get(response);
    if (body && response.status === 200 && !learnt.has(body)) {
      const ok: string[] = [];
      const notModified: string[] = [];
      response.headers.forEach((value, name) => {
        if (PER_REQUEST.has(name)) return;
        ok.push(name, value);
        if (!BODY_ONLY.has(name)) notModified.push(name, value);
      });
      notModified.push('X-Request-Id', '');
      learnt.set(body, { ok, notModified, heads: new Map(), plain: Buffer.from(body.json) });
    }
    return response;
  };
}

// As hono/request-id: a caller's own id is kept when it is plain and short enough.
const PLAIN_ID = /^[\w\-=]{1,255}$/;

/** The node:http listener: kept answers first, everything else to `next` (Hono's listener). */
export function keptAnswers(
  cache: ResponseCache,
  logger: Logger,
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void,
): RequestListener {
  return (req, res) => {
    if (!answerKept(cache, logger, req, res)) void next(req, res);
  };
}

function answerKept(cache: ResponseCache, logger: Logger, req: IncomingMessage, res: ServerResponse): boolean {
  const { method, headers } = req;
  if ((method !== 'GET' && method !== 'HEAD') || headers['content-length'] || headers['transfer-encoding']) {
    return false;
  }
  const body = req.url ? cache.get(keptUrlKey(req.url)) : undefined;
  const known = body && learnt.get(body);
  if (!body || !known) return false;
  const started = performance.now();
  const asked = headers['x-request-id'];
  const reqId = typeof asked === 'string' && PLAIN_ID.test(asked) ? asked : randomUUID();
  let status: number;
  if (matchesEtag(headers['if-none-match'], body.etag)) {
    status = 304;
    res.writeHead(304, withId(known.notModified, reqId)).end();
  } else {
    status = 200;
    const { bytes, encoding = '' } = encodedBody(body, headers['accept-encoding'] ?? '');
    const sent = typeof bytes === 'string' ? known.plain : bytes;
    res.writeHead(200, withId(okHead(known, encoding, sent), reqId)).end(method === 'HEAD' ? undefined : sent);
  }
  if (logger.isLevelEnabled('info')) {
    const url = req.url!;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.info({ reqId, method, path, status, ms }, 'request');
  }
  return true;
}

/** The 200 head of one encoding: the learnt headers, Content-Length, Content-Encoding, then X-Request-Id's slot. */
function okHead(known: LearntHeaders, encoding: string, sent: Uint8Array): string[] {
  let head = known.heads.get(encoding);
  if (!head) {
    head = [...known.ok, 'Content-Length', String(sent.byteLength)];
    if (encoding) head.push('Content-Encoding', encoding);
    head.push('X-Request-Id', '');
    known.heads.set(encoding, head);
  }
  return head;
}

/** writeHead turns a head into the response's header text at once, so one array per head serves every request. */
function withId(head: string[], reqId: string): string[] {
  head[head.length - 1] = reqId;
  return head;
}
