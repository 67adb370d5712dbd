import * as z from 'zod/mini';
import { ok } from './envelope';
import { pagination } from './entities';

export const ADMIN_MESSAGES_PAGE_SIZE = 20;
export const MESSAGE_VIEWS = ['open', 'unread', 'all'] as const;

export const adminMessageQuery = z.object({
  view: z._default(z.enum(MESSAGE_VIEWS, 'view must be open, unread or all'), 'open'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1, 'page must be at least 1')), 1),
});

export const adminMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  handledAt: z.nullable(z.string()),
});
export type AdminMessage = z.infer<typeof adminMessage>;

/** Marks a message read/unread and handled/open; either may be left out. */
export const messageStateInput = z.strictObject({ read: z.optional(z.boolean()), handled: z.optional(z.boolean()) });

export const adminMessageListResponse = ok(
  z.object({ messages: z.array(adminMessage), pagination, unread: z.number() }),
);
export const adminMessageResponse = ok(z.object({ message: adminMessage }));

export const activityEntry = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.string(),
  action: z.string(),
  subject: z.string(),
  /** The change in words an owner reads ("Marked BAG-… paid: ₹5,699, UTR …"); before/after are the stored fields. */
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const ADMIN_ACTIVITY_PAGE_SIZE = 50;
export const activityQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1, 'page must be at least 1')), 1),
});
export const activityResponse = ok(z.object({ entries: z.array(activityEntry), pagination }));
