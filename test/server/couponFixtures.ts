import type { CouponInput } from '../../api-schema/adminCoupons';
import { RATE_LIMITS, type RateLimits } from '../../server/http/rateLimits';
import { operatorHeaders } from './operatorFixtures';
import { shippingInfo } from './orderFixtures';
import type { TestShop } from './testShop';

/** The real limits raised out of the way: these tests place many orders from one address. */
export const roomyRateLimits = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: 100_000 }]),
) as RateLimits;

let shopper = 0;
/** A shopper of their own (phone and e-mail), so first-order and per-phone rules start afresh. */
export function newShopper(overrides: Partial<typeof shippingInfo> = {}) {
  shopper += 1;
  const n = String(shopper).padStart(4, '0');
  return { ...shippingInfo, phone: `+91 98100 1${n}`, email: `shopper${n}@example.in`, ...overrides };
}

export const couponTerms = (terms: Partial<CouponInput> = {}): CouponInput => ({
  kind: 'percent',
  amount: 10,
  maxDiscount: null,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usesPerPhone: null,
  firstOrderOnly: false,
  active: true,
  ...terms,
});

/** Creates or edits a coupon through the desk, as the signed-in test operator. */
export async function putCoupon(shop: TestShop, code: string, terms: CouponInput) {
  return shop.app.request(`/api/admin/coupons/${code}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(await operatorHeaders(shop)) },
    body: JSON.stringify(terms),
  });
}
