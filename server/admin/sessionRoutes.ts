import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { signInInput } from '../../api-schema/adminAuth';
import type { AppDeps } from '../http/appDeps';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { requireOperator, SESSION_COOKIE, type DeskEnv } from './requireOperator';
import { createSession, endSession, type SessionSettings } from './sessions';
import { signIn } from './signIn';

const isHttps = (url: string, forwardedProto: string | undefined) =>
  new URL(url).protocol === 'https:' || forwardedProto === 'https';

/** POST /admin/session signs in (rate-limited), GET says who is signed in, DELETE signs out. */
export function sessionRoutes({ pool, limit }: AppDeps, settings: SessionSettings) {
  const signedIn = requireOperator(pool, settings);
  return new Hono<DeskEnv>()
    .post('/', limit('signIn'), validate('json', signInInput), async (c) => {
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
    })
    .get('/', signedIn, (c) => ok(c, { operator: c.get('operator'), csrfToken: c.get('csrfToken') }))
    .delete('/', signedIn, async (c) => {
      await endSession(pool, c.get('sessionToken'));
      deleteCookie(c, SESSION_COOKIE, { path: '/api/admin' });
      return ok(c, { signedOut: true });
    });
}
