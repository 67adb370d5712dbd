import { deliveryMessages } from '../../api-schema/delivery';
import { formatINR } from '../../api-schema/format';

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
  notAtPin: 'Cash on delivery is not available for this PIN code. Please pay by UPI to place this order.',
  returnedToOrigin:
    'Sorry, cash on delivery is not available for this phone number, as earlier parcels came back to us undelivered. You can still place this order by paying with UPI.',
} as const;

export interface CodVerdict {
  offered: boolean;
  reason: string | null;
}

/** Where cash on delivery stands at a PIN: `limit` null with `available` means no limit. */
export interface CodCeiling {
  available: boolean;
  limit: number | null;
}

/**
 * The one COD limit (docs/pricing.md): the PIN's own ceiling (its delivery band's `cod_limit`, null there: no
 * cash at all; undefined: no PIN known yet) and, while the shop takes UPI, COD_LIMIT — the lower of the two.
 * The product page's PIN check states it, the quote and the order enforce it through codVerdict.
 */
export function codCeiling(
  rules: CodRules,
  { prepaidOffered, pinLimit }: { prepaidOffered: boolean; pinLimit?: number | null },
): CodCeiling {
  if (pinLimit === null) return { available: false, limit: null };
  const limits = [...(pinLimit === undefined ? [] : [pinLimit]), ...(prepaidOffered ? [rules.limit] : [])];
  return { available: true, limit: limits.length > 0 ? Math.min(...limits) : null };
}

/** The rules and whether UPI is on, from the shop's payment settings (AppDeps['payments']). */
export const codRulesOf = (payments: { upi?: unknown; cod?: CodRules }) => ({
  rules: payments.cod ?? DEFAULT_COD_RULES,
  prepaidOffered: Boolean(payments.upi),
});

/**
 * Whether cash on delivery is offered for an order whose total as COD is `codTotal`. The refusals for parcels
 * returned to origin and COD_LIMIT apply only when the shop takes a prepaid mode (UPI): without one,
 * withholding COD would refuse the sale. The PIN's own ceiling applies either way (without UPI the order
 * cannot be placed above it, and the reason says so).
 */
export function codVerdict(
  rules: CodRules,
  {
    prepaidOffered,
    codTotal,
    returnedToOrigin,
    pinLimit,
  }: { prepaidOffered: boolean; codTotal: number; returnedToOrigin: number; pinLimit?: number | null },
): CodVerdict {
  if (prepaidOffered && returnedToOrigin >= rules.maxReturnedToOrigin)
    return { offered: false, reason: codMessages.returnedToOrigin };
  const { available, limit } = codCeiling(rules, { prepaidOffered, pinLimit });
  if (!available)
    return { offered: false, reason: prepaidOffered ? codMessages.notAtPin : deliveryMessages.notServiceable };
  if (limit !== null && codTotal > limit)
    return {
      offered: false,
      reason: prepaidOffered ? codMessages.overLimit(limit) : deliveryMessages.codLimit(formatINR(limit)),
    };
  return { offered: true, reason: null };
}
