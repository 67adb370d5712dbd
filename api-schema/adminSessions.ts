import * as z from 'zod/mini';
import { ok } from './envelope';

/** One live desk session of the signed-in operator (GET /api/admin/sessions). */
export const deskSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser's User-Agent at sign-in, as sent. */
  userAgent: z.string(),
  /** The address it signed in from ('' when unknown). */
  client: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type DeskSession = z.infer<typeof deskSession>;

export const deskSessionListResponse = ok(z.object({ sessions: z.array(deskSession) }));

/** How many sessions a request ended: 0 when they had ended already (safe to repeat). */
export const endedSessionsResponse = ok(z.object({ ended: z.number() }));

export const sessionIdParam = z.object({ id: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/, 'Unknown session')) });
