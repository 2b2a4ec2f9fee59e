import { baseApi } from '../../../api/base-api';
import type { CouponResponseDto } from '../../../api/schema';
import { cleanParams, type Page, type PageQuery } from '../shared/types';

export type DiscountCoupon = CouponResponseDto;

export interface CouponListQuery extends PageQuery {
  used?: boolean;
  expired?: boolean;
  code?: string;
}

export const discountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListCoupons: build.query<Page<DiscountCoupon>, CouponListQuery>({
      query: (params) => ({ url: '/discount/coupons', params: cleanParams(params) }),
      providesTags: ['Discount'],
    }),
    adminGetCoupon: build.query<DiscountCoupon, string>({
      query: (code) => `/discount/coupons/${encodeURIComponent(code)}`,
      providesTags: ['Discount'],
    }),
    adminRedeemCoupon: build.mutation<DiscountCoupon, string>({
      query: (code) => ({ url: `/discount/coupons/${encodeURIComponent(code)}/redeem`, method: 'POST' }),
      invalidatesTags: ['Discount'],
    }),
  }),
});

export const { useAdminListCouponsQuery, useLazyAdminGetCouponQuery, useAdminRedeemCouponMutation } = discountsApi;

export type CouponState = 'active' | 'used' | 'expired';

export function couponState(coupon: DiscountCoupon, now = Date.now()): CouponState {
  if (coupon.used) return 'used';
  return new Date(coupon.expiresAt).getTime() <= now ? 'expired' : 'active';
}
