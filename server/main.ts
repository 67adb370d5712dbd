import { rateLimitsFrom } from './http/rateLimits';
import { existsSync } from 'node:fs';
import { config as readConfig, ConfigError, type Config } from './config';
import { takeOverShutdownSignals } from './db/embedded';
import { createLogger, flushLogs } from './http/logger';
import { mailSettingsFromConfig } from './mail/mailSettings';
import { deskSettingsFromConfig } from './http/operator';
import { backupSettingsFromConfig } from './db/backup/backupSettings';
import { digestSettingsFromConfig } from './books/digest/digestSettings';
import { paymentSettingsFromConfig } from './payments/paymentSettings';
import { startShop, type Shop } from './start';

// A bad variable stops the start before anything opens, with a message naming it and what it accepts.
const config: Config = (() => {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
})();

// Shutdown must finish inside the 10 s a supervisor (systemd, Kubernetes, docker stop) usually grants.
const DRAIN_MS = 5000;
const HARD_EXIT_MS = 9000;

const began = performance.now();
const logger = createLogger();
const staticDir = existsSync('dist/index.html') ? 'dist' : undefined;
// Filled once started; a signal during start-up finds it empty.
const running: { shop?: Shop } = {};
let closing = false;

async function shutdown(reason: string, exitCode: number) {
  if (closing) return;
  closing = true;
  logger.info({ reason }, 'closing the shop and its database');
  // Last resort: whatever hangs (a dead database, a stuck socket), the process still ends.
  setTimeout(() => {
    logger.error({ reason }, `shutdown took longer than ${HARD_EXIT_MS} ms; exiting anyway`);
    process.exit(exitCode || 1);
  }, HARD_EXIT_MS).unref();
  try {
    await running.shop?.close(DRAIN_MS);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    exitCode ||= 1;
  }
  await flushLogs(logger);
  process.exit(exitCode);
}

takeOverShutdownSignals();
process.once('SIGINT', () => void shutdown('SIGINT', 0));
process.once('SIGTERM', () => void shutdown('SIGTERM', 0));

const shop = await startShop({
  port: config.PORT,
  host: config.HOST,
  databaseUrl: config.DATABASE_URL,
  dataDir: config.PG_DATA_DIR,
  pgPort: config.PG_PORT,
  staticDir,
  desk: deskSettingsFromConfig(config),
  siteUrl: config.PUBLIC_URL,
  mail: mailSettingsFromConfig(config),
  backups: backupSettingsFromConfig(config),
  digest: digestSettingsFromConfig(config),
  payments: paymentSettingsFromConfig(config),
  logger,
  trustedProxies: config.TRUST_PROXY,
  rateLimits: rateLimitsFrom(config),
  recoveryTimeoutMs: config.DB_RECOVERY_TIMEOUT_MS,
  // A supervisor restarts a process that exits non-zero; one that waits forever helps nobody.
  onLost: () => void shutdown('database lost', 1),
});
running.shop = shop;
const startMs = Math.round(performance.now() - began);
logger.info(
  { url: shop.url, startMs, seeded: shop.seeded },
  `Shop ready at ${shop.url} in ${startMs} ms (${shop.seeded ? 'cold: catalogue seeded' : 'warm: existing data'})`,
);
if (!staticDir) logger.warn('No dist/ build found: serving the API and images only (npm run build, or npm run dev).');
