import { baseApi } from '../../../api/base-api';
import type { CouponResponseDto, PoolImportResultDto, PoolStatusDto } from '../../../api/schema';
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
    adminGetPool: build.query<PoolStatusDto, void>({ query: () => '/discount/pool', providesTags: ['Discount'] }),
    adminImportPool: build.mutation<PoolImportResultDto, string>({
      query: (csv) => ({ url: '/discount/pool/import', method: 'POST', body: { csv } }),
      invalidatesTags: ['Discount'],
    }),
    adminSetPoolSettings: build.mutation<PoolStatusDto, { allowGeneratedCodes: boolean }>({
      query: (body) => ({ url: '/discount/pool/settings', method: 'PUT', body }),
      invalidatesTags: ['Discount'],
    }),
    /** The CSV text of every issued code (the screen turns it into a download). */
    adminExportIssued: build.mutation<string, void>({
      query: () => ({ url: '/discount/pool/issued.csv', responseHandler: 'text' }),
    }),
  }),
});

export const {
  useAdminListCouponsQuery,
  useLazyAdminGetCouponQuery,
  useAdminRedeemCouponMutation,
  useAdminGetPoolQuery,
  useAdminImportPoolMutation,
  useAdminSetPoolSettingsMutation,
  useAdminExportIssuedMutation,
} = discountsApi;

export type CouponState = 'active' | 'used' | 'expired';

export function couponState(coupon: DiscountCoupon, now = Date.now()): CouponState {
  if (coupon.used) return 'used';
  return new Date(coupon.expiresAt).getTime() <= now ? 'expired' : 'active';
}
