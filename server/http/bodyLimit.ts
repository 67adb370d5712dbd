import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { fail } from './respond';

const TOO_LARGE = 'That request is too large.';

/**
 * 413 for a body over `maxBytes`. A declared Content-Length is judged before the body is touched:
 * the node adapter then drains the unread bytes and the keep-alive connection stays usable
 * (touching the body first left it half-read and the next request on it was reset). A chunked
 * body is counted as it streams.
 */
export function limitBody(maxBytes: number, message = TOO_LARGE): MiddlewareHandler {
  const streamed = honoBodyLimit({ maxSize: maxBytes, onError: (c) => fail(c, 413, message) });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length !== undefined && !c.req.header('Transfer-Encoding')) {
      return Number(length) > maxBytes ? fail(c, 413, message) : next();
    }
    return streamed(c, next);
  };
}
