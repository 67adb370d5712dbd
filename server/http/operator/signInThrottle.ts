import type { Pool } from '../../db/pool';
import { SIGN_IN_ALERT_TEMPLATE } from './signInAlert';

/**
 * Wrong passwords slow the address that types them, per e-mail: the first `freeFailures` cost nothing,
 * then each waits twice as long as the one before (2 s, 4 s … at most 15 minutes). Another address,
 * the owner's, is never slowed by them, and no session ends (docs/decisions/013-desk-sign-in-and-links.md).
 */
export const THROTTLE = { freeFailures: 5, firstDelaySeconds: 2, maxDelaySeconds: 900, forgetAfterHours: 24 };

/** This many failures for one e-mail from all addresses, with no pause of `quietMinutes`, are one burst: one e-mail. */
export const BURST = { failures: 10, quietMinutes: 15 };

const account = (email: string) => email.trim().toLowerCase();

/** Seconds this address must still wait before its next try for this e-mail; 0 when it may try now. */
export async function secondsToWait(pool: Pool, email: string, client: string): Promise<number> {
  const { rows } = await pool.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS wait FROM sign_in_throttle
     WHERE account = $1 AND client = $2 AND blocked_until > now()`,
    [account(email), client],
  );
  return rows[0]?.wait ?? 0;
}

// The failure count as it is after this one: a pause of a day starts the count afresh.
const FAILURES_NOW = `CASE WHEN t.last_failure_at < now() - make_interval(hours => $3) THEN 1 ELSE t.failures + 1 END`;
const QUIET = `b.last_failure_at < now() - make_interval(mins => $8)`;

/**
 * Counts a wrong password (or unknown e-mail: the same statement, so both take the same time) against
 * the e-mail from this address and in the e-mail's burst; the try that makes a burst queues one alert
 * to the operator of that e-mail, when there is one.
 */
export async function recordFailure(pool: Pool, email: string, client: string) {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterHours } = THROTTLE;
  await pool.query(
    `WITH throttle AS (
       INSERT INTO sign_in_throttle AS t (account, client, failures, last_failure_at, blocked_until)
       VALUES ($1, $2, 1, now(), now())
       ON CONFLICT (account, client) DO UPDATE SET
         failures = ${FAILURES_NOW},
         last_failure_at = now(),
         blocked_until = now() + make_interval(secs => CASE WHEN ${FAILURES_NOW} <= $4 THEN 0
           ELSE least($6, $5 * power(2, ${FAILURES_NOW} - $4 - 1)) END)
       RETURNING 1
     ), burst AS (
       INSERT INTO sign_in_bursts AS b (account, started_at, last_failure_at, failures) VALUES ($1, now(), now(), 1)
       ON CONFLICT (account) DO UPDATE SET
         started_at = CASE WHEN ${QUIET} THEN now() ELSE b.started_at END,
         failures = CASE WHEN ${QUIET} THEN 1 ELSE b.failures + 1 END,
         last_failure_at = now()
       RETURNING failures, started_at
     )
     INSERT INTO mail_outbox (recipient, template, payload)
     SELECT o.email, '${SIGN_IN_ALERT_TEMPLATE}', jsonb_build_object('failures', burst.failures, 'since', burst.started_at)
     FROM burst JOIN operators o ON lower(o.email) = $1
     WHERE burst.failures = $7`,
    [
      account(email),
      client,
      forgetAfterHours,
      freeFailures,
      firstDelaySeconds,
      maxDelaySeconds,
      BURST.failures,
      BURST.quietMinutes,
    ],
  );
}

/** A right password clears this address's count for the e-mail (and forgets counts a day old). */
export async function clearFailures(pool: Pool, email: string, client: string) {
  await pool.query(
    `DELETE FROM sign_in_throttle WHERE (account = $1 AND client = $2) OR last_failure_at < now() - make_interval(hours => $3)`,
    [account(email), client, THROTTLE.forgetAfterHours],
  );
  await pool.query(`DELETE FROM sign_in_bursts WHERE last_failure_at < now() - make_interval(hours => $1)`, [
    THROTTLE.forgetAfterHours,
  ]);
}
