import {
  adminCouponListResponse,
  adminCouponResponse,
  type AdminCoupon,
  type CouponInput,
} from '../../../../api-schema/adminCoupons';
import { desk } from '../../desk/deskApi';

export const couponsQuery = {
  queryKey: ['desk', 'coupons'] as const,
  queryFn: async (): Promise<AdminCoupon[]> =>
    (await desk.get('admin/coupons').json(adminCouponListResponse)).data.coupons,
};

/** Creates or replaces the coupon's terms (a repeat changes nothing). */
export const saveCoupon = async (code: string, terms: CouponInput) =>
  (await desk.put(`admin/coupons/${encodeURIComponent(code)}`, { json: terms }).json(adminCouponResponse)).data;
