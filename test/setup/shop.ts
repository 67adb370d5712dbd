import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startShop } from '../../server/start';
import { startTestPostgres } from './testPostgres';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    shopDatabaseUrl: string;
    /** Bearer token of the interim shop-side order transitions. */
    adminApiToken: string;
    /** Where the shop's outbox worker writes each message as an .eml file. */
    mailDir: string;
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
  const mailDir = await mkdtemp(join(tmpdir(), 'bagshop-e2e-mail-'));
  const adminApiToken = randomBytes(16).toString('hex');
  const shop = await startShop({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    staticDir,
    adminApiToken,
    mail: { dir: mailDir, from: '"Jhola & Co." <orders@jholaandco.in>' },
  });
  project.provide('shopUrl', shop.url);
  project.provide('shopDatabaseUrl', databaseUrl);
  project.provide('adminApiToken', adminApiToken);
  project.provide('mailDir', mailDir);
  return async () => {
    await shop.close();
    await postgres.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
