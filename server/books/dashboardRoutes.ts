import { Hono } from 'hono';
import { dashboardResponse } from '../../api-schema/adminDashboard';
import { describe, succeeded } from '../http/openapi/describe';
import type { AppDeps } from '../http/appDeps';
import { ok } from '../http/respond';
import { booksSettingsFromConfig, DESK_SECURITY, DESK_TAGS, signedInRead, type DeskEnv } from '../http/operator';
import { dashboard } from './dashboard';

/** /api/admin/dashboard: the desk's home, today and the last seven days (India time) and what waits. */
export function dashboardRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>().get(
    '/',
    describe({
      summary:
        "Today's and the last seven days' orders, money received and refunded, and net (IST days), and what waits",
      tags: DESK_TAGS,
      security: DESK_SECURITY,
      responses: { 200: succeeded('The dashboard', dashboardResponse), ...signedInRead },
    }),
    async (c) => ok(c, await dashboard(pool, booksSettingsFromConfig())),
  );
}
