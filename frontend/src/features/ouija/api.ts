import { baseApi } from '../../api/base-api';

/** SPEC.md section 7: the generate response (the server picks the value: ARCHITECTURE.md 9.2). */
export interface DiscountResult {
  code: string;
  value: string;
  expires_at: string;
}

export const ouijaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateDiscount: build.mutation<DiscountResult, void>({
      query: () => ({ url: '/discount/generate', method: 'POST', body: {} }),
      invalidatesTags: ['Discount'],
    }),
  }),
});

export const { useGenerateDiscountMutation } = ouijaApi;
