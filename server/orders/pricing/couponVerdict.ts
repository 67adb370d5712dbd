import { formatINR } from '../../../api-schema/format';

export interface CouponRow {
  code: string;
  kind: 'percent' | 'flat';
  amount: number;
  max_discount: number | null;
  min_subtotal: number;
  starts_at: Date | null;
  ends_at: Date | null;
  total_uses: number | null;
  uses_per_phone: number | null;
  first_order_only: boolean;
  active: boolean;
}

/** What the limits are checked against, counted after the coupon row was locked (placing) or read (quoting). */
export interface CouponUses {
  used: number;
  usedByPhone: number;
  /** Orders of this phone not cancelled; checked only when a phone was given. */
  phoneOrders: number;
}

const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const couponMessages = {
  unknown: (code: string) => `${code} is not a valid coupon code. Please check the spelling.`,
  paused: (code: string) => `${code} is paused at the moment.`,
  notStarted: (code: string, at: Date) => `${code} can be used from ${day.format(at)}.`,
  expired: (code: string, at: Date) => `${code} expired on ${day.format(at)}.`,
  usedUp: (code: string) => `${code} has been fully used.`,
  perPhone: (code: string) => `${code} has already been used with this phone number.`,
  firstOrder: (code: string) => `${code} is for a first order only, and this phone number has ordered before.`,
  short: (code: string, more: number) => `Add ${formatINR(more)} more to use ${code}`,
} as const;

export type CouponVerdict = { discount: number; message: null } | { discount: 0; message: string };

const refused = (message: string): CouponVerdict => ({ discount: 0, message });

/** The discount a coupon gives on this subtotal, or the one sentence saying why it gives none. */
export function couponVerdict(
  code: string,
  coupon: CouponRow | undefined,
  uses: CouponUses,
  { subtotal, phone, now = new Date() }: { subtotal: number; phone: boolean; now?: Date },
): CouponVerdict {
  if (!coupon) return refused(couponMessages.unknown(code));
  if (!coupon.active) return refused(couponMessages.paused(code));
  if (coupon.starts_at && now < coupon.starts_at) return refused(couponMessages.notStarted(code, coupon.starts_at));
  if (coupon.ends_at && now >= coupon.ends_at) return refused(couponMessages.expired(code, coupon.ends_at));
  if (coupon.total_uses !== null && uses.used >= coupon.total_uses) return refused(couponMessages.usedUp(code));
  if (phone && coupon.uses_per_phone !== null && uses.usedByPhone >= coupon.uses_per_phone)
    return refused(couponMessages.perPhone(code));
  if (phone && coupon.first_order_only && uses.phoneOrders > 0) return refused(couponMessages.firstOrder(code));
  if (subtotal < coupon.min_subtotal) return refused(couponMessages.short(code, coupon.min_subtotal - subtotal));
  const off = coupon.kind === 'percent' ? Math.floor((subtotal * coupon.amount) / 100) : coupon.amount;
  return { discount: Math.min(off, coupon.max_discount ?? off, subtotal), message: null };
}
