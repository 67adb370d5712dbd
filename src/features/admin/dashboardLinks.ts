import type { Waiting } from '../../../api-schema/adminDashboard';

/** A desk list: the /admin/$ section and its URL filters. */
export interface DeskList {
  section: string;
  search: Record<string, string>;
}

/** The list behind each "waiting" figure of the dashboard: it shows exactly the orders or products counted. */
export const WAITING_LISTS: Record<Exclude<keyof Waiting, 'codUnremittedAmount'>, DeskList> = {
  toConfirm: { section: 'orders', search: { queue: 'to_confirm' } },
  toPack: { section: 'orders', search: { status: 'confirmed' } },
  toShip: { section: 'orders', search: { status: 'packed' } },
  awaitingPayment: { section: 'orders', search: { queue: 'awaiting_payment' } },
  refundsDue: { section: 'orders', search: { queue: 'refund_due' } },
  codUnremitted: { section: 'orders', search: { queue: 'cod_unremitted' } },
  codLate: { section: 'orders', search: { queue: 'cod_late' } },
  returnsRequested: { section: 'orders', search: { status: 'return_requested' } },
  messagesOpen: { section: 'messages', search: {} },
  lowStock: { section: 'catalogue', search: { lowStock: 'true' } },
};

/** The orders placed from `from` to `to` (India's calendar days). */
export const ordersPlaced = (from: string, to: string): DeskList => ({ section: 'orders', search: { from, to } });
