import type { Pool } from '../../db/pool';
import { repeatCheck } from '../../db/schedule/repeatCheck';
import type { BooksSettings } from '../../http/operator';
import { queueOwnerDigest } from './queueDigest';

export interface DigestScheduleOptions {
  pool: Pool;
  settings: { hour: number; recipient: string; books: BooksSettings };
  logger: { info(fields: object, message: string): void; error(fields: object, message: string): void };
  firstCheckMs?: number;
  checkEveryMs?: number;
  /** The clock (tests ask about a chosen moment). */
  now?: () => Date;
}

/**
 * The owner's daily digest: every API process checks soon after start and then every minute; the first check
 * past DIGEST_HOUR IST queues the day's e-mail in the outbox (queueDigest.ts keeps it to one a day), and the
 * outbox worker sends it, retrying while the mail server is down.
 */
export function scheduleDigest(options: DigestScheduleOptions) {
  const { pool, settings, logger, firstCheckMs = 5_000, checkEveryMs = 60_000, now = () => new Date() } = options;
  const check = async () => {
    const day = await queueOwnerDigest(pool, settings, now());
    if (day) logger.info({ day, to: settings.recipient }, "owner's daily digest queued");
  };
  return repeatCheck(check, {
    firstCheckMs,
    checkEveryMs,
    onError: (err) => logger.error({ err }, "owner's daily digest failed; trying again at the next check"),
  });
}
