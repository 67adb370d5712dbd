import { formatINR } from '../../../api-schema/format';

/** COD economics (docs/pricing.md), from COD_FEE, UPI_PREPAID_DISCOUNT_PERCENT, COD_LIMIT, COD_MAX_RETURNED_TO_ORIGIN. */
export interface CodRules {
  /** Rupees added to a cash-on-delivery order. */
  fee: number;
  /** Percent off the goods (after a coupon) for an order paid by UPI, when the shop takes UPI. */
  prepaidPercent: number;
  /** The highest order total offered cash on delivery while a prepaid mode exists. */
  limit: number;
  /** A phone with this many parcels returned to origin is offered prepaid only. */
  maxReturnedToOrigin: number;
}

export const DEFAULT_COD_RULES: CodRules = { fee: 0, prepaidPercent: 0, limit: 10_000, maxReturnedToOrigin: 2 };

export const codMessages = {
  overLimit: (limit: number) =>
    `Cash on delivery is available for orders up to ${formatINR(limit)}. Please pay by UPI to place this order.`,
  returnedToOrigin:
    'Sorry, cash on delivery is not available for this phone number, as earlier parcels came back to us undelivered. You can still place this order by paying with UPI.',
} as const;

export interface CodVerdict {
  offered: boolean;
  reason: string | null;
}

/**
 * Whether cash on delivery is offered. COD is withheld only when the shop takes a prepaid mode (UPI):
 * without one, withholding it would refuse the sale, and the shop's default stays COD for everyone.
 */
export function codVerdict(
  rules: CodRules,
  {
    prepaidOffered,
    codTotal,
    returnedToOrigin,
  }: { prepaidOffered: boolean; codTotal: number; returnedToOrigin: number },
): CodVerdict {
  if (!prepaidOffered) return { offered: true, reason: null };
  if (returnedToOrigin >= rules.maxReturnedToOrigin) return { offered: false, reason: codMessages.returnedToOrigin };
  if (codTotal > rules.limit) return { offered: false, reason: codMessages.overLimit(rules.limit) };
  return { offered: true, reason: null };
}
