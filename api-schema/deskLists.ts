import type { Waiting } from './adminDashboard';

/** A desk list: its path and URL filters (plain search params, src/lib/plainSearch.ts). */
export interface DeskList {
  to: '/admin/orders' | '/admin/messages' | '/admin/catalogue';
  search: Record<string, string>;
}

export type WaitingQueue = Exclude<keyof Waiting, 'awaitingPaymentAmount' | 'codUnremittedAmount'>;

/**
 * The list behind each "waiting" figure: it shows exactly the orders or products counted. The dashboard links
 * to them in the desk, the owner's daily digest e-mail (server/digest) by absolute URL.
 */
export const WAITING_LISTS: Record<WaitingQueue, DeskList> = {
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

/** Each figure's name, in the order the dashboard and the digest show them. */
export const WAITING_LABELS: [WaitingQueue, string][] = [
  ['toConfirm', 'To confirm'],
  ['toPack', 'To pack'],
  ['toShip', 'To ship'],
  ['awaitingPayment', 'Awaiting UPI payment'],
  ['refundsDue', 'Refunds due'],
  ['codUnremitted', 'COD not remitted'],
  ['codLate', 'COD remittance late'],
  ['returnsRequested', 'Returns requested'],
  ['messagesOpen', 'Messages unanswered'],
  ['lowStock', 'Low on stock'],
];

/** The orders placed from `from` to `to` (India's calendar days). */
export const ordersPlaced = (from: string, to: string): DeskList => ({ to: '/admin/orders', search: { from, to } });

/** A desk list as an absolute URL, for mail: `https://shop/admin/orders?queue=to_confirm`. */
export const deskListUrl = (publicUrl: string, list: DeskList) => {
  const query = new URLSearchParams(list.search).toString();
  return `${publicUrl.replace(/\/+$/, '')}${list.to}${query ? `?${query}` : ''}`;
};
