import * as z from 'zod/mini';

/** docs/product.md §4 order lifecycle. The database keeps these values; the shop shows the labels. */
export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
  'returned_to_origin',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatus = z.enum(ORDER_STATUSES);

/** Who made a change: the guest (with order number + phone/email) or the shop's staff. */
export type Actor = 'shopper' | 'shop';

export const statusLabels: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return Requested',
  returned: 'Returned',
  returned_to_origin: 'Returned to Origin',
};

export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Fields a transition needs besides its target, checked before the table is consulted. */
export type RequiredField = 'courier' | 'trackingNumber' | 'reason' | 'rtoReason';

export interface TransitionRule {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly Actor[];
  requires?: readonly RequiredField[];
  /** The goods come back to the shelf: stock is put back in the same transaction. */
  restock?: boolean;
}

const BEFORE_SHIPPING = ['placed', 'confirmed', 'packed'] as const;
const IN_TRANSIT = ['shipped', 'out_for_delivery'] as const;

/** The one transition table: the server enforces it, the tracking page offers what it allows. */
export const TRANSITIONS: readonly TransitionRule[] = [
  { from: 'placed', to: 'confirmed', by: ['shop'] },
  { from: 'confirmed', to: 'packed', by: ['shop'] },
  { from: 'packed', to: 'shipped', by: ['shop'], requires: ['courier', 'trackingNumber'] },
  { from: 'shipped', to: 'out_for_delivery', by: ['shop'] },
  { from: 'out_for_delivery', to: 'delivered', by: ['shop'] },
  // The shopper may cancel until the parcel leaves; the shop also later (undeliverable, refused at the door).
  ...BEFORE_SHIPPING.map((from) => ({
    from,
    to: 'cancelled' as const,
    by: ['shopper', 'shop'] as const,
    restock: true,
  })),
  ...IN_TRANSIT.map((from) => ({ from, to: 'cancelled' as const, by: ['shop'] as const, restock: true })),
  // The courier brought the parcel back (refused, address not found, unreachable): counted per phone (docs/pricing.md).
  ...IN_TRANSIT.map((from) => ({
    from,
    to: 'returned_to_origin' as const,
    by: ['shop'] as const,
    requires: ['rtoReason'] as const,
    restock: true,
  })),
  { from: 'delivered', to: 'return_requested', by: ['shopper', 'shop'], requires: ['reason'] },
  // The shop declines a return request: the order is delivered again, nothing moves.
  { from: 'return_requested', to: 'delivered', by: ['shop'] },
  { from: 'return_requested', to: 'returned', by: ['shop'], restock: true },
];

export const findTransition = (from: OrderStatus, to: OrderStatus) =>
  TRANSITIONS.find((t) => t.from === from && t.to === to);

/** When the return window of an order delivered at `deliveredAt` closes. */
export const returnWindowEnds = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

export interface TransitionRequest {
  from: OrderStatus;
  to: OrderStatus;
  actor: Actor;
  /** Time of the latest 'delivered' event, for the return window. */
  deliveredAt?: Date | null;
  now?: Date;
}

export type TransitionCheck = { ok: true; rule: TransitionRule } | { ok: false; message: string };

/** Whether the change is allowed, and if not a sentence the shopper or staff can act on. */
export function checkTransition({
  from,
  to,
  actor,
  deliveredAt,
  now = new Date(),
}: TransitionRequest): TransitionCheck {
  const rule = findTransition(from, to);
  if (rule && rule.by.includes(actor)) {
    const windowClosed = to === 'return_requested' && (!deliveredAt || now > returnWindowEnds(deliveredAt));
    if (!windowClosed) return { ok: true, rule };
    return {
      ok: false,
      message: `Returns can be requested within ${RETURN_WINDOW_DAYS} days of delivery, and that time has passed for this order.`,
    };
  }
  return { ok: false, message: illegalMessage(from, to, actor) };
}

function illegalMessage(from: OrderStatus, to: OrderStatus, actor: Actor): string {
  const now = statusLabels[from].toLowerCase();
  if (from === to) return `This order is already ${now}.`;
  if (to === 'cancelled') {
    if (from === 'cancelled' || from === 'returned') return `This order is ${now} and cannot be cancelled.`;
    if (actor === 'shopper' && (IN_TRANSIT as readonly string[]).includes(from)) {
      return `This order has already shipped, so it can no longer be cancelled. You can request a return within ${RETURN_WINDOW_DAYS} days of delivery.`;
    }
    return `An order that is ${now} cannot be cancelled.`;
  }
  if (to === 'return_requested') {
    if (from === 'cancelled') return 'This order was cancelled, so there is nothing to return.';
    if (from === 'returned') return 'This order has already been returned.';
    return 'A return can be requested once the order has been delivered.';
  }
  if (actor === 'shopper') return 'Only the shop can make that change to an order.';
  return `An order that is ${now} cannot be marked ${statusLabels[to].toLowerCase()}.`;
}

/** What the tracking page may offer the shopper for an order in this state. */
export type ShopperAction = 'cancel' | 'requestReturn';

export function shopperActions(status: OrderStatus, deliveredAt: Date | null, now = new Date()): ShopperAction[] {
  const actions: ShopperAction[] = [];
  if (checkTransition({ from: status, to: 'cancelled', actor: 'shopper', now }).ok) actions.push('cancel');
  if (checkTransition({ from: status, to: 'return_requested', actor: 'shopper', deliveredAt, now }).ok)
    actions.push('requestReturn');
  return actions;
}

/** The shopper's reasons for a return (the select on the tracking page). */
export const RETURN_REASONS = {
  damaged: 'Arrived damaged or defective',
  wrong_item: 'Wrong item or colour received',
  not_as_described: 'Not as described or pictured',
  quality: 'Quality not as expected',
  changed_mind: 'Changed my mind',
  other: 'Other reason',
} as const;

export type ReturnReason = keyof typeof RETURN_REASONS;
export const returnReason = z.enum(
  Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]],
  'Please choose a reason for the return',
);

/** Why a parcel came back to the shop (the desk's "Mark returned to origin"). */
export const RTO_REASONS = {
  refused: 'Refused at the door',
  address_not_found: 'Address not found',
  unreachable: 'Shopper unreachable',
} as const;

export type RtoReason = keyof typeof RTO_REASONS;

/** The statuses a parcel passes through on its way, in order (the tracking page's progress line). */
export const DELIVERY_PATH: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
];
