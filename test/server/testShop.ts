import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type * as z from 'zod/mini';
import { createApp, type AppOptions } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { createPool, type Pool } from '../../server/db/pool';
import { seedIfEmpty } from '../../server/db/seed/index';
import { addDistrictCities } from '../../server/delivery/districtCities';
import { loadPinDirectoryIfEmpty } from '../../server/delivery/loadPinDirectory';

export interface TestShop {
  app: ReturnType<typeof createApp>;
  pool: Pool;
  close(): Promise<void>;
}

/** A fresh database (migrated and seeded) on the run's test cluster, and an app over it. */
export async function createTestShop(options: Omit<AppOptions, 'pool'> = {}): Promise<TestShop> {
  const adminUrl = inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pool = createPool(adminUrl.replace(/\/[^/]*$/, `/${name}`), 20);
  await migrate(pool);
  await loadPinDirectoryIfEmpty(pool);
  await seedIfEmpty(pool);
  await addDistrictCities(pool);
  return {
    app: createApp({ pool, ...options }),
    pool,
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Parses a response body with an api-schema schema; a mismatch fails the test with zod's message. */
export async function bodyOf<T extends z.ZodMiniType>(res: Response, schema: T): Promise<z.infer<T>> {
  return schema.parse(await res.json());
}

export const postJson = async (
  shop: TestShop,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> =>
  await shop.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
