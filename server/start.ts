import { answerClientErrors } from './http/clientErrors';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, type DatabaseOptions } from './db/database';
import { migrate } from './db/migrate';
import type { Pool } from './db/pool';
import { seedIfEmpty } from './db/seed/index';
import { keptAnswers, learnKeptHeaders } from './http/keptAnswers';
import { createLogger, type Logger } from './http/logger';
import type { RateLimits } from './http/rateLimits';
import { applyTimeouts, serverTimeouts, type ServerTimeouts } from './http/serverTimeouts';
import { listenForCatalogueChanges } from './catalogue/catalogueListener';
import { ResponseCache } from './http/responseCache';
import { loadPinDirectoryIfEmpty } from './delivery/loadPinDirectory';
import { addDistrictCities } from './delivery/districtCities';
import { startMail, type MailSettings } from './mail/mailSettings';
import { type DeskSettings, ensureFirstOperator } from './http/operator';
import { startExpirySweep } from './orders/expireUnpaid';
import type { PaymentSettings } from './payments/paymentSettings';
import type { BackupSettings } from './db/backup/backupSettings';
import { scheduleBackups } from './db/backup/backupSchedule';
import { signRestoredLinks } from './payments/signRestoredLinks';
import type { DigestSettings } from './books/digest/digestSettings';
import { scheduleDigest } from './books/digest/digestSchedule';

export interface ShopOptions extends Omit<DatabaseOptions, 'port' | 'logger'> {
  /** HTTP port; 0 picks a free one and the real one is returned. */
  port?: number;
  host?: string;
  /** Port of the embedded PostgreSQL (default 54320, or a free one if taken). */
  pgPort?: number;
  staticDir?: string;
  logger?: Logger;
  trustedProxies?: number;
  rateLimits?: RateLimits;
  timeouts?: Partial<ServerTimeouts>;
  /** The operator desk: first operator (SHOP_ADMIN_EMAIL/PASSWORD) and session timeouts. */
  desk?: DeskSettings;
  /** PUBLIC_URL: public origin of absolute links and mail links (default: the address it listens on, http://HOST:PORT). */
  siteUrl?: string;
  /** Runs the outbox worker that sends shoppers' messages; without it messages wait in the outbox. */
  mail?: MailSettings;
  /** SHOP_UPI_ID, SHOP_UPI_NAME, UPI_PAYMENT_WINDOW_MINUTES (payments/paymentSettings.ts); default COD only. */
  payments?: PaymentSettings;
  /** BACKUP_*: the daily backup this shop takes itself (none when its hour is unset). */
  backups?: BackupSettings;
  /** DIGEST_HOUR, OWNER_DIGEST_EMAIL: the owner's daily digest e-mail (none when either is unset). */
  digest?: DigestSettings;
}

export interface Shop {
  url: string;
  port: number;
  pool: Pool;
  server: Server;
  /** Whether this start loaded the demo catalogue. */
  seeded: boolean;
  /** Stops taking connections, lets requests in flight finish (at most `drainMs`), closes the database. */
  close(drainMs?: number): Promise<void>;
}

/** Opens the database, migrates, seeds an empty catalogue and serves the API (and the SPA when built). */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const { port = 3000, host = '127.0.0.1', pgPort, staticDir, logger = createLogger(), timeouts, ...rest } = options;
  const { trustedProxies, rateLimits, desk, mail, siteUrl, backups, digest, payments, ...db } = rest;
  const database = await openDatabase({ ...db, port: pgPort, logger });
  try {
    await migrate(database.pool);
    await loadPinDirectoryIfEmpty(database.pool);
    const seeded = await seedIfEmpty(database.pool);
    // Every district of a served state is a delivery city (ADR 018); a no-op once they all are.
    await addDistrictCities(database.pool);
    await ensureFirstOperator(database.pool, desk?.firstOperator?.email, desk?.firstOperator?.password);
    const signed = await signRestoredLinks(database.pool);
    if (signed) logger.info({ orders: signed }, 'links of restored orders signed');
    const cache = new ResponseCache();
    // Known once listening (port 0 picks one); nothing asks for it before.
    let url = '';
    const app = createApp({
      pool: database.pool,
      orderPool: database.orderPool,
      cache,
      staticDir: staticDir && existsSync(staticDir) ? staticDir : undefined,
      deskSessions: desk?.sessions,
      siteUrl: siteUrl ?? (() => url),
      logger,
      trustedProxies,
      rateLimits,
      payments,
    });
    const limits = { ...serverTimeouts(), ...timeouts };
    // Kept answers (keptAnswers.ts) are sent before Hono sees the request; the rest goes through the app.
    const appListener = getRequestListener(learnKeptHeaders(app.fetch), { hostname: host });
    const server = createServer(
      { connectionsCheckingInterval: limits.connectionsCheckingInterval },
      keptAnswers(cache, logger, appListener),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    applyTimeouts(server, limits);
    answerClientErrors(server);
    const realPort = (server.address() as AddressInfo).port;
    url = `http://${host}:${realPort}`;
    const mailer = mail && startMail(database.pool, mail, siteUrl ?? url);
    const catalogueChanges = await listenForCatalogueChanges(database.pool, cache);
    // Expired UPI orders put stock back: cached listings may be stale.
    const expiry = payments?.upi && startExpirySweep(database.pool, payments.windowMinutes, () => cache.clear());
    const hour = backups?.hour;
    const backupSchedule =
      backups && hour !== undefined
        ? scheduleBackups({ url: database.url, pool: database.pool, settings: { ...backups, hour }, logger })
        : undefined;
    const digestSchedule = startDigest(database.pool, digest, logger);
    return {
      url,
      port: realPort,
      pool: database.pool,
      server,
      seeded,
      async close(drainMs = 5000) {
        await closeServer(server, drainMs);
        backupSchedule?.stop();
        digestSchedule?.stop();
        await digestSchedule?.idle();
        await mailer?.stop();
        if (expiry) await expiry.stop();
        await catalogueChanges.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** The owner's daily digest, when it has an hour and someone to go to. */
function startDigest(pool: Pool, digest: DigestSettings | undefined, logger: Logger) {
  const { hour, recipient, books } = digest ?? {};
  if (hour === undefined || !recipient || !books) return undefined;
  return scheduleDigest({ pool, settings: { hour, recipient, books }, logger });
}

/** server.close() waits for every open connection; busy ones get `drainMs`, then are cut. */
async function closeServer(server: Server, drainMs: number) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), drainMs);
  await closed;
  clearTimeout(timer);
}
