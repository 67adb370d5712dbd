import { Hono } from 'hono';
import {
  ADMIN_ACTIVITY_PAGE_SIZE,
  activityQuery,
  activityResponse,
  type ActivityEntry,
} from '../../api-schema/adminMessages';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { DESK_SECURITY, DESK_TAGS, signedInRead, type DeskEnv } from '../http/operator';
import type { AppDeps } from '../http/appDeps';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { activitySentence } from './activitySentence';

/** The audit log, newest first by when each change happened: who changed what, in words, and the fields before → after. */
export function activityRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>().get(
    '/',
    describe({
      summary: 'The audit log, newest first by time: who changed what, when, in words (summary) and before → after',
      tags: DESK_TAGS,
      security: DESK_SECURITY,
      query: activityQuery,
      responses: {
        200: succeeded('A page of entries', activityResponse),
        400: failed('A bad page'),
        ...signedInRead,
      },
    }),
    validate('query', activityQuery),
    async (c) => {
      const { page } = c.req.valid('query');
      const size = ADMIN_ACTIVITY_PAGE_SIZE;
      const [rows, count] = await Promise.all([
        pool.query<Omit<ActivityEntry, 'summary'>>(
          `SELECT id::text, to_json(at) #>> '{}' AS at, operator_email AS operator, action, subject, before, after
         FROM audit_log ORDER BY at DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        ),
        pool.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log'),
      ]);
      const total = count.rows[0]!.total;
      const entries = rows.rows.map((row) => ({ ...row, summary: activitySentence(row) }));
      return ok(c, { entries, pagination: { current: page, pages: Math.ceil(total / size), total } });
    },
  );
}
