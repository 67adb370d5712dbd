import type { Dashboard } from '../../api-schema/adminDashboard';

/** The outbox row admin/digest/queueDigest.ts queues once a day for the shop's owner (docs/desk.md). */
export const OWNER_DIGEST_TEMPLATE = 'owner-digest';

export interface LowStockProduct {
  id: string;
  name: string;
  stock: number;
  /** The level it counts as low at: its own, else LOW_STOCK_THRESHOLD. */
  threshold: number;
}

/**
 * What the digest says, as it was when queued (a retry sends the same figures): the previous India day's
 * orders and takings, the seven days ending with it, and what waited for the owner at the moment of queueing.
 */
export interface OwnerDigestPayload {
  /** The India calendar day the digest is for (YYYY-MM-DD): its subject's date. */
  day: string;
  /** When the figures were counted (ISO): "what waits" is as of then. */
  at: string;
  yesterday: Dashboard['today'];
  lastSevenDays: Dashboard['lastSevenDays'];
  waiting: Dashboard['waiting'];
  lowStockThreshold: number;
  codLateDays: number;
  /** The lowest-stocked first, at most a screenful; `waiting.lowStock` counts them all. */
  lowStock: LowStockProduct[];
}
