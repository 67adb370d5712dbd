import { createServer } from 'vite';
import { takeOverShutdownSignals } from './db/embedded';
import { config } from './config';
import { mailSettingsFromConfig } from './mail/mailSettings';
import { deskSettingsFromConfig } from './http/operator';
import { startShop } from './start';

/** `npm run dev`: the API on 3001 (no static files) and Vite's dev server, which proxies /api and /images to it. */
// PORT here is Vite's (default 5173), so this entry point reads its own two ports.
const API_PORT = Number(process.env.API_PORT ?? 3001);
const VITE_PORT = Number(process.env.PORT ?? 5173);
const { DATABASE_URL, PG_DATA_DIR, PUBLIC_URL } = config();
// Links in pages and messages lead to Vite's dev server, which serves the SPA here.
const siteUrl = PUBLIC_URL ?? `http://127.0.0.1:${VITE_PORT}`;
const shop = await startShop({
  port: API_PORT,
  databaseUrl: DATABASE_URL,
  dataDir: PG_DATA_DIR,
  desk: deskSettingsFromConfig(),
  siteUrl,
  mail: { ...mailSettingsFromConfig(), publicUrl: siteUrl },
});
console.log(`API ready at ${shop.url}`);
// vite.config.ts reads API_URL for its proxy target.
process.env.API_URL ??= shop.url;
const vite = await createServer({ server: { port: VITE_PORT } });
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
