import type { DeskSession } from '../../../api-schema/adminSessions';
import type { Pool } from '../../db/pool';
import type { OpenSession, SessionSettings } from './sessions';

const LIVE = `s.last_seen_at > now() - make_interval(mins => $2) AND s.created_at > now() - make_interval(hours => $3)`;

/** The operator's live sessions, this one first, then the most recently used. */
export async function listSessions(
  pool: Pool,
  session: OpenSession,
  settings: SessionSettings,
): Promise<DeskSession[]> {
  const { rows } = await pool.query<DeskSession>(
    `SELECT s.id::text AS id, to_json(s.created_at) #>> '{}' AS "createdAt", to_json(s.last_seen_at) #>> '{}' AS "lastSeenAt",
            s.user_agent AS "userAgent", s.client, s.id = $4 AS current
     FROM operator_sessions s WHERE s.operator_id = $1 AND ${LIVE}
     ORDER BY s.id = $4 DESC, s.last_seen_at DESC`,
    [session.operator.id, settings.idleMinutes, settings.maxHours, session.sessionId],
  );
  return rows;
}

/**
 * Ends the operator's other sessions: the one with `id`, or all of them but this one. Returns how
 * many ended (0 when they had ended already); another operator's session is never touched.
 */
export async function endOtherSessions(pool: Pool, session: OpenSession, id?: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `DELETE FROM operator_sessions WHERE operator_id = $1 AND id <> $2 AND ($3::bigint IS NULL OR id = $3)
     RETURNING id::text AS id`,
    [session.operator.id, session.sessionId, id ?? null],
  );
  return rows.map((r) => r.id);
}
