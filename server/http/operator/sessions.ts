import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from '../../db/pool';
import type { Operator } from './operators';

export interface SessionSettings {
  /** Signed out after this long without a request (ADMIN_SESSION_IDLE_MINUTES, default 30). */
  idleMinutes: number;
  /** And after this long in any case, active or not. */
  maxHours: number;
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = { idleMinutes: 30, maxHours: 12 };

export const tokenHash = (token: string) => createHash('sha256').update(token).digest();

export interface OpenSession {
  operator: Operator;
  csrfToken: string;
  /** The session's public id (operator_sessions.id), to tell it apart in the list of sessions. */
  sessionId: string;
}

/** Where a sign-in came from, kept with its session so the operator can recognise it later. */
export interface SessionOrigin {
  userAgent: string;
  client: string;
}

/** A new session row; the returned token goes into the cookie and is stored only as its hash. */
export async function createSession(
  pool: Pool,
  operatorId: string,
  origin: SessionOrigin = { userAgent: '', client: '' },
) {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await pool.query(
    'INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, user_agent, client) VALUES ($1, $2, $3, $4, $5)',
    [tokenHash(token), operatorId, csrfToken, origin.userAgent.slice(0, 300), origin.client],
  );
  return { token, csrfToken };
}

/**
 * The live session behind a cookie token, its idle clock reset; none when it is unknown, idle
 * too long or too old. Failed sign-ins never end it (docs/decisions/013-desk-sign-in-and-links.md).
 */
export async function touchSession(pool: Pool, token: string, settings: SessionSettings): Promise<OpenSession | null> {
  const { rows } = await pool.query<{ id: string; email: string; csrf_token: string; session_id: string }>(
    `UPDATE operator_sessions s SET last_seen_at = now()
     FROM operators o
     WHERE s.token_hash = $1 AND o.id = s.operator_id
       AND s.last_seen_at > now() - make_interval(mins => $2)
       AND s.created_at > now() - make_interval(hours => $3)
     RETURNING o.id::text AS id, o.email, s.csrf_token, s.id::text AS session_id`,
    [tokenHash(token), settings.idleMinutes, settings.maxHours],
  );
  const row = rows[0];
  return row
    ? { operator: { id: row.id, email: row.email }, csrfToken: row.csrf_token, sessionId: row.session_id }
    : null;
}

export const endSession = (pool: Pool, token: string) =>
  pool.query('DELETE FROM operator_sessions WHERE token_hash = $1', [tokenHash(token)]);
