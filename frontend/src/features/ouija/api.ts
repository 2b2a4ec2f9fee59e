import { baseApi } from '../../api/base-api';
import type { GeneratedDiscountDto } from '../../api/schema';

/** SPEC.md section 7: the generate response (the server picks the value: ARCHITECTURE.md 9.2). */
export type DiscountResult = GeneratedDiscountDto;

export const ouijaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateDiscount: build.mutation<DiscountResult, void>({
      query: () => ({ url: '/discount/generate', method: 'POST', body: {} }),
      invalidatesTags: ['Discount'],
    }),
  }),
});

export const { useGenerateDiscountMutation } = ouijaApi;
