import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { healthResponse, readyResponse } from '../../api-schema/health';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { fail, ok } from '../http/respond';
import { pendingMigrations } from '../db/migrate';
import { withTimeout } from '../db/supervisor';
import { backupAge } from '../db/backup/backupAge';

const CHECK_TIMEOUT_MS = 1000;
const NOT_READY = 'The shop cannot reach its database right now.';

/**
 * /health: the process answers (a supervisor restarts it when this fails). /ready: it can serve
 * shoppers, the database answers and has every migration (a load balancer sends traffic only
 * then). Both are never cached.
 */
export function healthRoutes({ pool }: AppDeps) {
  return new Hono()
    .get(
      '/health',
      describe({
        summary: 'Liveness: the process answers',
        tags: ['Operations'],
        responses: { 200: succeeded('Alive, with its uptime', healthResponse) },
      }),
      (c) => {
        c.header('Cache-Control', 'no-store');
        return ok(c, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
      },
    )
    .get(
      '/ready',
      describe({
        summary: "Readiness: the database answers and has every migration (and the last backup's age)",
        tags: ['Operations'],
        responses: {
          200: succeeded('Ready for shoppers', readyResponse),
          503: failed('The database is unreachable or missing migrations'),
        },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const pending = await withTimeout(pendingMigrations(pool), CHECK_TIMEOUT_MS, 'readiness check').catch(
          () => undefined,
        );
        if (pending === undefined) return fail(c, 503, NOT_READY);
        if (pending.length > 0) return fail(c, 503, `The database is missing ${pending.length} migration(s).`);
        // The last good backup's age: information for the owner, never a reason to refuse traffic.
        const backup = await withTimeout(backupAge(pool), CHECK_TIMEOUT_MS, 'backup age').catch(() => undefined);
        return ok(c, { status: 'ready', ...(backup && { backup }) });
      },
    );
}
