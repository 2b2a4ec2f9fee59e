// RTK Query endpoints generated from the OpenAPI document (`npm run openapi` runs it; CI checks the result is current).
// Tags come from the operations' OpenAPI tags: a query provides its tag, a mutation invalidates it. Hand-written
// additions (optimistic updates, response shaping) live once in src/api/enhanced-api.ts (visitors') and
// src/api/staff-api.ts (staff's).
//
// Two files on one API: what a visitor's page calls (an operation that needs no sign-in) and what only the back-office
// calls. A public page downloads the first only; the back-office's endpoints (four fifths of them) load with it.

/**
 * Operations that need no sign-in but only the back-office calls: signing in, checking and accepting an invitation,
 * the health check.
 */
const STAFF_WITHOUT_SIGN_IN = ['authLogin', 'staffInvitation', 'staffAcceptInvite', 'healthCheck'];

/** Page addresses the document describes beside the API, which no screen calls: a campaign link's redirect. */
const NOT_CALLED = ['campaignRedirectFollow'];

/** @type {(name: string, definition: { operation: { security?: unknown[] } }) => boolean} */
const isPublic = (name, definition) => !definition.operation.security?.length && !STAFF_WITHOUT_SIGN_IN.includes(name);

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './src/api/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFiles: {
    './src/api/generated-public.ts': {
      exportName: 'publicApi',
      filterEndpoints: (name, definition) => isPublic(name, definition) && !NOT_CALLED.includes(name),
    },
    './src/api/generated-staff.ts': {
      exportName: 'staffGeneratedApi',
      filterEndpoints: (name, definition) => !isPublic(name, definition) && !NOT_CALLED.includes(name),
    },
  },
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  flattenArg: true,
  encodePathParams: true,
  useUnknown: true,
  endpointOverrides: [
    // Signing in or out changes no cached data; the session verdict is keyed by the token. A password change hands back
    // the new token: checking the session before it is stored would use the revoked one.
    {
      pattern: ['authLogin', 'authLogout', 'authChangePassword', 'secondFactorSetup', 'secondFactorEnable', 'secondFactorDisable'],
      invalidatesTags: [],
    },
    // A download the staff ask for, not data a screen shows.
    { pattern: ['discountPoolExportIssued', 'auditExportCsv', 'subscribersExportCsv'], type: 'mutation', invalidatesTags: [] },
    // Checking an invitation and choosing its password happen signed out; no cached data changes.
    { pattern: ['staffInvitation', 'staffAcceptInvite'], invalidatesTags: [] },
    // A visitor's sign-up, confirmation and unsubscribe change nothing a visitor's screen has cached.
    { pattern: ['subscribersSubscribe', 'subscribersConfirm', 'subscribersUnsubscribe', 'groupBookingsSubmit'], invalidatesTags: [] },
  ],
};
