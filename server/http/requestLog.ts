import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from './logger';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

const tagRequest = requestId();

/**
 * One line per request: id (also sent back as X-Request-Id; a caller's own id is kept when it is
 * plain), method, path without the query string (tracking puts the shopper's email or phone
 * there), status and duration.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return (c, next) =>
    tagRequest(c, async () => {
      const started = performance.now();
      await next();
      // Responses built outside the context (cachedJson's shared bodies) miss the header c.header set.
      if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', c.get('requestId'));
      const status = c.res.status;
      const line = {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      // 503 is the database being away (readiness, outages): expected while it recovers.
      if (status >= 500 && status !== 503) logger.error(line, 'request failed');
      else if (status === 503) logger.warn(line, 'request unavailable');
      else logger.info(line, 'request');
    });
}
