import * as z from 'zod/mini';
import { ok } from './envelope';

/** GET /health: the process answers. */
export const healthResponse = ok(z.object({ status: z.literal('ok'), uptimeSeconds: z.number().check(z.int()) }));

/** GET /ready: the database answers and has every migration. */
export const readyResponse = ok(z.object({ status: z.literal('ready') }));
