import { Hono } from 'hono';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  adminMessageListResponse,
  adminMessageQuery,
  adminMessageResponse,
  messageStateInput,
  type AdminMessage,
} from '../../api-schema/adminMessages';
import { describe, failed, succeeded } from '../http/openapi/describe';
import {
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  audit,
  type DeskEnv,
} from '../http/operator';
import type { AppDeps } from '../http/appDeps';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { withTransaction } from '../db/transaction';

const SELECT = `SELECT id::text, name, email, phone, subject, message,
       to_json(created_at) #>> '{}' AS "createdAt", to_json(read_at) #>> '{}' AS "readAt",
       to_json(handled_at) #>> '{}' AS "handledAt"
  FROM contact_messages`;
const VIEWS = { open: 'handled_at IS NULL', unread: 'read_at IS NULL', all: 'true' };
const state = (m: AdminMessage) => ({ read: m.readAt !== null, handled: m.handledAt !== null });

/** The contact inbox: newest first; read/handled flags (setting a flag to what it is changes nothing). */
export function messageDeskRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        summary: 'The contact inbox, newest first (open, unread or all), with the unread count',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        query: adminMessageQuery,
        responses: {
          200: succeeded('A page of messages', adminMessageListResponse),
          400: failed('Unknown view or a bad page'),
          ...signedInRead,
        },
      }),
      validate('query', adminMessageQuery),
      async (c) => {
        const { view, page } = c.req.valid('query');
        const size = ADMIN_MESSAGES_PAGE_SIZE;
        const [rows, counts] = await Promise.all([
          pool.query<AdminMessage>(
            `${SELECT} WHERE ${VIEWS[view]} ORDER BY id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
          ),
          pool.query<{ total: number; unread: number }>(
            `SELECT count(*) FILTER (WHERE ${VIEWS[view]})::int AS total,
                  count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM contact_messages`,
          ),
        ]);
        const { total, unread } = counts.rows[0]!;
        return ok(c, {
          messages: rows.rows,
          unread,
          pagination: { current: page, pages: Math.ceil(total / size), total },
        });
      },
    )
    .patch(
      '/:id',
      describe({
        summary: 'Mark a message read/unread and handled/open',
        description: 'Safe to repeat: setting a flag to what it already is writes nothing.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        pathIds: { id: 'The message id' },
        body: messageStateInput,
        responses: {
          200: succeeded('The message as it is now', adminMessageResponse),
          400: failed('A flag is not true or false, or an unknown field'),
          404: failed('Message not found'),
          ...signedInWrite,
        },
      }),
      validate('json', messageStateInput),
      async (c) => {
        const id = c.req.param('id');
        if (!/^\d{1,18}$/.test(id)) throw new HttpError(404, 'Message not found');
        const input = c.req.valid('json');
        const message = await withTransaction(pool, async (db) => {
          const before = (await db.query<AdminMessage>(`${SELECT} WHERE id = $1 FOR UPDATE`, [id])).rows[0];
          if (!before) throw new HttpError(404, 'Message not found');
          const after = (
            await db.query<AdminMessage>(
              `UPDATE contact_messages SET
               read_at = CASE WHEN $2::boolean IS NULL THEN read_at WHEN $2 THEN coalesce(read_at, now()) END,
               handled_at = CASE WHEN $3::boolean IS NULL THEN handled_at WHEN $3 THEN coalesce(handled_at, now()) END
             WHERE id = $1 RETURNING id::text, name, email, phone, subject, message,
               to_json(created_at) #>> '{}' AS "createdAt", to_json(read_at) #>> '{}' AS "readAt",
               to_json(handled_at) #>> '{}' AS "handledAt"`,
              [id, input.read ?? null, input.handled ?? null],
            )
          ).rows[0]!;
          const [was, now] = [state(before), state(after)];
          if (was.read !== now.read || was.handled !== now.handled)
            await audit(db, c.get('operator'), 'message.update', `message ${id}`, was, now);
          return after;
        });
        return ok(c, { message });
      },
    );
}
