import type { Waiting } from '../../../api-schema/adminDashboard';

/** A desk list: its path and URL filters. */
export interface DeskList {
  to: '/admin/orders' | '/admin/messages' | '/admin/catalogue';
  search: Record<string, string>;
}

/** The list behind each "waiting" figure of the dashboard: it shows exactly the orders or products counted. */
export const WAITING_LISTS: Record<Exclude<keyof Waiting, 'codUnremittedAmount'>, DeskList> = {
  toConfirm: { to: '/admin/orders', search: { queue: 'to_confirm' } },
  toPack: { to: '/admin/orders', search: { status: 'confirmed' } },
  toShip: { to: '/admin/orders', search: { status: 'packed' } },
  awaitingPayment: { to: '/admin/orders', search: { queue: 'awaiting_payment' } },
  refundsDue: { to: '/admin/orders', search: { queue: 'refund_due' } },
  codUnremitted: { to: '/admin/orders', search: { queue: 'cod_unremitted' } },
  codLate: { to: '/admin/orders', search: { queue: 'cod_late' } },
  returnsRequested: { to: '/admin/orders', search: { status: 'return_requested' } },
  messagesOpen: { to: '/admin/messages', search: {} },
  lowStock: { to: '/admin/catalogue', search: { lowStock: 'true' } },
};

/** The orders placed from `from` to `to` (India's calendar days). */
export const ordersPlaced = (from: string, to: string): DeskList => ({ to: '/admin/orders', search: { from, to } });
