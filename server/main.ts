import { existsSync } from 'node:fs';
import { mailSettingsFromEnv } from './mail/mailSettings';
import { startShop } from './start';

const began = performance.now();
const staticDir = existsSync('dist/index.html') ? 'dist' : undefined;
const shop = await startShop({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PG_DATA_DIR || undefined,
  pgPort: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined,
  staticDir,
  adminApiToken: process.env.ADMIN_API_TOKEN || undefined,
  mail: mailSettingsFromEnv(),
});
const startMs = Math.round(performance.now() - began);
console.log(
  `Shop ready at ${shop.url} in ${startMs} ms (${shop.seeded ? 'cold: catalogue seeded' : 'warm: existing data'})`,
);
if (!staticDir) console.log('No dist/ build found: serving the API and images only (npm run build, or npm run dev).');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing the shop and its database…`);
  try {
    await shop.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
