/**
 * The back-office's API: the endpoints only staff call (generated-staff.ts, on the same API as the visitors' ones), with
 * what the OpenAPI document cannot say. Importing a hook or type from here, never from generated-staff.ts, applies these
 * additions before a screen can call an endpoint.
 */
import { publicApi } from './generated-public';
import { staffGeneratedApi } from './generated-staff';

export * from './generated-staff';

type ListedEndpoint = 'attractionsList' | 'testimonialsList';

interface MutationLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/** Staff switches move at once: every cached page of `list` (a public list) shows the change, undone if the server refuses it. */
async function changeListedItemAtOnce(list: ListedEndpoint, id: number, changes: object, lifecycle: MutationLifecycle) {
  const state = lifecycle.getState() as Parameters<typeof publicApi.util.selectCachedArgsForQuery>[0];
  const patches = publicApi.util.selectCachedArgsForQuery(state, list).map(
    (args) =>
      lifecycle.dispatch(
        publicApi.util.updateQueryData(list, args, (draft) => {
          const item = draft.items.find((candidate) => candidate.id === id);
          if (item) Object.assign(item, changes);
        }),
      ) as { undo: () => void },
  );
  try {
    await lifecycle.queryFulfilled;
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

export const staffApi = staffGeneratedApi.enhanceEndpoints({
  endpoints: {
    // The admin session asks again on every mount; a verdict is never reused for another login.
    authVerify: { keepUnusedDataFor: 0 },
    // The document describes the upload as multipart; the generator would send the file as JSON.
    mediaUpload: {
      query: ({ file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/media', method: 'POST', body };
      },
    },
    // An autosave changes no story: the lists and the story being edited are not read again every few seconds.
    blogSaveWorkingCopy: { invalidatesTags: [] },
    blogSaveNewStoryWorkingCopy: { invalidatesTags: [] },
    blogDiscardWorkingCopy: { invalidatesTags: [] },
    blogDiscardNewStoryWorkingCopy: { invalidatesTags: [] },
    // The offer to pick up a working copy is read once per opening of the editor, never from an older cache.
    blogWorkingCopy: { keepUnusedDataFor: 0 },
    blogNewStoryWorkingCopy: { keepUnusedDataFor: 0 },
    // A CSV download, not JSON.
    discountPoolExportIssued: { query: () => ({ url: '/api/discount/pool/issued.csv', responseHandler: 'text' }) },
    auditExportCsv: { query: (params) => ({ url: '/api/audit-log/export.csv', params, responseHandler: 'text' }) },
    subscribersExportCsv: { query: (params) => ({ url: '/api/subscribers/export.csv', params, responseHandler: 'text' }) },
    attractionsUpdate: {
      onQueryStarted: ({ id, updateAttractionDto }, lifecycle) =>
        changeListedItemAtOnce('attractionsList', id, updateAttractionDto, lifecycle),
    },
    testimonialsUpdate: {
      onQueryStarted: ({ id, updateTestimonialDto }, lifecycle) =>
        changeListedItemAtOnce('testimonialsList', id, updateTestimonialDto, lifecycle),
    },
  },
});
