import * as z from 'zod/mini';
import { isCalendarMinute } from './calendarDay';
import { ok } from './envelope';

// The desk's coupons (docs/pricing.md). Times are India's wall clock, 'YYYY-MM-DDTHH:mm' (a datetime-local field).
const istMinute = (name: string) =>
  z.nullable(z.string().check(z.refine(isCalendarMinute, `${name} must be a date and time (YYYY-MM-DDTHH:mm)`)));
const whole = (name: string, min: number) =>
  z
    .number(`${name} must be a number`)
    .check(z.int(`${name} must be a whole number`), z.gte(min, `${name} must be at least ${min}`));

export const COUPON_CODE = /^[A-Z0-9]{3,20}$/;
export const couponCodeMessage = 'A code is 3 to 20 capital letters or digits';

export const couponInput = z
  .strictObject({
    kind: z.enum(['percent', 'flat'], 'Choose a percentage or a flat amount'),
    amount: whole('The discount', 1),
    maxDiscount: z.nullable(whole('The maximum discount', 1)),
    minSubtotal: whole('The minimum subtotal', 0),
    startsAt: istMinute('The start'),
    endsAt: istMinute('The end'),
    totalUses: z.nullable(whole('Total uses', 1)),
    usesPerPhone: z.nullable(whole('Uses per phone', 1)),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
  })
  .check(
    z.refine((c) => c.kind === 'flat' || c.amount <= 90, {
      message: 'A percentage discount is at most 90%',
      path: ['amount'],
    }),
    z.refine((c) => !c.startsAt || !c.endsAt || c.endsAt > c.startsAt, {
      message: 'The end must be after the start',
      path: ['endsAt'],
    }),
  );
export type CouponInput = z.infer<typeof couponInput>;

export const adminCoupon = z.object({
  ...couponInput.shape,
  code: z.string(),
  /** Orders that used it (cancelled orders give their use back). */
  used: z.number(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const adminCouponListResponse = ok(z.object({ coupons: z.array(adminCoupon) }));
/** PUT /api/admin/coupons/:code creates or replaces; `changed` is false when it was already so. */
export const adminCouponResponse = ok(z.object({ coupon: adminCoupon, changed: z.boolean() }));
