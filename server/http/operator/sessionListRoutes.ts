import { Hono } from 'hono';
import { deskSessionListResponse, endedSessionsResponse, sessionIdParam } from '../../../api-schema/adminSessions';
import type { AppDeps } from '../appDeps';
import { describe, failed, succeeded } from '../openapi/describe';
import { ok } from '../respond';
import { validate } from '../validate';
import { audit } from './audit';
import { CSRF_HEADER_DOC, DESK_SECURITY, DESK_TAGS, signedInRead, signedInWrite } from './deskDocs';
import type { DeskEnv } from './requireOperator';
import { endOtherSessions, listSessions } from './sessionList';
import type { OpenSession, SessionSettings } from './sessions';

// A DELETE has no body: a read's refusals and the write's 403.
const deleteRefusals = { ...signedInRead, 403: signedInWrite[403]! };

/**
 * /api/admin/sessions: the signed-in operator's live sessions (on other devices too), and ending the
 * others, one or all, e.g. after signing in on a new device. Both ends are safe to repeat.
 */
export function sessionListRoutes({ pool }: AppDeps, settings: SessionSettings) {
  const ended = async (session: OpenSession, ids: string[]) => {
    for (const id of ids) await audit(pool, session.operator, 'session.end', `session ${id}`, null, null);
    return { ended: ids.length };
  };
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        summary: 'The operator’s live sessions, this one first',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        responses: {
          200: succeeded('Each live session: when, from where, which browser', deskSessionListResponse),
          ...signedInRead,
        },
      }),
      async (c) => ok(c, { sessions: await listSessions(pool, c.get('session'), settings) }),
    )
    .delete(
      '/others',
      describe({
        summary: 'End every other session of this operator (this one stays)',
        description: 'Safe to repeat: the second call ends nothing and says 0.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        responses: { 200: succeeded('How many sessions ended', endedSessionsResponse), ...deleteRefusals },
      }),
      async (c) => ok(c, await ended(c.get('session'), await endOtherSessions(pool, c.get('session')))),
    )
    .delete(
      '/:id',
      describe({
        summary: 'End one other session of this operator',
        description:
          'Safe to repeat: a session already ended (or not this operator’s, or this one) ends nothing and says 0.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        pathIds: { id: 'The session’s id from the list' },
        responses: {
          200: succeeded('How many sessions ended (0 or 1)', endedSessionsResponse),
          400: failed('Not a session id'),
          ...deleteRefusals,
        },
      }),
      validate('param', sessionIdParam),
      async (c) => {
        const session = c.get('session');
        return ok(c, await ended(session, await endOtherSessions(pool, session, c.req.valid('param').id)));
      },
    );
}
