import { Hono } from 'hono';
import * as z from 'zod/mini';
import { deleteCookie, setCookie } from 'hono/cookie';
import { operatorSession, SIGN_IN_FAILED, signInInput } from '../../../api-schema/adminAuth';
import { ok as envelope } from '../../../api-schema/envelope';
import { throttledMessage } from '../../../api-schema/adminAuth';
import { clientAddress } from '../clientAddress';
import { bodyFailures, describe, failed, succeeded, tooManyRequests, unavailable } from '../openapi/describe';
import { CSRF_HEADER_DOC, DESK_SECURITY, DESK_TAGS, signedInRead, signedInWrite } from './deskDocs';
import type { AppDeps } from '../appDeps';
import { fail, ok } from '../respond';
import { validate } from '../validate';
import { requireOperator, SESSION_COOKIE, type DeskEnv } from './requireOperator';
import type { DeskOptions } from './deskOptions';
import { createSession, endSession } from './sessions';
import { signIn } from './signIn';

const sessionResponse = envelope(operatorSession);

const isHttps = (url: string, forwardedProto: string | undefined) =>
  new URL(url).protocol === 'https:' || forwardedProto === 'https';

/** POST /admin/session signs in (rate-limited), GET says who is signed in, DELETE signs out. */
export function sessionRoutes({ pool, limit }: AppDeps, { sessions: settings, trustedProxies }: DeskOptions) {
  const signedIn = requireOperator(pool, settings);
  return new Hono<DeskEnv>()
    .post(
      '/',
      describe({
        summary: 'Sign in to the shop desk',
        description:
          'Sets the HttpOnly, SameSite=Strict session cookie and answers the CSRF token every write must send. Rate-limited per address; after five wrong passwords for one email from one address, that address waits before its next try for it (2 s, doubling, at most 15 minutes). No account is ever locked and no session ends.',
        tags: DESK_TAGS,
        body: signInInput,
        responses: {
          200: succeeded('Signed in: the operator and the session’s CSRF token', sessionResponse),
          400: failed('Email or password missing'),
          401: failed('That email and password do not match an operator account'),
          403: failed('Sent from another site (Origin or Sec-Fetch-Site); nothing was checked'),
          ...bodyFailures,
          429: tooManyRequests,
          503: unavailable,
        },
      }),
      limit('signIn'),
      validate('json', signInInput),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const { email, password } = c.req.valid('json');
        const client = clientAddress(c, trustedProxies) ?? '';
        const result = await signIn(pool, email, password, client);
        if (result.outcome === 'throttled') {
          c.header('Retry-After', String(result.seconds));
          return fail(c, 429, throttledMessage(result.seconds));
        }
        if (result.outcome === 'refused') return fail(c, 401, SIGN_IN_FAILED);
        const { operator } = result;
        await pool.query(
          `DELETE FROM operator_sessions WHERE operator_id = $1 AND last_seen_at < now() - make_interval(mins => $2)`,
          [operator.id, settings.idleMinutes],
        );
        const { token, csrfToken } = await createSession(pool, operator.id, {
          userAgent: c.req.header('User-Agent') ?? '',
          client,
        });
        setCookie(c, SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'Strict',
          secure: isHttps(c.req.url, c.req.header('X-Forwarded-Proto')),
          path: '/api/admin',
          maxAge: settings.maxHours * 3600,
        });
        return ok(c, { operator, csrfToken });
      },
    )
    .get(
      '/',
      describe({
        summary: 'Who is signed in, and the session’s CSRF token',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        responses: { 200: succeeded('The operator and the CSRF token', sessionResponse), ...signedInRead },
      }),
      signedIn,
      (c) => ok(c, { operator: c.get('operator'), csrfToken: c.get('csrfToken') }),
    )
    .delete(
      '/',
      describe({
        summary: 'Sign out: the session ends for good',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        responses: {
          200: succeeded('Signed out', envelope(z.object({ signedOut: z.literal(true) }))),
          ...signedInRead,
          403: signedInWrite[403]!,
        },
      }),
      signedIn,
      async (c) => {
        await endSession(pool, c.get('sessionToken'));
        deleteCookie(c, SESSION_COOKIE, { path: '/api/admin' });
        return ok(c, { signedOut: true as const });
      },
    );
}
