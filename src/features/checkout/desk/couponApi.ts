import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  adminCouponListResponse,
  adminCouponResponse,
  type AdminCoupon,
  type CouponInput,
} from '../../../../api-schema/adminCoupons';
import { desk } from '../../desk/deskApi';
import { deskKeys } from '../../desk/deskQueries';

const fetchCoupons = async (): Promise<AdminCoupon[]> =>
  (await desk.get('admin/coupons').json(adminCouponListResponse)).data.coupons;

export const couponKeys = { all: () => [...deskKeys.all(), 'coupons'] as const };
export const couponsQuery = () => queryOptions({ queryKey: couponKeys.all(), queryFn: fetchCoupons });

/** Creates or replaces the coupon's terms (a repeat changes nothing). */
export const saveCoupon = async (code: string, terms: CouponInput) =>
  (await desk.put(`admin/coupons/${encodeURIComponent(code)}`, { json: terms }).json(adminCouponResponse)).data;

/** After a coupon was saved: the list asks again. */
export const couponSaved = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: couponKeys.all() });
