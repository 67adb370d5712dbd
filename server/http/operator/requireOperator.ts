import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER, SIGNED_OUT } from '../../../api-schema/adminAuth';
import type { Pool } from '../../db/pool';
import { fail } from '../respond';
import type { Operator } from './operators';
import { touchSession, type OpenSession, type SessionSettings } from './sessions';

export const SESSION_COOKIE = 'jc_desk';
export const CSRF_REFUSED =
  'This change was refused because the page’s security token is missing or out of date. Please reload the page and try again.';

export interface DeskEnv {
  Variables: { operator: Operator; csrfToken: string; sessionToken: string; session: OpenSession };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameToken = (given: string | undefined, expected: string) => {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Every /api/admin call but sign-in: a live session (401 otherwise) and, for anything that is not
 * a read, the session's CSRF token in X-CSRF-Token (403 otherwise) — checked before any handler runs,
 * so a refused call changes nothing.
 */
export function requireOperator(pool: Pool, settings: SessionSettings): MiddlewareHandler<DeskEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = getCookie(c, SESSION_COOKIE);
    const session = token ? await touchSession(pool, token, settings) : null;
    if (!token || !session) return fail(c, 401, SIGNED_OUT);
    if (!SAFE_METHODS.has(c.req.method) && !sameToken(c.req.header(CSRF_HEADER), session.csrfToken))
      return fail(c, 403, CSRF_REFUSED);
    c.set('operator', session.operator);
    c.set('csrfToken', session.csrfToken);
    c.set('sessionToken', token);
    c.set('session', session);
    await next();
  };
}
