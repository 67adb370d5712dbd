import { Hono } from 'hono';
import {
  adminCouponListResponse,
  adminCouponResponse,
  COUPON_CODE,
  couponCodeMessage,
  couponInput,
} from '../../../api-schema/adminCoupons';
import { withTransaction } from '../../db/transaction';
import type { AppDeps } from '../../http/appDeps';
import { describe, failed, succeeded } from '../../http/openapi/describe';
import { HttpError, ok } from '../../http/respond';
import { validate } from '../../http/validate';
import {
  audit,
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  type DeskEnv,
} from '../../http/operator';
import { findCoupon, listCoupons, saveCoupon, termsOf } from './couponDesk';

/** The desk's coupons (docs/pricing.md): the list with uses, and one idempotent write that creates or edits. */
export function couponDeskRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        summary: 'Coupons, live ones first, each with its uses',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        responses: { 200: succeeded('Every coupon', adminCouponListResponse), ...signedInRead },
      }),
      async (c) => ok(c, { coupons: await listCoupons(pool) }),
    )
    .put(
      '/:code',
      describe({
        summary: "Create a coupon or replace its terms (times are India's, YYYY-MM-DDTHH:mm)",
        description:
          'Safe to repeat: the same terms again answer `changed: false` and write nothing. Each change is in the audit log.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        pathIds: { code: 'The code, 3 to 20 capital letters or digits' },
        body: couponInput,
        responses: {
          200: succeeded('The coupon as it is now', adminCouponResponse),
          400: failed('A term is invalid or the code is malformed; `errors` names each field'),
          ...signedInWrite,
        },
      }),
      validate('json', couponInput),
      async (c) => {
        const code = c.req.param('code').toUpperCase();
        if (!COUPON_CODE.test(code))
          throw new HttpError(400, couponCodeMessage, [{ field: 'code', message: couponCodeMessage }]);
        const terms = c.req.valid('json');
        const result = await withTransaction(pool, async (db) => {
          const before = await findCoupon(db, code, true);
          if (before && JSON.stringify(termsOf(before)) === JSON.stringify(termsOf({ ...before, ...terms })))
            return { coupon: before, changed: false };
          await saveCoupon(db, code, terms);
          const after = (await findCoupon(db, code))!;
          const action = before ? 'coupon.update' : 'coupon.create';
          await audit(db, c.get('operator'), action, `coupon ${code}`, before && termsOf(before), termsOf(after));
          return { coupon: after, changed: true };
        });
        return ok(c, result);
      },
    );
}
