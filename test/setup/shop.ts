import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startShop } from '../../server/start';
import { startTestPostgres } from './testPostgres';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    shopDatabaseUrl: string;
  }
}

/** Browser tests: a fresh Postgres, the real shop (API + built SPA from dist/) on a free port. */
export default async function setup(project: TestProject) {
  const staticDir = process.env.SHOP_STATIC_DIR ?? 'dist';
  if (!existsSync(`${staticDir}/index.html`))
    throw new Error(`${staticDir}/ is missing: run vite build before the browser tests (npm test does).`);
  const postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE shop_e2e');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/[^/]*$/, '/shop_e2e');
  const shop = await startShop({ port: 0, host: '127.0.0.1', databaseUrl, staticDir });
  project.provide('shopUrl', shop.url);
  project.provide('shopDatabaseUrl', databaseUrl);
  return async () => {
    await shop.close();
    await postgres.stop();
  };
}
