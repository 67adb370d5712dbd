import type { Pool } from '../../db/pool';
import { withTransaction } from '../../db/transaction';
import { dueSince, istDay } from '../../db/schedule/istHour';
import type { BooksSettings } from '../../http/operator';
import { OWNER_DIGEST_TEMPLATE } from '../../mail/ownerDigest';
import { collectDigest } from './collectDigest';

/**
 * The India day whose digest is due at `now`: today, from its `hour`:00 IST to midnight. Before the hour nothing
 * is due, and a day the shop was down for from the hour to midnight is skipped, not sent the next morning: by
 * then that morning's digest tells the same and more (docs/desk.md).
 */
export function digestDay(now: Date, hour: number): string | undefined {
  const today = istDay(now);
  return istDay(dueSince(now, hour)) === today ? today : undefined;
}

/**
 * Queues the day's digest to `recipient` unless it already was: the day's row in owner_digests (its primary key)
 * and the outbox message are written in one transaction, so two processes, or one restarted, queue it once. A
 * second process waits for the first's insert and then finds the day taken. Returns the day queued, if any.
 */
export async function queueOwnerDigest(
  pool: Pool,
  settings: { hour: number; recipient: string; books: BooksSettings },
  now = new Date(),
): Promise<string | undefined> {
  const day = digestDay(now, settings.hour);
  if (!day) return undefined;
  const done = await pool.query('SELECT 1 FROM owner_digests WHERE day = $1', [day]);
  if (done.rowCount) return undefined;
  // Counted before the transaction (on the pool: the dashboard's queries run side by side); a process that
  // loses the race to another has counted for nothing, once a day at most.
  const payload = await collectDigest(pool, settings.books, day, now);
  return withTransaction(pool, async (client) => {
    const claimed = await client.query(
      'INSERT INTO owner_digests (day, recipient) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
      [day, settings.recipient],
    );
    if (!claimed.rowCount) return undefined;
    await client.query(
      `WITH queued AS (INSERT INTO mail_outbox (recipient, template, payload) VALUES ($2, $3, $4) RETURNING id)
       UPDATE owner_digests SET outbox_id = queued.id FROM queued WHERE day = $1`,
      [day, settings.recipient, OWNER_DIGEST_TEMPLATE, payload],
    );
    return day;
  });
}
