import * as z from 'zod/mini';
import { ok } from './envelope';

/** GET /health: the process answers. */
export const healthResponse = ok(z.object({ status: z.literal('ok'), uptimeSeconds: z.number().check(z.int()) }));

/** The newest finished backup: when its snapshot was taken, how old, and a warning past 26 hours or when none exists. */
const backupAge = z.object({
  lastAt: z.nullable(z.iso.datetime()),
  ageHours: z.nullable(z.number()),
  warning: z.optional(z.string()),
});

/** GET /ready: the database answers and has every migration; `backup` when its age could be read. */
export const readyResponse = ok(z.object({ status: z.literal('ready'), backup: z.optional(backupAge) }));
