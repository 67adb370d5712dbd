import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_SESSION_SETTINGS } from '../../server/http/operator';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { startShop } from '../../server/start';
import { startTestPostgres } from './testPostgres';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    shopDatabaseUrl: string;
    /** The operator the shop created at start (SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD). */
    operatorEmail: string;
    operatorPassword: string;
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
  const operator = { email: 'owner@jholaandco.in', password: randomBytes(16).toString('hex') };
  const shop = await startShop({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    staticDir,
    desk: { firstOperator: operator, sessions: DEFAULT_SESSION_SETTINGS },
    mail: { dir: mailDir, from: '"Jhola & Co." <orders@jholaandco.in>' },
    // Every browser file signs in from 127.0.0.1: the shop's 10 per 5 minutes would make their order matter.
    rateLimits: { ...RATE_LIMITS, signIn: { ...RATE_LIMITS.signIn, limit: 1000 } },
  });
  project.provide('shopUrl', shop.url);
  project.provide('shopDatabaseUrl', databaseUrl);
  project.provide('operatorEmail', operator.email);
  project.provide('operatorPassword', operator.password);
  project.provide('mailDir', mailDir);
  return async () => {
    await shop.close();
    await postgres.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
