import type { Pool } from '../db/pool';
import { repeatCheck } from '../db/schedule/repeatCheck';
import type { OrderMessagePayload } from './outbox';
import { SIGN_IN_ALERT_TEMPLATE, type SignInAlertPayload } from '../http/operator';
import { renderOrderMessage } from './renderOrderMessage';
import { renderSignInAlert } from './renderSignInAlert';
import { renderOwnerDigest } from './renderOwnerDigest';
import { OWNER_DIGEST_TEMPLATE, type OwnerDigestPayload } from './ownerDigest';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  pool: Pool;
  transport: MailTransport;
  /** The From header, e.g. "Jhola & Co." <orders@jholaandco.in>. */
  from: string;
  /** The shop's public address, for the tracking link. */
  publicUrl: string;
  pollMs?: number;
  /** First retry after this long, doubling per attempt up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** After this many failed attempts a message is parked as 'failed' (kept, and visible, in the outbox). */
  maxAttempts?: number;
  log?: (message: string) => void;
}

interface OutboxRow {
  id: number;
  recipient: string;
  template: string;
  payload: OrderMessagePayload | SignInAlertPayload | OwnerDigestPayload;
  attempts: number;
}

/** Order messages, and those that belong to no order: the desk's sign-in alert and the owner's daily digest. */
const render = (row: OutboxRow, publicUrl: string) =>
  row.template === SIGN_IN_ALERT_TEMPLATE
    ? renderSignInAlert(row.payload as SignInAlertPayload, publicUrl)
    : row.template === OWNER_DIGEST_TEMPLATE
      ? renderOwnerDigest(row.payload as OwnerDigestPayload, publicUrl)
      : renderOrderMessage(row.payload as OrderMessagePayload, publicUrl);

/** SMTP 5xx: the receiving server refused for good (unknown mailbox...); retrying will not help. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** How long a claimed message is left to its sender before another worker may send it again. */
// Longer than the slowest send the transport allows (transport.ts: 10 + 10 + 30 s).
const CLAIM_LEASE_SECONDS = 60;

/**
 * Sends the oldest due message, if any. Claiming it moves its next attempt a lease into the future
 * (one statement, FOR UPDATE SKIP LOCKED), so no other worker picks it; the send then runs holding
 * no database connection (a dead database cannot take the process with it, and a slow mail server
 * holds no pooled client), and the outcome is written afterwards. A crash between send and write
 * resends after the lease with the same Message-ID. Returns false when nothing was due.
 */
export async function deliverNext(options: MailWorkerOptions): Promise<boolean> {
  const { pool, transport, from, publicUrl } = options;
  const { rows } = await pool.query<OutboxRow>(
    `UPDATE mail_outbox SET next_attempt_at = clock_timestamp() + make_interval(secs => $1)
     WHERE id = (
       -- An order's messages go out in the order of its events: one waiting for a retry holds back the later ones.
       SELECT id FROM mail_outbox m
       WHERE state = 'pending' AND next_attempt_at <= now()
         AND NOT EXISTS (SELECT 1 FROM mail_outbox e WHERE e.order_id = m.order_id AND e.state = 'pending' AND e.id < m.id)
       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, recipient, template, payload, attempts`,
    [CLAIM_LEASE_SECONDS],
  );
  const row = rows[0];
  if (!row) return false;
  const messageId = `<outbox-${row.id}@${from.match(/@([^>\s]+)/)?.[1] ?? 'localhost'}>`;
  try {
    const message = await render(row, publicUrl);
    await transport.send({ from, to: row.recipient, messageId, ...message });
  } catch (error) {
    await recordFailure(options, row, error);
    return true;
  }
  await pool.query(
    `UPDATE mail_outbox SET state = 'sent', sent_at = now(), attempts = attempts + 1, message_id = $2, last_error = NULL WHERE id = $1`,
    [row.id, messageId],
  );
  return true;
}

async function recordFailure(options: MailWorkerOptions, row: OutboxRow, error: unknown) {
  const { retryBaseMs = 5_000, retryMaxMs = 15 * 60_000, maxAttempts = 100 } = options;
  const attempts = row.attempts + 1;
  const giveUp = isPermanent(error) || attempts >= maxAttempts;
  const delayMs = Math.min(retryBaseMs * 2 ** (attempts - 1), retryMaxMs);
  await options.pool.query(
    `UPDATE mail_outbox SET attempts = $2, last_error = $3, state = $4,
       next_attempt_at = clock_timestamp() + make_interval(secs => $5) WHERE id = $1`,
    [
      row.id,
      attempts,
      String((error as Error).message ?? error).slice(0, 500),
      giveUp ? 'failed' : 'pending',
      delayMs / 1000,
    ],
  );
  options.log?.(
    `[mail] message ${row.id} to ${row.recipient} ${giveUp ? 'failed for good' : `failed, retry in ${delayMs} ms`}: ${(error as Error).message}`,
  );
}

/** Sends every message that is due now; returns how many rows it handled (sent or rescheduled). */
export async function drainOutbox(options: MailWorkerOptions): Promise<number> {
  let handled = 0;
  while (await deliverNext(options)) handled++;
  return handled;
}

export interface MailWorker {
  stop(): Promise<void>;
}

/** Polls the outbox in the API process; any number of processes may run one against one database. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { pollMs = 1_000, log = console.error } = options;
  let stopped = false;
  const drain = async () => {
    while (!stopped && (await deliverNext({ log, ...options })));
  };
  const polling = repeatCheck(drain, {
    firstCheckMs: 0,
    checkEveryMs: pollMs,
    onError: (error) => log(`[mail] outbox worker: ${(error as Error).message}`),
  });
  return {
    async stop() {
      stopped = true;
      polling.stop();
      await polling.idle();
      options.transport.close();
    },
  };
}
