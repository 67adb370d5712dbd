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
      const status = c.res.status;
      const line = {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    });
}
