import { baseApi } from '../../../api/base-api';
import type { AttractionResponseDto, CreateAttractionDto } from '../../../api/schema';
import { cleanParams, type Page, type PageQuery, type Region } from '../shared/types';

export type Attraction = AttractionResponseDto;

export type AttractionInput = CreateAttractionDto;

export interface AttractionListQuery extends PageQuery {
  region?: Region;
  active?: boolean;
}

export const attractionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListAttractions: build.query<Page<Attraction>, AttractionListQuery>({
      query: (params) => ({ url: '/attractions', params: cleanParams(params) }),
      providesTags: ['Attraction'],
    }),
    adminCreateAttraction: build.mutation<Attraction, AttractionInput>({
      query: (body) => ({ url: '/attractions', method: 'POST', body }),
      invalidatesTags: ['Attraction'],
    }),
    adminReplaceAttraction: build.mutation<Attraction, { id: number; body: AttractionInput }>({
      query: ({ id, body }) => ({ url: `/attractions/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Attraction'],
    }),
    adminPatchAttraction: build.mutation<Attraction, { id: number; body: Partial<AttractionInput> }>({
      query: ({ id, body }) => ({ url: `/attractions/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Attraction'],
    }),
    adminDeleteAttraction: build.mutation<unknown, number>({
      query: (id) => ({ url: `/attractions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Attraction'],
    }),
  }),
});

/** The switches of the list move at once; the change is undone if the server refuses it. */
attractionsApi.enhanceEndpoints({
  endpoints: {
    adminPatchAttraction: {
      async onQueryStarted({ id, body }, { dispatch, getState, queryFulfilled }) {
        const patches = attractionsApi.util.selectCachedArgsForQuery(getState(), 'adminListAttractions').map((args) =>
          dispatch(
            attractionsApi.util.updateQueryData('adminListAttractions', args, (draft) => {
              const item = draft.items.find((candidate) => candidate.id === id);
              if (item) Object.assign(item, body);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    },
  },
});

export const {
  useAdminListAttractionsQuery,
  useAdminCreateAttractionMutation,
  useAdminReplaceAttractionMutation,
  useAdminPatchAttractionMutation,
  useAdminDeleteAttractionMutation,
} = attractionsApi;
