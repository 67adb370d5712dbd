import { Hono } from 'hono';
import * as z from 'zod/mini';
import { deleteCookie, setCookie } from 'hono/cookie';
import { operatorSession, signInInput } from '../../api-schema/adminAuth';
import { ok as envelope } from '../../api-schema/envelope';
import { bodyFailures, describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { CSRF_HEADER_DOC, DESK_SECURITY, DESK_TAGS, signedInRead, signedInWrite } from './deskDocs';
import type { AppDeps } from '../http/appDeps';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { requireOperator, SESSION_COOKIE, type DeskEnv } from './requireOperator';
import { createSession, endSession, type SessionSettings } from './sessions';
import { signIn } from './signIn';

const sessionResponse = envelope(operatorSession);

const isHttps = (url: string, forwardedProto: string | undefined) =>
  new URL(url).protocol === 'https:' || forwardedProto === 'https';

/** POST /admin/session signs in (rate-limited), GET says who is signed in, DELETE signs out. */
export function sessionRoutes({ pool, limit }: AppDeps, settings: SessionSettings) {
  const signedIn = requireOperator(pool, settings);
  return new Hono<DeskEnv>()
    .post(
      '/',
      describe({
        summary: 'Sign in to the shop desk',
        description:
          'Sets the HttpOnly, SameSite=Strict session cookie and answers the CSRF token every write must send. Rate-limited per address; the fifth wrong password in a row locks the account for 15 minutes.',
        tags: DESK_TAGS,
        body: signInInput,
        responses: {
          200: succeeded('Signed in: the operator and the session’s CSRF token', sessionResponse),
          400: failed('Email or password missing'),
          401: failed('That email and password do not match an operator account'),
          423: failed('The account is locked after repeated failed sign-ins; the message says for how long'),
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
        const operator = await signIn(pool, email, password);
        await pool.query(
          `DELETE FROM operator_sessions WHERE operator_id = $1 AND last_seen_at < now() - make_interval(mins => $2)`,
          [operator.id, settings.idleMinutes],
        );
        const { token, csrfToken } = await createSession(pool, operator.id);
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
