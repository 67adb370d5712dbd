import { createServer } from 'vite';
import { takeOverShutdownSignals } from './db/embedded';
import { mailSettingsFromEnv } from './mail/mailSettings';
import { deskSettingsFromEnv } from './admin/deskSettings';
import { startShop } from './start';

/** `npm run dev`: the API on 3001 (no static files) and Vite's dev server, which proxies /api and /images to it. */
const API_PORT = Number(process.env.API_PORT ?? 3001);
// Links in pages and messages lead to Vite's dev server, which serves the SPA here.
const siteUrl = process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT ?? 5173}`;
const shop = await startShop({
  port: API_PORT,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PG_DATA_DIR || undefined,
  desk: deskSettingsFromEnv(),
  siteUrl,
  mail: { ...mailSettingsFromEnv(), publicUrl: siteUrl },
});
console.log(`API ready at ${shop.url}`);
// vite.config.ts reads API_URL for its proxy target.
process.env.API_URL ??= shop.url;
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();

async function shutdown() {
  setTimeout(() => process.exit(1), 9000).unref();
  await vite.close();
  await shop.close();
  process.exit(0);
}
takeOverShutdownSignals();
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
