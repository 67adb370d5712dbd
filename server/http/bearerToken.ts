import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { fail } from './respond';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Lets a request through only with `Authorization: Bearer <expected>`. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or the first wrong character.
 */
export function requireBearerToken(expected: string): MiddlewareHandler {
  const want = digest(expected);
  return async (c, next) => {
    const given = /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), want)) {
      c.header('WWW-Authenticate', 'Bearer');
      return fail(c, 401, 'A valid admin token is required.');
    }
    await next();
  };
}
