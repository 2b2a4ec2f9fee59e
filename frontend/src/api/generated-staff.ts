import { baseApi as api } from './base-api';
export const addTagTypes = [
  'audit',
  'season-stats',
  'campaign-links',
  'health',
  'auth',
  'staff',
  'blog',
  'media',
  'employment',
  'job-postings',
  'discount',
  'contact',
  'attractions',
  'testimonials',
  'faq',
  'group-bookings',
  'mailing-list',
  'video-backgrounds',
  'settings',
  'regions',
  'ticket-types',
  'translations',
  'legal',
  'setup',
  'calendar',
  'mail-outbox',
  'mail-settings',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      auditList: build.query<AuditListApiResponse, AuditListApiArg>({
        query: (queryArg) => ({
          url: `/api/audit-log`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            member: queryArg.member,
            recordType: queryArg.recordType,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['audit'],
      }),
      auditExportCsv: build.mutation<AuditExportCsvApiResponse, AuditExportCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/audit-log/export.csv`,
          method: 'GET',
          params: {
            member: queryArg.member,
            recordType: queryArg.recordType,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        invalidatesTags: [],
      }),
      analyticsSeasonStats: build.query<AnalyticsSeasonStatsApiResponse, AnalyticsSeasonStatsApiArg>({
        query: (queryArg) => ({
          url: `/api/season-stats`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['season-stats'],
      }),
      campaignLinksList: build.query<CampaignLinksListApiResponse, CampaignLinksListApiArg>({
        query: () => ({ url: `/api/campaign-links` }),
        providesTags: ['campaign-links'],
      }),
      campaignLinksCreate: build.mutation<CampaignLinksCreateApiResponse, CampaignLinksCreateApiArg>({
        query: (queryArg) => ({ url: `/api/campaign-links`, method: 'POST', body: queryArg }),
        invalidatesTags: ['campaign-links'],
      }),
      campaignLinksReplace: build.mutation<CampaignLinksReplaceApiResponse, CampaignLinksReplaceApiArg>({
        query: (queryArg) => ({
          url: `/api/campaign-links/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PUT',
          body: queryArg.campaignLinkBodyDto,
        }),
        invalidatesTags: ['campaign-links'],
      }),
      campaignLinksRemove: build.mutation<CampaignLinksRemoveApiResponse, CampaignLinksRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/campaign-links/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['campaign-links'],
      }),
      healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({ url: `/api/admin/login`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      authVerify: build.query<AuthVerifyApiResponse, AuthVerifyApiArg>({
        query: () => ({ url: `/api/admin/verify` }),
        providesTags: ['auth'],
      }),
      authChangePassword: build.mutation<AuthChangePasswordApiResponse, AuthChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/admin/password`, method: 'PUT', body: queryArg }),
        invalidatesTags: [],
      }),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/admin/logout`, method: 'POST' }),
        invalidatesTags: [],
      }),
      secondFactorSetup: build.mutation<SecondFactorSetupApiResponse, SecondFactorSetupApiArg>({
        query: () => ({ url: `/api/admin/totp/setup`, method: 'POST' }),
        invalidatesTags: [],
      }),
      secondFactorEnable: build.mutation<SecondFactorEnableApiResponse, SecondFactorEnableApiArg>({
        query: (queryArg) => ({ url: `/api/admin/totp/enable`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      secondFactorDisable: build.mutation<SecondFactorDisableApiResponse, SecondFactorDisableApiArg>({
        query: (queryArg) => ({ url: `/api/admin/totp/disable`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      staffList: build.query<StaffListApiResponse, StaffListApiArg>({
        query: () => ({ url: `/api/staff` }),
        providesTags: ['staff'],
      }),
      staffInvite: build.mutation<StaffInviteApiResponse, StaffInviteApiArg>({
        query: (queryArg) => ({ url: `/api/staff`, method: 'POST', body: queryArg }),
        invalidatesTags: ['staff'],
      }),
      staffRoles: build.query<StaffRolesApiResponse, StaffRolesApiArg>({
        query: () => ({ url: `/api/staff/roles` }),
        providesTags: ['staff'],
      }),
      staffPolicy: build.query<StaffPolicyApiResponse, StaffPolicyApiArg>({
        query: () => ({ url: `/api/staff/policy` }),
        providesTags: ['staff'],
      }),
      staffReplacePolicy: build.mutation<StaffReplacePolicyApiResponse, StaffReplacePolicyApiArg>({
        query: (queryArg) => ({ url: `/api/staff/policy`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['staff'],
      }),
      staffInvitationLink: build.query<StaffInvitationLinkApiResponse, StaffInvitationLinkApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${encodeURIComponent(String(queryArg))}/invitation-link` }),
        providesTags: ['staff'],
      }),
      staffInvitation: build.mutation<StaffInvitationApiResponse, StaffInvitationApiArg>({
        query: (queryArg) => ({ url: `/api/staff/invitation`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      staffAcceptInvite: build.mutation<StaffAcceptInviteApiResponse, StaffAcceptInviteApiArg>({
        query: (queryArg) => ({ url: `/api/staff/accept-invite`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      staffChange: build.mutation<StaffChangeApiResponse, StaffChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/staff/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateStaffDto,
        }),
        invalidatesTags: ['staff'],
      }),
      staffRemove: build.mutation<StaffRemoveApiResponse, StaffRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['staff'],
      }),
      staffReset: build.mutation<StaffResetApiResponse, StaffResetApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${encodeURIComponent(String(queryArg))}/reset`, method: 'POST' }),
        invalidatesTags: ['staff'],
      }),
      blogCreate: build.mutation<BlogCreateApiResponse, BlogCreateApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts`, method: 'POST', body: queryArg }),
        invalidatesTags: ['blog'],
      }),
      blogStats: build.query<BlogStatsApiResponse, BlogStatsApiArg>({
        query: () => ({ url: `/api/blog-posts/stats` }),
        providesTags: ['blog'],
      }),
      blogNewStoryWorkingCopy: build.query<BlogNewStoryWorkingCopyApiResponse, BlogNewStoryWorkingCopyApiArg>({
        query: () => ({ url: `/api/blog-posts/working-copy` }),
        providesTags: ['blog'],
      }),
      blogSaveNewStoryWorkingCopy: build.mutation<BlogSaveNewStoryWorkingCopyApiResponse, BlogSaveNewStoryWorkingCopyApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/working-copy`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['blog'],
      }),
      blogDiscardNewStoryWorkingCopy: build.mutation<BlogDiscardNewStoryWorkingCopyApiResponse, BlogDiscardNewStoryWorkingCopyApiArg>({
        query: () => ({ url: `/api/blog-posts/working-copy`, method: 'DELETE' }),
        invalidatesTags: ['blog'],
      }),
      blogUpdate: build.mutation<BlogUpdateApiResponse, BlogUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/blog-posts/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PUT',
          body: queryArg.updateBlogPostDto,
        }),
        invalidatesTags: ['blog'],
      }),
      blogRemove: build.mutation<BlogRemoveApiResponse, BlogRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['blog'],
      }),
      blogRevisions: build.query<BlogRevisionsApiResponse, BlogRevisionsApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/${encodeURIComponent(String(queryArg))}/revisions` }),
        providesTags: ['blog'],
      }),
      blogRestore: build.mutation<BlogRestoreApiResponse, BlogRestoreApiArg>({
        query: (queryArg) => ({
          url: `/api/blog-posts/${encodeURIComponent(String(queryArg.id))}/revisions/${encodeURIComponent(String(queryArg.revisionId))}/restore`,
          method: 'POST',
        }),
        invalidatesTags: ['blog'],
      }),
      blogWorkingCopy: build.query<BlogWorkingCopyApiResponse, BlogWorkingCopyApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/${encodeURIComponent(String(queryArg))}/working-copy` }),
        providesTags: ['blog'],
      }),
      blogSaveWorkingCopy: build.mutation<BlogSaveWorkingCopyApiResponse, BlogSaveWorkingCopyApiArg>({
        query: (queryArg) => ({
          url: `/api/blog-posts/${encodeURIComponent(String(queryArg.id))}/working-copy`,
          method: 'PUT',
          body: queryArg.saveStoryWorkingCopyDto,
        }),
        invalidatesTags: ['blog'],
      }),
      blogDiscardWorkingCopy: build.mutation<BlogDiscardWorkingCopyApiResponse, BlogDiscardWorkingCopyApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/${encodeURIComponent(String(queryArg))}/working-copy`, method: 'DELETE' }),
        invalidatesTags: ['blog'],
      }),
      blogSharePreview: build.mutation<BlogSharePreviewApiResponse, BlogSharePreviewApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/${encodeURIComponent(String(queryArg))}/preview-links`, method: 'POST' }),
        invalidatesTags: ['blog'],
      }),
      blogPreviewLinks: build.query<BlogPreviewLinksApiResponse, BlogPreviewLinksApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/${encodeURIComponent(String(queryArg))}/preview-links` }),
        providesTags: ['blog'],
      }),
      blogRevokePreview: build.mutation<BlogRevokePreviewApiResponse, BlogRevokePreviewApiArg>({
        query: (queryArg) => ({
          url: `/api/blog-posts/${encodeURIComponent(String(queryArg.id))}/preview-links/${encodeURIComponent(String(queryArg.linkId))}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['blog'],
      }),
      mediaUpload: build.mutation<MediaUploadApiResponse, MediaUploadApiArg>({
        query: (queryArg) => ({ url: `/api/media`, method: 'POST', body: queryArg }),
        invalidatesTags: ['media'],
      }),
      mediaList: build.query<MediaListApiResponse, MediaListApiArg>({
        query: (queryArg) => ({
          url: `/api/media`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            type: queryArg['type'],
            search: queryArg.search,
          },
        }),
        providesTags: ['media'],
      }),
      mediaStats: build.query<MediaStatsApiResponse, MediaStatsApiArg>({
        query: () => ({ url: `/api/media/stats` }),
        providesTags: ['media'],
      }),
      mediaGet: build.query<MediaGetApiResponse, MediaGetApiArg>({
        query: (queryArg) => ({ url: `/api/media/${encodeURIComponent(String(queryArg))}` }),
        providesTags: ['media'],
      }),
      mediaUpdate: build.mutation<MediaUpdateApiResponse, MediaUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/media/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateMediaItemDto,
        }),
        invalidatesTags: ['media'],
      }),
      mediaRemove: build.mutation<MediaRemoveApiResponse, MediaRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/media/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['media'],
      }),
      employmentList: build.query<EmploymentListApiResponse, EmploymentListApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            status: queryArg.status,
            search: queryArg.search,
            returning: queryArg.returning,
            duplicate: queryArg.duplicate,
            hasNotes: queryArg.hasNotes,
            auditionBooked: queryArg.auditionBooked,
          },
        }),
        providesTags: ['employment'],
      }),
      employmentCoverage: build.query<EmploymentCoverageApiResponse, EmploymentCoverageApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications/coverage`,
          params: {
            region: queryArg.region,
            target: queryArg.target,
          },
        }),
        providesTags: ['employment'],
      }),
      employmentFindOne: build.query<EmploymentFindOneApiResponse, EmploymentFindOneApiArg>({
        query: (queryArg) => ({ url: `/api/employment-applications/${encodeURIComponent(String(queryArg))}` }),
        providesTags: ['employment'],
      }),
      employmentErase: build.mutation<EmploymentEraseApiResponse, EmploymentEraseApiArg>({
        query: (queryArg) => ({ url: `/api/employment-applications/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['employment'],
      }),
      employmentSetStatus: build.mutation<EmploymentSetStatusApiResponse, EmploymentSetStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications/${encodeURIComponent(String(queryArg.id))}/status`,
          method: 'PATCH',
          body: queryArg.updateApplicationStatusDto,
        }),
        invalidatesTags: ['employment'],
      }),
      employmentTimeline: build.query<EmploymentTimelineApiResponse, EmploymentTimelineApiArg>({
        query: (queryArg) => ({ url: `/api/employment-applications/${encodeURIComponent(String(queryArg))}/timeline` }),
        providesTags: ['employment'],
      }),
      employmentNotes: build.query<EmploymentNotesApiResponse, EmploymentNotesApiArg>({
        query: (queryArg) => ({ url: `/api/employment-applications/${encodeURIComponent(String(queryArg))}/notes` }),
        providesTags: ['employment'],
      }),
      employmentAddNote: build.mutation<EmploymentAddNoteApiResponse, EmploymentAddNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications/${encodeURIComponent(String(queryArg.id))}/notes`,
          method: 'POST',
          body: queryArg.applicationNoteBodyDto,
        }),
        invalidatesTags: ['employment'],
      }),
      employmentEditNote: build.mutation<EmploymentEditNoteApiResponse, EmploymentEditNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications/${encodeURIComponent(String(queryArg.id))}/notes/${encodeURIComponent(String(queryArg.noteId))}`,
          method: 'PUT',
          body: queryArg.applicationNoteBodyDto,
        }),
        invalidatesTags: ['employment'],
      }),
      employmentSendBulk: build.mutation<EmploymentSendBulkApiResponse, EmploymentSendBulkApiArg>({
        query: (queryArg) => ({ url: `/api/employment-applications/emails`, method: 'POST', body: queryArg }),
        invalidatesTags: ['employment'],
      }),
      employmentSendOne: build.mutation<EmploymentSendOneApiResponse, EmploymentSendOneApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications/${encodeURIComponent(String(queryArg.id))}/emails`,
          method: 'POST',
          body: queryArg.sendTemplateDto,
        }),
        invalidatesTags: ['employment'],
      }),
      employmentDiscardMail: build.mutation<EmploymentDiscardMailApiResponse, EmploymentDiscardMailApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications/${encodeURIComponent(String(queryArg.id))}/emails/${encodeURIComponent(String(queryArg.mailId))}/discard`,
          method: 'POST',
        }),
        invalidatesTags: ['employment'],
      }),
      employmentExport: build.query<EmploymentExportApiResponse, EmploymentExportApiArg>({
        query: (queryArg) => ({ url: `/api/employment-applications/${encodeURIComponent(String(queryArg))}/export` }),
        providesTags: ['employment'],
      }),
      employmentFile: build.query<EmploymentFileApiResponse, EmploymentFileApiArg>({
        query: (queryArg) => ({
          url: `/api/employment-applications/${encodeURIComponent(String(queryArg.id))}/files/${encodeURIComponent(String(queryArg.kind))}`,
        }),
        providesTags: ['employment'],
      }),
      emailTemplatesList: build.query<EmailTemplatesListApiResponse, EmailTemplatesListApiArg>({
        query: () => ({ url: `/api/email-templates` }),
        providesTags: ['employment'],
      }),
      emailTemplatesCreate: build.mutation<EmailTemplatesCreateApiResponse, EmailTemplatesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/email-templates`, method: 'POST', body: queryArg }),
        invalidatesTags: ['employment'],
      }),
      emailTemplatesReplace: build.mutation<EmailTemplatesReplaceApiResponse, EmailTemplatesReplaceApiArg>({
        query: (queryArg) => ({
          url: `/api/email-templates/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PUT',
          body: queryArg.emailTemplateBodyDto,
        }),
        invalidatesTags: ['employment'],
      }),
      hiringSettingsRead: build.query<HiringSettingsReadApiResponse, HiringSettingsReadApiArg>({
        query: () => ({ url: `/api/hiring-settings` }),
        providesTags: ['employment'],
      }),
      hiringSettingsSave: build.mutation<HiringSettingsSaveApiResponse, HiringSettingsSaveApiArg>({
        query: (queryArg) => ({ url: `/api/hiring-settings`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['employment'],
      }),
      auditionSessionsList: build.query<AuditionSessionsListApiResponse, AuditionSessionsListApiArg>({
        query: () => ({ url: `/api/audition-sessions` }),
        providesTags: ['employment'],
      }),
      auditionSessionsCreate: build.mutation<AuditionSessionsCreateApiResponse, AuditionSessionsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/audition-sessions`, method: 'POST', body: queryArg }),
        invalidatesTags: ['employment'],
      }),
      auditionSessionsReplace: build.mutation<AuditionSessionsReplaceApiResponse, AuditionSessionsReplaceApiArg>({
        query: (queryArg) => ({
          url: `/api/audition-sessions/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PUT',
          body: queryArg.auditionSessionBodyDto,
        }),
        invalidatesTags: ['employment'],
      }),
      auditionSessionsRemove: build.mutation<AuditionSessionsRemoveApiResponse, AuditionSessionsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/audition-sessions/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['employment'],
      }),
      auditionSessionsAttendees: build.query<AuditionSessionsAttendeesApiResponse, AuditionSessionsAttendeesApiArg>({
        query: (queryArg) => ({ url: `/api/audition-sessions/${encodeURIComponent(String(queryArg))}/attendees` }),
        providesTags: ['employment'],
      }),
      auditionSessionsMark: build.mutation<AuditionSessionsMarkApiResponse, AuditionSessionsMarkApiArg>({
        query: (queryArg) => ({
          url: `/api/audition-sessions/${encodeURIComponent(String(queryArg.id))}/attendees/${encodeURIComponent(String(queryArg.bookingId))}/attendance`,
          method: 'POST',
          body: queryArg.attendanceBodyDto,
        }),
        invalidatesTags: ['employment'],
      }),
      jobPostingsCreate: build.mutation<JobPostingsCreateApiResponse, JobPostingsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/job-postings`, method: 'POST', body: queryArg }),
        invalidatesTags: ['job-postings'],
      }),
      jobPostingsUpdate: build.mutation<JobPostingsUpdateApiResponse, JobPostingsUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/job-postings/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateJobPostingDto,
        }),
        invalidatesTags: ['job-postings'],
      }),
      jobPostingsRemove: build.mutation<JobPostingsRemoveApiResponse, JobPostingsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/job-postings/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['job-postings'],
      }),
      discountList: build.query<DiscountListApiResponse, DiscountListApiArg>({
        query: (queryArg) => ({
          url: `/api/discount/coupons`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            used: queryArg.used,
            expired: queryArg.expired,
            code: queryArg.code,
          },
        }),
        providesTags: ['discount'],
      }),
      discountFindByCode: build.query<DiscountFindByCodeApiResponse, DiscountFindByCodeApiArg>({
        query: (queryArg) => ({ url: `/api/discount/coupons/${encodeURIComponent(String(queryArg))}` }),
        providesTags: ['discount'],
      }),
      discountRedeem: build.mutation<DiscountRedeemApiResponse, DiscountRedeemApiArg>({
        query: (queryArg) => ({ url: `/api/discount/coupons/${encodeURIComponent(String(queryArg))}/redeem`, method: 'POST' }),
        invalidatesTags: ['discount'],
      }),
      discountPoolStatus: build.query<DiscountPoolStatusApiResponse, DiscountPoolStatusApiArg>({
        query: () => ({ url: `/api/discount/pool` }),
        providesTags: ['discount'],
      }),
      discountPoolImport: build.mutation<DiscountPoolImportApiResponse, DiscountPoolImportApiArg>({
        query: (queryArg) => ({ url: `/api/discount/pool/import`, method: 'POST', body: queryArg }),
        invalidatesTags: ['discount'],
      }),
      discountPoolSettings: build.mutation<DiscountPoolSettingsApiResponse, DiscountPoolSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/discount/pool/settings`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['discount'],
      }),
      discountPoolExportIssued: build.mutation<DiscountPoolExportIssuedApiResponse, DiscountPoolExportIssuedApiArg>({
        query: () => ({ url: `/api/discount/pool/issued.csv`, method: 'GET' }),
        invalidatesTags: [],
      }),
      contactList: build.query<ContactListApiResponse, ContactListApiArg>({
        query: (queryArg) => ({
          url: `/api/contact-submissions`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            read: queryArg.read,
            search: queryArg.search,
          },
        }),
        providesTags: ['contact'],
      }),
      contactSetRead: build.mutation<ContactSetReadApiResponse, ContactSetReadApiArg>({
        query: (queryArg) => ({
          url: `/api/contact-submissions/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateContactSubmissionDto,
        }),
        invalidatesTags: ['contact'],
      }),
      contactRemove: build.mutation<ContactRemoveApiResponse, ContactRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/contact-submissions/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['contact'],
      }),
      attractionsCreate: build.mutation<AttractionsCreateApiResponse, AttractionsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/attractions`, method: 'POST', body: queryArg }),
        invalidatesTags: ['attractions'],
      }),
      attractionsReplace: build.mutation<AttractionsReplaceApiResponse, AttractionsReplaceApiArg>({
        query: (queryArg) => ({
          url: `/api/attractions/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PUT',
          body: queryArg.createAttractionDto,
        }),
        invalidatesTags: ['attractions'],
      }),
      attractionsUpdate: build.mutation<AttractionsUpdateApiResponse, AttractionsUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/attractions/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateAttractionDto,
        }),
        invalidatesTags: ['attractions'],
      }),
      attractionsRemove: build.mutation<AttractionsRemoveApiResponse, AttractionsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/attractions/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['attractions'],
      }),
      attractionsReorder: build.mutation<AttractionsReorderApiResponse, AttractionsReorderApiArg>({
        query: (queryArg) => ({ url: `/api/attractions/order`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['attractions'],
      }),
      intensityWordsReplace: build.mutation<IntensityWordsReplaceApiResponse, IntensityWordsReplaceApiArg>({
        query: (queryArg) => ({ url: `/api/attraction-intensity-words`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['attractions'],
      }),
      testimonialsCreate: build.mutation<TestimonialsCreateApiResponse, TestimonialsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/testimonials`, method: 'POST', body: queryArg }),
        invalidatesTags: ['testimonials'],
      }),
      testimonialsReorder: build.mutation<TestimonialsReorderApiResponse, TestimonialsReorderApiArg>({
        query: (queryArg) => ({ url: `/api/testimonials/order`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['testimonials'],
      }),
      testimonialsReplace: build.mutation<TestimonialsReplaceApiResponse, TestimonialsReplaceApiArg>({
        query: (queryArg) => ({
          url: `/api/testimonials/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PUT',
          body: queryArg.createTestimonialDto,
        }),
        invalidatesTags: ['testimonials'],
      }),
      testimonialsUpdate: build.mutation<TestimonialsUpdateApiResponse, TestimonialsUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/testimonials/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateTestimonialDto,
        }),
        invalidatesTags: ['testimonials'],
      }),
      testimonialsRemove: build.mutation<TestimonialsRemoveApiResponse, TestimonialsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/testimonials/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['testimonials'],
      }),
      faqCreate: build.mutation<FaqCreateApiResponse, FaqCreateApiArg>({
        query: (queryArg) => ({ url: `/api/faq`, method: 'POST', body: queryArg }),
        invalidatesTags: ['faq'],
      }),
      faqReplace: build.mutation<FaqReplaceApiResponse, FaqReplaceApiArg>({
        query: (queryArg) => ({
          url: `/api/faq/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PUT',
          body: queryArg.createFaqEntryDto,
        }),
        invalidatesTags: ['faq'],
      }),
      faqUpdate: build.mutation<FaqUpdateApiResponse, FaqUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/faq/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateFaqEntryDto,
        }),
        invalidatesTags: ['faq'],
      }),
      faqRemove: build.mutation<FaqRemoveApiResponse, FaqRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/faq/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['faq'],
      }),
      groupBookingsList: build.query<GroupBookingsListApiResponse, GroupBookingsListApiArg>({
        query: (queryArg) => ({
          url: `/api/group-bookings`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            status: queryArg.status,
            region: queryArg.region,
          },
        }),
        providesTags: ['group-bookings'],
      }),
      groupBookingsAssignees: build.query<GroupBookingsAssigneesApiResponse, GroupBookingsAssigneesApiArg>({
        query: () => ({ url: `/api/group-bookings/assignees` }),
        providesTags: ['group-bookings'],
      }),
      groupBookingsUpdate: build.mutation<GroupBookingsUpdateApiResponse, GroupBookingsUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/group-bookings/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateGroupBookingDto,
        }),
        invalidatesTags: ['group-bookings'],
      }),
      groupBookingsRemove: build.mutation<GroupBookingsRemoveApiResponse, GroupBookingsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/group-bookings/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['group-bookings'],
      }),
      subscribersList: build.query<SubscribersListApiResponse, SubscribersListApiArg>({
        query: (queryArg) => ({
          url: `/api/subscribers`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            confirmed: queryArg.confirmed,
          },
        }),
        providesTags: ['mailing-list'],
      }),
      subscribersExportCsv: build.mutation<SubscribersExportCsvApiResponse, SubscribersExportCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/subscribers/export.csv`,
          method: 'GET',
          params: {
            region: queryArg.region,
            confirmed: queryArg.confirmed,
          },
        }),
        invalidatesTags: [],
      }),
      subscribersMailStatus: build.query<SubscribersMailStatusApiResponse, SubscribersMailStatusApiArg>({
        query: () => ({ url: `/api/subscribers/mail-status` }),
        providesTags: ['mailing-list'],
      }),
      subscribersRemove: build.mutation<SubscribersRemoveApiResponse, SubscribersRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/subscribers/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['mailing-list'],
      }),
      announcementsList: build.query<AnnouncementsListApiResponse, AnnouncementsListApiArg>({
        query: (queryArg) => ({
          url: `/api/announcements`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
          },
        }),
        providesTags: ['mailing-list'],
      }),
      announcementsCreate: build.mutation<AnnouncementsCreateApiResponse, AnnouncementsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/announcements`, method: 'POST', body: queryArg }),
        invalidatesTags: ['mailing-list'],
      }),
      videoBackgroundsList: build.query<VideoBackgroundsListApiResponse, VideoBackgroundsListApiArg>({
        query: (queryArg) => ({
          url: `/api/video-backgrounds`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            page: queryArg.page,
            isActive: queryArg.isActive,
          },
        }),
        providesTags: ['video-backgrounds'],
      }),
      videoBackgroundsCreate: build.mutation<VideoBackgroundsCreateApiResponse, VideoBackgroundsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/video-backgrounds`, method: 'POST', body: queryArg }),
        invalidatesTags: ['video-backgrounds'],
      }),
      videoBackgroundsUpdate: build.mutation<VideoBackgroundsUpdateApiResponse, VideoBackgroundsUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/video-backgrounds/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateVideoBackgroundDto,
        }),
        invalidatesTags: ['video-backgrounds'],
      }),
      videoBackgroundsRemove: build.mutation<VideoBackgroundsRemoveApiResponse, VideoBackgroundsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/video-backgrounds/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['video-backgrounds'],
      }),
      settingsReplace: build.mutation<SettingsReplaceApiResponse, SettingsReplaceApiArg>({
        query: (queryArg) => ({ url: `/api/settings`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['settings'],
      }),
      regionsCreate: build.mutation<RegionsCreateApiResponse, RegionsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/regions`, method: 'POST', body: queryArg }),
        invalidatesTags: ['regions'],
      }),
      regionsRemove: build.mutation<RegionsRemoveApiResponse, RegionsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/regions/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['regions'],
      }),
      regionsUpdate: build.mutation<RegionsUpdateApiResponse, RegionsUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/regions/${encodeURIComponent(String(queryArg.key))}`,
          method: 'PATCH',
          body: queryArg.updateRegionDto,
        }),
        invalidatesTags: ['regions'],
      }),
      regionsRename: build.mutation<RegionsRenameApiResponse, RegionsRenameApiArg>({
        query: (queryArg) => ({
          url: `/api/regions/${encodeURIComponent(String(queryArg.key))}/rename`,
          method: 'POST',
          body: queryArg.renameRegionDto,
        }),
        invalidatesTags: ['regions'],
      }),
      regionsReplaceDirections: build.mutation<RegionsReplaceDirectionsApiResponse, RegionsReplaceDirectionsApiArg>({
        query: (queryArg) => ({
          url: `/api/regions/${encodeURIComponent(String(queryArg.region))}/directions`,
          method: 'PUT',
          body: queryArg.updateDirectionsDto,
        }),
        invalidatesTags: ['regions'],
      }),
      ticketTypesCreate: build.mutation<TicketTypesCreateApiResponse, TicketTypesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/ticket-types`, method: 'POST', body: queryArg }),
        invalidatesTags: ['ticket-types'],
      }),
      ticketTypesUpdate: build.mutation<TicketTypesUpdateApiResponse, TicketTypesUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/ticket-types/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateTicketTypeDto,
        }),
        invalidatesTags: ['ticket-types'],
      }),
      ticketTypesRemove: build.mutation<TicketTypesRemoveApiResponse, TicketTypesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/ticket-types/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['ticket-types'],
      }),
      translationsMissing: build.query<TranslationsMissingApiResponse, TranslationsMissingApiArg>({
        query: (queryArg) => ({
          url: `/api/translations/missing`,
          params: {
            region: queryArg.region,
            language: queryArg.language,
          },
        }),
        providesTags: ['translations'],
      }),
      legalReplace: build.mutation<LegalReplaceApiResponse, LegalReplaceApiArg>({
        query: (queryArg) => ({
          url: `/api/legal/${encodeURIComponent(String(queryArg.key))}`,
          method: 'PUT',
          body: queryArg.updateLegalPageDto,
        }),
        invalidatesTags: ['legal'],
      }),
      setupChecklist: build.query<SetupChecklistApiResponse, SetupChecklistApiArg>({
        query: () => ({ url: `/api/setup/checklist` }),
        providesTags: ['setup'],
      }),
      calendarCreate: build.mutation<CalendarCreateApiResponse, CalendarCreateApiArg>({
        query: (queryArg) => ({ url: `/api/calendar/nights`, method: 'POST', body: queryArg }),
        invalidatesTags: ['calendar'],
      }),
      calendarBulkAdd: build.mutation<CalendarBulkAddApiResponse, CalendarBulkAddApiArg>({
        query: (queryArg) => ({ url: `/api/calendar/nights/bulk`, method: 'POST', body: queryArg }),
        invalidatesTags: ['calendar'],
      }),
      calendarUpdate: build.mutation<CalendarUpdateApiResponse, CalendarUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/calendar/nights/${encodeURIComponent(String(queryArg.id))}`,
          method: 'PATCH',
          body: queryArg.updateOperatingNightDto,
        }),
        invalidatesTags: ['calendar'],
      }),
      calendarRemove: build.mutation<CalendarRemoveApiResponse, CalendarRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/calendar/nights/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['calendar'],
      }),
      mailOutboxList: build.query<MailOutboxListApiResponse, MailOutboxListApiArg>({
        query: (queryArg) => ({
          url: `/api/mail-outbox`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            status: queryArg.status,
          },
        }),
        providesTags: ['mail-outbox'],
      }),
      mailOutboxRetry: build.mutation<MailOutboxRetryApiResponse, MailOutboxRetryApiArg>({
        query: (queryArg) => ({ url: `/api/mail-outbox/${encodeURIComponent(String(queryArg))}/retry`, method: 'POST' }),
        invalidatesTags: ['mail-outbox'],
      }),
      mailSettingsGet: build.query<MailSettingsGetApiResponse, MailSettingsGetApiArg>({
        query: () => ({ url: `/api/mail-settings` }),
        providesTags: ['mail-settings'],
      }),
      mailSettingsReplace: build.mutation<MailSettingsReplaceApiResponse, MailSettingsReplaceApiArg>({
        query: (queryArg) => ({ url: `/api/mail-settings`, method: 'PUT', body: queryArg }),
        invalidatesTags: ['mail-settings'],
      }),
      mailSettingsTest: build.mutation<MailSettingsTestApiResponse, MailSettingsTestApiArg>({
        query: (queryArg) => ({ url: `/api/mail-settings/test`, method: 'POST', body: queryArg }),
        invalidatesTags: ['mail-settings'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as staffGeneratedApi };
export type AuditListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: AuditEntryResponseDto[];
};
export type AuditListApiArg = {
  limit?: number;
  offset?: number;
  /** Only the entries of this member (username, as recorded) */
  member?: string;
  /** Only the entries about this kind of record */
  recordType?: string;
  /** From this day on (YYYY-MM-DD, UTC) */
  from?: string;
  /** Up to and including this day (YYYY-MM-DD, UTC) */
  to?: string;
};
export type AuditExportCsvApiResponse = /** status 200 The CSV file */ string;
export type AuditExportCsvApiArg = {
  /** Only the entries of this member (username, as recorded) */
  member?: string;
  /** Only the entries about this kind of record */
  recordType?: string;
  /** From this day on (YYYY-MM-DD, UTC) */
  from?: string;
  /** Up to and including this day (YYYY-MM-DD, UTC) */
  to?: string;
};
export type AnalyticsSeasonStatsApiResponse = /** status 200  */ SeasonStatsResponseDto;
export type AnalyticsSeasonStatsApiArg = {
  /** First day (YYYY-MM-DD); default: 89 days before to */
  from?: string;
  /** Last day, included; default: today. At most 400 days after from. */
  to?: string;
};
export type CampaignLinksListApiResponse = /** status 200  */ CampaignLinkResponseDto[];
export type CampaignLinksListApiArg = void;
export type CampaignLinksCreateApiResponse = /** status 201  */ CampaignLinkResponseDto;
export type CampaignLinksCreateApiArg = CampaignLinkBodyDto;
export type CampaignLinksReplaceApiResponse = /** status 200  */ CampaignLinkResponseDto;
export type CampaignLinksReplaceApiArg = {
  id: number;
  campaignLinkBodyDto: CampaignLinkBodyDto;
};
export type CampaignLinksRemoveApiResponse = unknown;
export type CampaignLinksRemoveApiArg = number;
export type HealthCheckApiResponse = /** status 200  */ HealthResponseDto;
export type HealthCheckApiArg = void;
export type AuthLoginApiResponse = /** status 200  */ LoginResponseDto;
export type AuthLoginApiArg = LoginDto;
export type AuthVerifyApiResponse = /** status 200  */ VerifyResponseDto;
export type AuthVerifyApiArg = void;
export type AuthChangePasswordApiResponse = /** status 200  */ RenewedTokenDto;
export type AuthChangePasswordApiArg = ChangePasswordDto;
export type AuthLogoutApiResponse = /** status 200  */ MessageResponseDto;
export type AuthLogoutApiArg = void;
export type SecondFactorSetupApiResponse = /** status 200  */ SecondFactorSetupResponseDto;
export type SecondFactorSetupApiArg = void;
export type SecondFactorEnableApiResponse = /** status 200  */ RecoveryCodesResponseDto;
export type SecondFactorEnableApiArg = SecondFactorChangeDto;
export type SecondFactorDisableApiResponse = /** status 200  */ RenewedTokenDto;
export type SecondFactorDisableApiArg = SecondFactorChangeDto;
export type StaffListApiResponse = /** status 200  */ StaffMemberResponseDto[];
export type StaffListApiArg = void;
export type StaffInviteApiResponse = /** status 201  */ InvitedStaffMemberResponseDto;
export type StaffInviteApiArg = InviteStaffDto;
export type StaffRolesApiResponse = /** status 200  */ RolePermissionsResponseDto[];
export type StaffRolesApiArg = void;
export type StaffPolicyApiResponse = /** status 200  */ StaffPolicyDto;
export type StaffPolicyApiArg = void;
export type StaffReplacePolicyApiResponse = /** status 200  */ StaffPolicyDto;
export type StaffReplacePolicyApiArg = StaffPolicyDto;
export type StaffInvitationLinkApiResponse = /** status 200  */ InvitationLinkResponseDto;
export type StaffInvitationLinkApiArg = number;
export type StaffInvitationApiResponse = /** status 200  */ InvitationResponseDto;
export type StaffInvitationApiArg = InvitationTokenDto;
export type StaffAcceptInviteApiResponse = /** status 200  */ AcceptedInviteResponseDto;
export type StaffAcceptInviteApiArg = AcceptInviteDto;
export type StaffChangeApiResponse = /** status 200  */ StaffMemberResponseDto;
export type StaffChangeApiArg = {
  id: number;
  updateStaffDto: UpdateStaffDto;
};
export type StaffRemoveApiResponse = unknown;
export type StaffRemoveApiArg = number;
export type StaffResetApiResponse = /** status 200  */ InvitedStaffMemberResponseDto;
export type StaffResetApiArg = number;
export type BlogCreateApiResponse = /** status 201  */ BlogPostResponseDto;
export type BlogCreateApiArg = CreateBlogPostDto;
export type BlogStatsApiResponse = /** status 200  */ BlogStatsResponseDto;
export type BlogStatsApiArg = void;
export type BlogNewStoryWorkingCopyApiResponse = /** status 200 The working copy, or null */ StoryWorkingCopyResponseDto;
export type BlogNewStoryWorkingCopyApiArg = void;
export type BlogSaveNewStoryWorkingCopyApiResponse = /** status 200  */ StoryWorkingCopyResponseDto;
export type BlogSaveNewStoryWorkingCopyApiArg = SaveStoryWorkingCopyDto;
export type BlogDiscardNewStoryWorkingCopyApiResponse = unknown;
export type BlogDiscardNewStoryWorkingCopyApiArg = void;
export type BlogUpdateApiResponse = /** status 200  */ BlogPostResponseDto;
export type BlogUpdateApiArg = {
  id: number;
  updateBlogPostDto: UpdateBlogPostDto;
};
export type BlogRemoveApiResponse = unknown;
export type BlogRemoveApiArg = number;
export type BlogRevisionsApiResponse = /** status 200  */ StoryRevisionResponseDto[];
export type BlogRevisionsApiArg = number;
export type BlogRestoreApiResponse = /** status 200  */ BlogPostResponseDto;
export type BlogRestoreApiArg = {
  id: number;
  revisionId: number;
};
export type BlogWorkingCopyApiResponse = /** status 200 The working copy, or null */ StoryWorkingCopyResponseDto;
export type BlogWorkingCopyApiArg = number;
export type BlogSaveWorkingCopyApiResponse = /** status 200  */ StoryWorkingCopyResponseDto;
export type BlogSaveWorkingCopyApiArg = {
  id: number;
  saveStoryWorkingCopyDto: SaveStoryWorkingCopyDto;
};
export type BlogDiscardWorkingCopyApiResponse = unknown;
export type BlogDiscardWorkingCopyApiArg = number;
export type BlogSharePreviewApiResponse = /** status 201  */ CreatedStoryPreviewLinkDto;
export type BlogSharePreviewApiArg = number;
export type BlogPreviewLinksApiResponse = /** status 200  */ StoryPreviewLinkResponseDto[];
export type BlogPreviewLinksApiArg = number;
export type BlogRevokePreviewApiResponse = unknown;
export type BlogRevokePreviewApiArg = {
  id: number;
  linkId: number;
};
export type MediaUploadApiResponse =
  | /** status 200 The same file was in the library already: its item, reused */ MediaItemResponseDto
  | /** status 201  */ MediaItemResponseDto;
export type MediaUploadApiArg = {
  file: Blob;
};
export type MediaListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: MediaItemResponseDto[];
};
export type MediaListApiArg = {
  limit?: number;
  offset?: number;
  type?: MediaType;
  /** Files whose original name contains this text, case-insensitive */
  search?: string;
};
export type MediaStatsApiResponse = /** status 200  */ MediaStatsResponseDto;
export type MediaStatsApiArg = void;
export type MediaGetApiResponse = /** status 200  */ MediaItemResponseDto;
export type MediaGetApiArg = number;
export type MediaUpdateApiResponse = /** status 200  */ MediaItemResponseDto;
export type MediaUpdateApiArg = {
  id: number;
  updateMediaItemDto: UpdateMediaItemDto;
};
export type MediaRemoveApiResponse = unknown;
export type MediaRemoveApiArg = number;
export type EmploymentListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: StaffEmploymentApplicationResponseDto[];
};
export type EmploymentListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  status?: ApplicationStatus;
  /** Applications whose first name, last name or e-mail contain this text, case-insensitive */
  search?: string;
  /** Only applicants who applied in an earlier season (same e-mail or phone) */
  returning?: boolean;
  /** Only applications with another one from the same e-mail or phone in the same season */
  duplicate?: boolean;
  /** Only applications with at least one note */
  hasNotes?: boolean;
  /** Only applicants with an audition booked (attended or not) */
  auditionBooked?: boolean;
};
export type EmploymentCoverageApiResponse = /** status 200  */ CoverageResponseDto;
export type EmploymentCoverageApiArg = {
  region: RegionKey;
  /** Nights with fewer available accepted staff than this are below target */
  target?: number;
};
export type EmploymentFindOneApiResponse = /** status 200  */ StaffEmploymentApplicationResponseDto;
export type EmploymentFindOneApiArg = number;
export type EmploymentEraseApiResponse = unknown;
export type EmploymentEraseApiArg = number;
export type EmploymentSetStatusApiResponse = /** status 200  */ StaffEmploymentApplicationResponseDto;
export type EmploymentSetStatusApiArg = {
  id: number;
  updateApplicationStatusDto: UpdateApplicationStatusDto;
};
export type EmploymentTimelineApiResponse = /** status 200  */ TimelineEntryDto[];
export type EmploymentTimelineApiArg = number;
export type EmploymentNotesApiResponse = /** status 200  */ ApplicationNoteResponseDto[];
export type EmploymentNotesApiArg = number;
export type EmploymentAddNoteApiResponse = /** status 201  */ ApplicationNoteResponseDto;
export type EmploymentAddNoteApiArg = {
  id: number;
  applicationNoteBodyDto: ApplicationNoteBodyDto;
};
export type EmploymentEditNoteApiResponse = /** status 200  */ ApplicationNoteResponseDto;
export type EmploymentEditNoteApiArg = {
  id: number;
  noteId: number;
  applicationNoteBodyDto: ApplicationNoteBodyDto;
};
export type EmploymentSendBulkApiResponse = /** status 200  */ QueuedMailsDto;
export type EmploymentSendBulkApiArg = BulkSendTemplateDto;
export type EmploymentSendOneApiResponse = /** status 200  */ QueuedMailsDto;
export type EmploymentSendOneApiArg = {
  id: number;
  sendTemplateDto: SendTemplateDto;
};
export type EmploymentDiscardMailApiResponse = /** status 200  */ OutboxMailResponseDto;
export type EmploymentDiscardMailApiArg = {
  id: number;
  mailId: number;
};
export type EmploymentExportApiResponse = /** status 200  */ ApplicationExportDto;
export type EmploymentExportApiArg = number;
export type EmploymentFileApiResponse = unknown;
export type EmploymentFileApiArg = {
  id: number;
  /** Which file: the headshot or the résumé */
  kind: 'headshot' | 'resume';
};
export type EmailTemplatesListApiResponse = /** status 200  */ EmailTemplatesResponseDto;
export type EmailTemplatesListApiArg = void;
export type EmailTemplatesCreateApiResponse = /** status 201  */ EmailTemplateResponseDto;
export type EmailTemplatesCreateApiArg = EmailTemplateBodyDto;
export type EmailTemplatesReplaceApiResponse = /** status 200  */ EmailTemplateResponseDto;
export type EmailTemplatesReplaceApiArg = {
  id: number;
  emailTemplateBodyDto: EmailTemplateBodyDto;
};
export type HiringSettingsReadApiResponse = /** status 200  */ HiringSettingsResponseDto;
export type HiringSettingsReadApiArg = void;
export type HiringSettingsSaveApiResponse = /** status 200  */ HiringSettingsResponseDto;
export type HiringSettingsSaveApiArg = HiringSettingsBodyDto;
export type AuditionSessionsListApiResponse = /** status 200  */ AuditionSessionsResponseDto;
export type AuditionSessionsListApiArg = void;
export type AuditionSessionsCreateApiResponse = /** status 201  */ AuditionSessionResponseDto;
export type AuditionSessionsCreateApiArg = AuditionSessionBodyDto;
export type AuditionSessionsReplaceApiResponse = /** status 200  */ AuditionSessionResponseDto;
export type AuditionSessionsReplaceApiArg = {
  id: number;
  auditionSessionBodyDto: AuditionSessionBodyDto;
};
export type AuditionSessionsRemoveApiResponse = unknown;
export type AuditionSessionsRemoveApiArg = number;
export type AuditionSessionsAttendeesApiResponse = /** status 200  */ AuditionAttendeesResponseDto;
export type AuditionSessionsAttendeesApiArg = number;
export type AuditionSessionsMarkApiResponse = /** status 200  */ AuditionAttendeesResponseDto;
export type AuditionSessionsMarkApiArg = {
  id: number;
  bookingId: number;
  attendanceBodyDto: AttendanceBodyDto;
};
export type JobPostingsCreateApiResponse = /** status 201  */ JobPostingResponseDto;
export type JobPostingsCreateApiArg = CreateJobPostingDto;
export type JobPostingsUpdateApiResponse = /** status 200  */ JobPostingResponseDto;
export type JobPostingsUpdateApiArg = {
  id: number;
  updateJobPostingDto: UpdateJobPostingDto;
};
export type JobPostingsRemoveApiResponse = unknown;
export type JobPostingsRemoveApiArg = number;
export type DiscountListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: CouponResponseDto[];
};
export type DiscountListApiArg = {
  limit?: number;
  offset?: number;
  /** Only redeemed (true) or unredeemed (false) codes */
  used?: boolean;
  /** Only expired (true) or still valid (false) codes */
  expired?: boolean;
  /** Part of a code, any case */
  code?: string;
};
export type DiscountFindByCodeApiResponse = /** status 200  */ CouponResponseDto;
export type DiscountFindByCodeApiArg = string;
export type DiscountRedeemApiResponse = /** status 200  */ CouponResponseDto;
export type DiscountRedeemApiArg = string;
export type DiscountPoolStatusApiResponse = /** status 200  */ PoolStatusDto;
export type DiscountPoolStatusApiArg = void;
export type DiscountPoolImportApiResponse = /** status 201  */ PoolImportResultDto;
export type DiscountPoolImportApiArg = ImportPoolDto;
export type DiscountPoolSettingsApiResponse = /** status 200  */ PoolStatusDto;
export type DiscountPoolSettingsApiArg = PoolSettingsDto;
export type DiscountPoolExportIssuedApiResponse = /** status 200 The CSV file */ string;
export type DiscountPoolExportIssuedApiArg = void;
export type ContactListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: StaffContactSubmissionResponseDto[];
};
export type ContactListApiArg = {
  limit?: number;
  offset?: number;
  /** Only read (true) or unread (false) messages */
  read?: boolean;
  /** Messages whose name, e-mail or message contain this text, case-insensitive */
  search?: string;
};
export type ContactSetReadApiResponse = /** status 200  */ StaffContactSubmissionResponseDto;
export type ContactSetReadApiArg = {
  id: number;
  updateContactSubmissionDto: UpdateContactSubmissionDto;
};
export type ContactRemoveApiResponse = unknown;
export type ContactRemoveApiArg = number;
export type AttractionsCreateApiResponse = /** status 201  */ AttractionResponseDto;
export type AttractionsCreateApiArg = CreateAttractionDto;
export type AttractionsReplaceApiResponse = /** status 200  */ AttractionResponseDto;
export type AttractionsReplaceApiArg = {
  id: number;
  createAttractionDto: CreateAttractionDto;
};
export type AttractionsUpdateApiResponse = /** status 200  */ AttractionResponseDto;
export type AttractionsUpdateApiArg = {
  id: number;
  updateAttractionDto: UpdateAttractionDto;
};
export type AttractionsRemoveApiResponse = unknown;
export type AttractionsRemoveApiArg = number;
export type AttractionsReorderApiResponse = /** status 200  */ RegionOrderDto;
export type AttractionsReorderApiArg = RegionOrderDto;
export type IntensityWordsReplaceApiResponse = /** status 200  */ IntensityWordsResponseDto;
export type IntensityWordsReplaceApiArg = IntensityWordsDto;
export type TestimonialsCreateApiResponse = /** status 201  */ TestimonialResponseDto;
export type TestimonialsCreateApiArg = CreateTestimonialDto;
export type TestimonialsReorderApiResponse = /** status 200  */ RegionOrderDto;
export type TestimonialsReorderApiArg = RegionOrderDto;
export type TestimonialsReplaceApiResponse = /** status 200  */ TestimonialResponseDto;
export type TestimonialsReplaceApiArg = {
  id: number;
  createTestimonialDto: CreateTestimonialDto;
};
export type TestimonialsUpdateApiResponse = /** status 200  */ TestimonialResponseDto;
export type TestimonialsUpdateApiArg = {
  id: number;
  updateTestimonialDto: UpdateTestimonialDto;
};
export type TestimonialsRemoveApiResponse = unknown;
export type TestimonialsRemoveApiArg = number;
export type FaqCreateApiResponse = /** status 201  */ FaqEntryResponseDto;
export type FaqCreateApiArg = CreateFaqEntryDto;
export type FaqReplaceApiResponse = /** status 200  */ FaqEntryResponseDto;
export type FaqReplaceApiArg = {
  id: number;
  createFaqEntryDto: CreateFaqEntryDto;
};
export type FaqUpdateApiResponse = /** status 200  */ FaqEntryResponseDto;
export type FaqUpdateApiArg = {
  id: number;
  updateFaqEntryDto: UpdateFaqEntryDto;
};
export type FaqRemoveApiResponse = unknown;
export type FaqRemoveApiArg = number;
export type GroupBookingsListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: StaffGroupBookingResponseDto[];
};
export type GroupBookingsListApiArg = {
  limit?: number;
  offset?: number;
  /** Only requests in this state, e.g. new */
  status?: GroupBookingStatus;
  region?: RegionKey;
};
export type GroupBookingsAssigneesApiResponse = /** status 200  */ AssigneeResponseDto[];
export type GroupBookingsAssigneesApiArg = void;
export type GroupBookingsUpdateApiResponse = /** status 200  */ StaffGroupBookingResponseDto;
export type GroupBookingsUpdateApiArg = {
  id: number;
  updateGroupBookingDto: UpdateGroupBookingDto;
};
export type GroupBookingsRemoveApiResponse = unknown;
export type GroupBookingsRemoveApiArg = number;
export type SubscribersListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: SubscriberResponseDto[];
};
export type SubscribersListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  /** Only confirmed (true) or unconfirmed (false) addresses */
  confirmed?: boolean;
};
export type SubscribersExportCsvApiResponse = /** status 200 The CSV file */ string;
export type SubscribersExportCsvApiArg = {
  region?: RegionKey;
  /** Only confirmed (true) or unconfirmed (false) addresses */
  confirmed?: boolean;
};
export type SubscribersMailStatusApiResponse = /** status 200  */ MailStatusResponseDto;
export type SubscribersMailStatusApiArg = void;
export type SubscribersRemoveApiResponse = unknown;
export type SubscribersRemoveApiArg = number;
export type AnnouncementsListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: AnnouncementResponseDto[];
};
export type AnnouncementsListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
};
export type AnnouncementsCreateApiResponse = /** status 201  */ AnnouncementResponseDto;
export type AnnouncementsCreateApiArg = CreateAnnouncementDto;
export type VideoBackgroundsListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: VideoBackgroundResponseDto[];
};
export type VideoBackgroundsListApiArg = {
  limit?: number;
  offset?: number;
  page?: VideoPage;
  isActive?: boolean;
};
export type VideoBackgroundsCreateApiResponse = /** status 201  */ VideoBackgroundResponseDto;
export type VideoBackgroundsCreateApiArg = CreateVideoBackgroundDto;
export type VideoBackgroundsUpdateApiResponse = /** status 200  */ VideoBackgroundResponseDto;
export type VideoBackgroundsUpdateApiArg = {
  id: number;
  updateVideoBackgroundDto: UpdateVideoBackgroundDto;
};
export type VideoBackgroundsRemoveApiResponse = unknown;
export type VideoBackgroundsRemoveApiArg = number;
export type SettingsReplaceApiResponse = /** status 200  */ SettingsResponseDto;
export type SettingsReplaceApiArg = UpdateSettingsDto;
export type RegionsCreateApiResponse = /** status 201  */ RegionResponseDto;
export type RegionsCreateApiArg = CreateRegionDto;
export type RegionsRemoveApiResponse = unknown;
export type RegionsRemoveApiArg = string;
export type RegionsUpdateApiResponse = /** status 200  */ RegionResponseDto;
export type RegionsUpdateApiArg = {
  key: string;
  updateRegionDto: UpdateRegionDto;
};
export type RegionsRenameApiResponse = /** status 200  */ RegionResponseDto;
export type RegionsRenameApiArg = {
  key: string;
  renameRegionDto: RenameRegionDto;
};
export type RegionsReplaceDirectionsApiResponse = /** status 200  */ DirectionsResponseDto;
export type RegionsReplaceDirectionsApiArg = {
  region: RegionKey;
  updateDirectionsDto: UpdateDirectionsDto;
};
export type TicketTypesCreateApiResponse = /** status 201  */ TicketTypeResponseDto;
export type TicketTypesCreateApiArg = CreateTicketTypeDto;
export type TicketTypesUpdateApiResponse = /** status 200  */ TicketTypeResponseDto;
export type TicketTypesUpdateApiArg = {
  id: number;
  updateTicketTypeDto: UpdateTicketTypeDto;
};
export type TicketTypesRemoveApiResponse = unknown;
export type TicketTypesRemoveApiArg = number;
export type TranslationsMissingApiResponse = /** status 200  */ MissingTranslationsResponseDto;
export type TranslationsMissingApiArg = {
  region: RegionKey;
  /** The language translated into */
  language: TranslatedLanguage;
};
export type LegalReplaceApiResponse = /** status 200  */ LegalPageResponseDto;
export type LegalReplaceApiArg = {
  key: string;
  updateLegalPageDto: UpdateLegalPageDto;
};
export type SetupChecklistApiResponse = /** status 200  */ SetupChecklistDto;
export type SetupChecklistApiArg = void;
export type CalendarCreateApiResponse = /** status 201  */ OperatingNightResponseDto;
export type CalendarCreateApiArg = CreateOperatingNightDto;
export type CalendarBulkAddApiResponse = /** status 200  */ BulkAddResultDto;
export type CalendarBulkAddApiArg = BulkAddNightsDto;
export type CalendarUpdateApiResponse = /** status 200  */ OperatingNightResponseDto;
export type CalendarUpdateApiArg = {
  id: number;
  updateOperatingNightDto: UpdateOperatingNightDto;
};
export type CalendarRemoveApiResponse = unknown;
export type CalendarRemoveApiArg = number;
export type MailOutboxListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: OutboxMailResponseDto[];
};
export type MailOutboxListApiArg = {
  limit?: number;
  offset?: number;
  /** Only e-mails in this state, e.g. failed */
  status?: OutboxStatus;
};
export type MailOutboxRetryApiResponse = /** status 200  */ OutboxMailResponseDto;
export type MailOutboxRetryApiArg = number;
export type MailSettingsGetApiResponse = /** status 200  */ MailSettingsResponseDto;
export type MailSettingsGetApiArg = void;
export type MailSettingsReplaceApiResponse = /** status 200  */ MailSettingsResponseDto;
export type MailSettingsReplaceApiArg = UpdateMailSettingsDto;
export type MailSettingsTestApiResponse = /** status 200  */ TestMailResponseDto;
export type MailSettingsTestApiArg = TestMailDto;
export type PageMetaDto = {
  total: number;
  limit: number;
  offset: number;
};
export type AuditFieldChangeDto = {
  field: string;
  /** The value before: absent when not shown (a secret, a long text), null when empty */
  from?: string | null;
  /** The value after, likewise */
  to?: string | null;
};
export type AuditEntryResponseDto = {
  id: number;
  createdAt: string;
  /** The member's account id; null for an unknown username */
  actorId: number | null;
  actorUsername: string | null;
  actorRole: string | null;
  /** The client address (an IPv6 address as its /64) */
  address: string | null;
  /** create, update, delete, import, redeem, retry, sign-in, sign-in-failed, sign-out, two-factor-… */
  action: string;
  recordType: string;
  recordId: string | null;
  /** What the record was called */
  label: string | null;
  changes: AuditFieldChangeDto[];
};
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_HOST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'DUPLICATE_VALUE'
  | 'REQUEST_TIMEOUT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'INSUFFICIENT_STORAGE'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_DISABLED'
  | 'NOT_PERMITTED'
  | 'TWO_FACTOR_SETUP_REQUIRED'
  | 'INVITATION_GONE'
  | 'PREVIEW_LINK_GONE'
  | 'USERNAME_TAKEN'
  | 'LAST_OWNER'
  | 'OWN_ACCOUNT'
  | 'SECOND_FACTOR_REQUIRED'
  | 'INVALID_SECOND_FACTOR_CODE'
  | 'SECOND_FACTOR_ALREADY_ON'
  | 'SECOND_FACTOR_ALREADY_OFF'
  | 'SECOND_FACTOR_KEY_MISMATCH'
  | 'CHANGED_MEANWHILE'
  | 'SEARCH_STAFF_ONLY'
  | 'SLUG_RESERVED'
  | 'SLUG_TAKEN'
  | 'REGION_KEY_TAKEN'
  | 'REGION_HAS_RECORDS'
  | 'LAST_REGION'
  | 'OPERATING_NIGHT_EXISTS'
  | 'MEDIA_IN_USE'
  | 'MAIL_NOT_FAILED'
  | 'MAIL_NOT_CONFIGURED'
  | 'SUBSCRIPTION_LINK_INVALID'
  | 'MAIL_NOT_DISCARDABLE'
  | 'NOT_NOTE_AUTHOR'
  | 'NOTE_LOCKED'
  | 'AUDITION_FULL'
  | 'AUDITION_TOO_LATE'
  | 'AUDITION_HAS_BOOKINGS'
  | 'DISCOUNT_ALREADY_RECEIVED'
  | 'DISCOUNT_CODES_GONE'
  | 'DISCOUNT_CODE_REDEEMED'
  | 'DISCOUNT_CODE_EXPIRED';
export type ErrorResponseDto = {
  statusCode: number;
  /** - `BAD_REQUEST`: The request is malformed
    - `INVALID_HOST`: The Host header is not a valid host name
    - `VALIDATION_FAILED`: A field is invalid; `errors` lists the messages per field
    - `UNAUTHORIZED`: No valid admin token
    - `FORBIDDEN`: Not allowed
    - `NOT_FOUND`: No such record or route
    - `CONFLICT`: The request conflicts with the current state
    - `DUPLICATE_VALUE`: A record with the same unique value already exists
    - `REQUEST_TIMEOUT`: The request took too long to arrive; the connection is closed
    - `GONE`: The thing asked for is gone
    - `PAYLOAD_TOO_LARGE`: The body or file is larger than allowed
    - `UNSUPPORTED_MEDIA_TYPE`: The body or file is of a type not accepted
    - `RATE_LIMITED`: Too many requests; `Retry-After` says when to try again
    - `INTERNAL_ERROR`: An unexpected error on the server
    - `SERVICE_UNAVAILABLE`: The database is unreachable, read-only or not ready; `Retry-After` says when to try again
    - `INSUFFICIENT_STORAGE`: The server is out of storage space
    - `INVALID_CREDENTIALS`: Wrong username or password
    - `ACCOUNT_DISABLED`: The account is disabled; the owner can enable it
    - `NOT_PERMITTED`: The member's role does not allow this
    - `TWO_FACTOR_SETUP_REQUIRED`: The owner requires two-factor authentication: set it up before anything else
    - `INVITATION_GONE`: The invitation was used already or has expired
    - `PREVIEW_LINK_GONE`: The story's preview link has expired or was revoked
    - `USERNAME_TAKEN`: Another member has this username
    - `LAST_OWNER`: The park needs at least one enabled owner
    - `OWN_ACCOUNT`: A member cannot do this to their own account
    - `SECOND_FACTOR_REQUIRED`: The account has two-factor authentication: send the code too
    - `INVALID_SECOND_FACTOR_CODE`: Wrong two-factor code
    - `SECOND_FACTOR_ALREADY_ON`: Two-factor authentication is already on
    - `SECOND_FACTOR_ALREADY_OFF`: Two-factor authentication is already off
    - `SECOND_FACTOR_KEY_MISMATCH`: The server's second-factor key cannot decrypt the account's two-factor data (503): the operator restores the key or turns two-factor off
    - `CHANGED_MEANWHILE`: Another change to the same records was saved at the same time; try again
    - `SEARCH_STAFF_ONLY`: Searching stories is for staff only
    - `SLUG_RESERVED`: The slug is reserved for a page
    - `SLUG_TAKEN`: Another story has this slug
    - `REGION_KEY_TAKEN`: Another region has this key
    - `REGION_HAS_RECORDS`: Records still belong to the region: close it for the season instead of deleting it
    - `LAST_REGION`: The site needs at least one region
    - `OPERATING_NIGHT_EXISTS`: The region already has an operating night on that date
    - `MEDIA_IN_USE`: The media item is still used by a record
    - `MAIL_NOT_FAILED`: Only a failed e-mail can be sent again
    - `MAIL_NOT_CONFIGURED`: E-mail is not configured (SMTP_URL), so nothing can be sent
    - `SUBSCRIPTION_LINK_INVALID`: The confirmation or unsubscribe link is unknown, used or expired
    - `MAIL_NOT_DISCARDABLE`: Only an e-mail not sent yet can be discarded
    - `NOT_NOTE_AUTHOR`: Only the author of a note may edit it
    - `NOTE_LOCKED`: A note can be edited only in the first 15 minutes after it was written
    - `AUDITION_FULL`: The audition session has no free place left
    - `AUDITION_TOO_LATE`: An audition booking can be changed or cancelled only up to 24 hours before it starts
    - `AUDITION_HAS_BOOKINGS`: Applicants have booked the audition session: it cannot be deleted or shrunk below them
    - `DISCOUNT_ALREADY_RECEIVED`: The visitor already received a discount code in the last 24 hours
    - `DISCOUNT_CODES_GONE`: Today's discount codes are gone
    - `DISCOUNT_CODE_REDEEMED`: The discount code was already redeemed
    - `DISCOUNT_CODE_EXPIRED`: The discount code has expired */
  code: ErrorCode;
  /** The product's message for people (for a 400, every validation message) */
  message: string | string[];
  /** The HTTP reason phrase */
  error: string;
  /** With VALIDATION_FAILED: the messages per field */
  errors?: {
    [key: string]: string[];
  };
};
export type StatsDayDto = {
  day: string;
  ticketClicks: number;
  pageViews: number | null;
  /** Views of story pages */
  storyViews: number | null;
  /** Newsletter sign-ups and group requests */
  signUps: number | null;
  applications: number | null;
};
export type RegionKey = string;
export type StatsNightDto = {
  date: string;
  region: RegionKey;
};
export type StatsTotalsDto = {
  ticketClicks: number;
  pageViews: number | null;
  signUps: number | null;
};
export type StatsRankDto = {
  /** The page, story slug, attraction or campaign */
  key: string;
  ticketClicks: number;
  /** Views (pages, stories, campaigns); null for attractions */
  views: number | null;
};
export type SeasonStatsResponseDto = {
  from: string;
  to: string;
  /** Whether the page views, sign-ups and applications are shown (permission stats) */
  full: boolean;
  /** Every day from `from` to `to` */
  days: StatsDayDto[];
  /** The regions' operating nights in the span, to mark on the charts */
  nights: StatsNightDto[];
  /** The 7 days ending on `to` */
  thisWeek: StatsTotalsDto;
  /** The 7 days before those */
  lastWeek: StatsTotalsDto;
  /** By ticket clicks, the 10 first */
  topPages: StatsRankDto[];
  /** By ticket clicks; views beside them give the click-through */
  topStories: StatsRankDto[];
  topAttractions: StatsRankDto[];
  /** utm_campaign (or ref) of the visits */
  topCampaigns: StatsRankDto[];
};
export type CampaignLinkResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  slug: string;
  targetPath: string;
  campaign: string;
  source: string;
  /** Empty: none */
  medium: string;
  /** Visitors who followed the link (a visitor within 30 minutes once) */
  follows: number;
  /** Ticket clicks of visits with the link's campaign */
  ticketClicks: number;
};
export type CampaignLinkBodyDto = {
  /** The link is /go/{slug} */
  slug: string;
  targetPath: string;
  /** utm_campaign */
  campaign: string;
  /** utm_source */
  source: string;
  /** utm_medium; empty: none */
  medium?: string | null;
};
export type HealthResponseDto = {
  status: string;
  app: string;
  database: string;
  /** Only for a signed-in admin */
  databaseType?: string;
  databaseLatencyMs: number;
};
export type LoginResponseDto = {
  /** Bearer token for the Authorization header */
  token: string;
  message: string;
  /** When the token stops working (ISO 8601) */
  expiresAt: string;
};
export type LoginDto = {
  username: string;
  password: string;
  /** Once two-factor authentication is on: the current 6-digit code, or an unused recovery code */
  code?: string;
};
export type UserRole = 'owner' | 'editor' | 'hiring' | 'box-office';
export type Permission =
  | 'session'
  | 'two-factor.setup'
  | 'account'
  | 'stories'
  | 'media'
  | 'video-backgrounds'
  | 'attractions'
  | 'testimonials'
  | 'regions'
  | 'regions.manage'
  | 'faq'
  | 'directions'
  | 'applications'
  | 'email-templates'
  | 'hiring-settings'
  | 'calendar.read'
  | 'calendar.status'
  | 'calendar'
  | 'contact'
  | 'group-bookings'
  | 'subscribers'
  | 'announcements'
  | 'discounts'
  | 'tickets'
  | 'settings'
  | 'legal'
  | 'mail-outbox'
  | 'staff'
  | 'audit.read'
  | 'campaigns'
  | 'stats'
  | 'stats.tickets'
  | 'translations';
export type AdminProfileDto = {
  id: number;
  username: string;
  role: UserRole;
  /** Two-factor authentication is on for this account */
  totpEnabled: boolean;
  /** The park requires two-factor authentication and this account has not set it up: nothing else is allowed until it has */
  twoFactorSetupRequired: boolean;
  /** What this member may do now */
  permissions: Permission[];
};
export type VerifyResponseDto = {
  valid: boolean;
  user: AdminProfileDto;
};
export type RenewedTokenDto = {
  /** The new bearer token of this session; every earlier token of the account stopped working */
  token: string;
  /** When the token stops working (ISO 8601) */
  expiresAt: string;
};
export type ChangePasswordDto = {
  /** The current password of the signed-in account */
  currentPassword: string;
  /** At least 12 characters */
  newPassword: string;
};
export type MessageResponseDto = {
  message: string;
};
export type SecondFactorSetupResponseDto = {
  /** Base32 secret, for typing into an authenticator app */
  secret: string;
  /** otpauth:// URI that the QR code holds */
  otpauthUrl: string;
  /** The QR code as a PNG data URL */
  qrCode: string;
};
export type RecoveryCodesResponseDto = {
  /** The new bearer token of this session; every earlier token of the account stopped working */
  token: string;
  /** When the token stops working (ISO 8601) */
  expiresAt: string;
  /** Single-use codes for signing in without the authenticator app; shown only now */
  recoveryCodes: string[];
};
export type SecondFactorChangeDto = {
  /** The current password of the signed-in account */
  password: string;
  /** The current 6-digit code from the authenticator app (to turn it off: or an unused recovery code) */
  code: string;
};
export type StaffMemberResponseDto = {
  id: number;
  createdAt: string;
  username: string;
  /** Null for accounts made on the command line */
  email: string | null;
  role: UserRole;
  /** Two-factor authentication is on */
  totpEnabled: boolean;
  lastSignInAt: string | null;
  disabled: boolean;
  /** While the member has not accepted the invitation: when it expires (it may have already) */
  inviteExpiresAt: string | null;
};
export type InvitedStaffMemberResponseDto = {
  id: number;
  createdAt: string;
  username: string;
  /** Null for accounts made on the command line */
  email: string | null;
  role: UserRole;
  /** Two-factor authentication is on */
  totpEnabled: boolean;
  lastSignInAt: string | null;
  disabled: boolean;
  /** While the member has not accepted the invitation: when it expires (it may have already) */
  inviteExpiresAt: string | null;
  /** The single-use invitation link (the token after `#`); it expires after 72 hours. GET /api/staff/{id}/invitation-link shows it again */
  inviteUrl: string;
};
export type InviteStaffDto = {
  username: string;
  email: string;
  role: UserRole;
};
export type RolePermissionsResponseDto = {
  role: UserRole;
  /** What a member of this role may do */
  permissions: Permission[];
};
export type StaffPolicyDto = {
  /** Every member must use two-factor authentication; one without it can only set it up after signing in */
  requireTwoFactor: boolean;
};
export type InvitationLinkResponseDto = {
  /** The pending invitation link, the same as when it was made */
  inviteUrl: string;
  inviteExpiresAt: string;
};
export type InvitationResponseDto = {
  /** The username the invitation is for */
  username: string;
  /** When the link stops working */
  expiresAt: string;
};
export type InvitationTokenDto = {
  /** The `token` after `#` in the invitation link */
  token: string;
};
export type AcceptedInviteResponseDto = {
  /** The username to sign in with */
  username: string;
  message: string;
};
export type AcceptInviteDto = {
  /** The `token` after `#` in the invitation link */
  token: string;
  /** At least 12 characters */
  password: string;
};
export type UpdateStaffDto = {
  role?: UserRole;
  /** true: the member cannot sign in and every token they hold stops working */
  disabled?: boolean;
};
export type Language = 'en' | 'es';
export type StoryCategory = 'ghost-story' | 'true-crime' | 'legend' | 'mystery';
export type BlogPostResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  region: RegionKey;
  /** The language it is written in */
  language: Language;
  category: StoryCategory;
  image: string;
  /** The picture's alt text from the media library; null when it has none (the title then describes it) */
  imageAlt: string | null;
  distance: string | null;
  readTime: string;
  views: number;
  published: boolean;
  featured: boolean;
  /** The attraction the story inspires */
  attractionId: number | null;
  /** Search and share title; null: the title */
  seoTitle: string | null;
  /** Meta description; null: the excerpt */
  seoDescription: string | null;
  /** Share card picture; null: the image */
  shareImage: string | null;
  /** A draft with this time is Scheduled: it goes live at that minute */
  publishAt: string | null;
  /** The story goes back to draft at that minute */
  unpublishAt: string | null;
};
export type CreateBlogPostDto = {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown (raw HTML is shown as text); at most 20000 characters and 65535 UTF-8 bytes */
  content: string;
  region: RegionKey;
  /** The language it is written in, one its region's pages speak: it shows in that language's story list and at that language's address (/es/florida/dark-legends/… for Spanish), nowhere else */
  language?: Language;
  category: StoryCategory;
  /** Image URL or site path; when absent or empty, /images/fallback/story.webp is stored */
  image?: string | null;
  distance?: string | null;
  /** When absent or empty: "5 min read" (the admin form sends an estimate from the content instead) */
  readTime?: string | null;
  /** true: Published, false: Draft */
  published?: boolean;
  featured?: boolean;
  /** The attraction the story inspires: its page shows the attraction card, the attraction lists the story */
  attractionId?: number | null;
  /** The page's title in search results and share cards; empty: the title */
  seoTitle?: string | null;
  /** The description search results and share cards show; empty: the excerpt */
  seoDescription?: string | null;
  /** The picture of the share card; empty: the story image */
  shareImage?: string | null;
  /** A draft goes live at this minute by itself (Scheduled); only with published false, and in the future. Null: a plain draft */
  publishAt?: string | null;
  /** The story goes back to draft at this minute (a time-limited story); in the future and after publishAt */
  unpublishAt?: string | null;
};
export type RegionStoryCountDto = {
  region: RegionKey;
  /** The region's name in the regions table */
  name: string;
  count: number;
};
export type BlogStatsResponseDto = {
  /** Every story, drafts included */
  total: number;
  /** Stories per region: every region of the regions table, in its order, one without stories as 0 */
  byRegion: RegionStoryCountDto[];
  /** The sum of every story's views */
  totalViews: number;
  published: number;
  drafts: number;
};
export type StoryWorkingCopyFieldsDto = {
  title?: string | null;
  slug?: string | null;
  excerpt?: string | null;
  content?: string | null;
  region?: string | null;
  language?: string | null;
  category?: string | null;
  image?: string | null;
  distance?: string | null;
  readTime?: string | null;
  published?: boolean;
  featured?: boolean;
  /** As the form holds it (the region clock, 2026-10-02T18:00) */
  publishAt?: string | null;
  /** As the form holds it */
  unpublishAt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  shareImage?: string | null;
  /** The attraction picked (0: none) */
  attractionId?: number | null;
};
export type StoryWorkingCopyResponseDto = {
  fields: StoryWorkingCopyFieldsDto;
  /** When it was last autosaved */
  savedAt: string;
  /** Who autosaved it last */
  author?: string | null;
};
export type SaveStoryWorkingCopyDto = {
  fields: StoryWorkingCopyFieldsDto;
};
export type UpdateBlogPostDto = {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown (raw HTML is shown as text); at most 20000 characters and 65535 UTF-8 bytes */
  content: string;
  region: RegionKey;
  /** The language it is written in, one its region's pages speak: it shows in that language's story list and at that language's address (/es/florida/dark-legends/… for Spanish), nowhere else */
  language?: Language;
  category: StoryCategory;
  /** Image URL or site path; when absent or empty, /images/fallback/story.webp is stored */
  image?: string | null;
  distance?: string | null;
  /** When absent or empty: "5 min read" (the admin form sends an estimate from the content instead) */
  readTime?: string | null;
  /** true: Published, false: Draft */
  published?: boolean;
  featured?: boolean;
  /** The attraction the story inspires: its page shows the attraction card, the attraction lists the story */
  attractionId?: number | null;
  /** The page's title in search results and share cards; empty: the title */
  seoTitle?: string | null;
  /** The description search results and share cards show; empty: the excerpt */
  seoDescription?: string | null;
  /** The picture of the share card; empty: the story image */
  shareImage?: string | null;
  /** A draft goes live at this minute by itself (Scheduled); only with published false, and in the future. Null: a plain draft */
  publishAt?: string | null;
  /** The story goes back to draft at this minute (a time-limited story); in the future and after publishAt */
  unpublishAt?: string | null;
};
export type StoryRevisionResponseDto = {
  id: number;
  /** When the save was made */
  createdAt: string;
  /** Who saved it; null for a save by no member */
  author: string | null;
  title: string;
  excerpt: string;
  content: string;
  slug: string;
  region: RegionKey;
  language: Language;
  category: StoryCategory;
  image: string;
  distance: string | null;
  readTime: string;
  featured: boolean;
  /** Whether the story was published after this save */
  published: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  shareImage: string | null;
  attractionId: number | null;
};
export type CreatedStoryPreviewLinkDto = {
  id: number;
  createdAt: string;
  /** The link stops working then */
  expiresAt: string;
  /** Who made it */
  createdBy: string | null;
  /** The new link */
  url: string;
};
export type StoryPreviewLinkResponseDto = {
  id: number;
  createdAt: string;
  /** The link stops working then */
  expiresAt: string;
  /** Who made it */
  createdBy: string | null;
  /** The link, to share again; null for a link that cannot be shown again (made before links could be) */
  url: string | null;
};
export type MediaType = 'image' | 'video';
export type MediaMetadataDto = {
  /** Images: pixels, as displayed */
  width?: number;
  /** Images: pixels, as displayed */
  height?: number;
  /** MP4 and MOV videos: seconds, from the movie header */
  duration?: number;
};
export type MediaItemResponseDto = {
  id: number;
  createdAt: string;
  /** Generated stored name */
  filename: string;
  /** Name of the file on the uploader’s computer */
  originalName: string;
  type: MediaType;
  /** Detected from the file’s content */
  mimeType: string;
  /** The original file */
  url: string;
  /** Images: WebP at most 400 px; videos: null */
  thumbnailUrl: string | null;
  /** Images: WebP at most 1600 px; videos: null */
  webUrl: string | null;
  /** Bytes of the original */
  size: number;
  metadata: MediaMetadataDto;
  /** Shown with the picture wherever the site uses it; null when none was written */
  altText: string | null;
};
export type MediaStatsResponseDto = {
  totalFiles: number;
  images: number;
  videos: number;
  /** Bytes of all originals */
  totalSize: number;
};
export type UpdateMediaItemDto = {
  /** What the picture shows, for people who cannot see it. Trimmed; an empty text clears it. */
  altText: string;
};
export type PositionType = 'actor' | 'operations' | 'entertainment';
export type Availability = 'full-time' | 'part-time' | 'weekends';
export type ApplicationStatus = 'pending' | 'reviewing' | 'accepted' | 'rejected';
export type ApplicationRelation = 'duplicate' | 'returning' | 'later';
export type RelatedApplicationDto = {
  id: number;
  createdAt: string;
  status: ApplicationStatus;
  region: RegionKey;
  /** The hiring season (year) it arrived in */
  season: number;
  /** duplicate: the same season; returning: an earlier season (this applicant has applied before); later: a later season */
  relation: ApplicationRelation;
};
export type StaffEmploymentApplicationResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  region: RegionKey;
  /** The job posting applied to */
  jobPostingId: number | null;
  /** The posting's title when applied */
  jobTitle: string | null;
  /** The posting's type when applied */
  positionType: PositionType;
  specificPositions: string[];
  availability: Availability;
  startDate: string;
  /** Operating nights (YYYY-MM-DD) the applicant can work */
  availableNights: string[];
  previousExperience: string | null;
  specialSkills: string | null;
  performanceLinks: string | null;
  over18: boolean;
  canLiftWeight: boolean;
  comfortableInDark: boolean;
  status: ApplicationStatus;
  /** The hiring season (year) it arrived in */
  season: number;
  /** The language of the page it was sent from: the one to write to the applicant in */
  language: Language;
  relatedApplications: RelatedApplicationDto[];
  /** Where staff download the applicant's headshot; null when none was sent */
  headshotUrl: string | null;
  /** Where staff download the applicant's résumé (PDF); null when none was sent */
  resumeUrl: string | null;
};
export type PositionCountsDto = {
  actor: number;
  operations: number;
  entertainment: number;
};
export type NightCoverageDto = {
  date: string;
  status: string;
  /** Accepted staff who said they can work this night, per position type */
  available: PositionCountsDto;
  total: number;
  belowTarget: boolean;
};
export type CoverageResponseDto = {
  region: RegionKey;
  target: number;
  /** The region's upcoming operating nights, by date */
  nights: NightCoverageDto[];
};
export type ReviewStatus = 'reviewing' | 'accepted' | 'rejected';
export type UpdateApplicationStatusDto = {
  /** Any of these from any status; an application cannot return to pending */
  status: ReviewStatus;
};
export type TimelineKind = 'submitted' | 'status' | 'note' | 'email' | 'audition';
export type TimelineEntryDto = {
  at: string;
  kind: TimelineKind;
  /** The member who did it; null for the applicant or the app */
  actor: string | null;
  /** What happened: the new status, the note's text, the e-mail's subject */
  text: string;
  /** The note, for a note */
  noteId: number | null;
  /** The e-mail in the outbox, for an e-mail */
  mailId: number | null;
  /** Where an e-mail is: pending (queued), sent, failed, discarded */
  mailStatus: ('pending' | 'sent' | 'failed' | 'discarded') | null;
  /** The mail server's reason, for an e-mail that failed */
  mailError: string | null;
};
export type ApplicationNoteResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  authorUsername: string;
  text: string;
  /** Until when its author may still edit it (15 minutes after it was written) */
  editableUntil: string;
};
export type ApplicationNoteBodyDto = {
  text: string;
};
export type QueuedMailsDto = {
  /** How many e-mails were queued */
  queued: number;
  /** Ids among those asked for that match no application */
  notFound: number[];
};
export type BulkSendTemplateDto = {
  templateId: number;
  /** The applications to mail (a filtered selection) */
  ids: number[];
};
export type SendTemplateDto = {
  templateId: number;
};
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'discarded';
export type OutboxMailResponseDto = {
  id: number;
  createdAt: string;
  to: string;
  subject: string;
  /** The record the e-mail is about */
  about: string;
  status: OutboxStatus;
  /** Sending attempts so far */
  attempts: number;
  /** When a pending e-mail is tried next */
  nextAttemptAt: string;
  /** Why the last attempt failed */
  lastError: string | null;
  sentAt: string | null;
  /** Why a pending e-mail is not sent: no mail server is set, or its links need the site's public address; null otherwise */
  waitingFor: ('mail-server' | 'public-address') | null;
};
export type KeptApplicationDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  region: RegionKey;
  /** The job posting applied to */
  jobPostingId: number | null;
  /** The posting's title when applied */
  jobTitle: string | null;
  /** The posting's type when applied */
  positionType: PositionType;
  specificPositions: string[];
  availability: Availability;
  startDate: string;
  /** Operating nights (YYYY-MM-DD) the applicant can work */
  availableNights: string[];
  previousExperience: string | null;
  specialSkills: string | null;
  performanceLinks: string | null;
  over18: boolean;
  canLiftWeight: boolean;
  comfortableInDark: boolean;
  status: ApplicationStatus;
  /** The hiring season (year) it arrived in */
  season: number;
  /** The language of the page it was sent from: the one to write to the applicant in */
  language: Language;
};
export type ExportedMailDto = {
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
};
export type ExportedFileDto = {
  kind: 'headshot' | 'resume';
  contentType: string;
  /** The file itself, base64-encoded */
  base64: string;
};
export type ApplicationExportDto = {
  exportedAt: string;
  application: KeptApplicationDto;
  notes: ApplicationNoteResponseDto[];
  timeline: TimelineEntryDto[];
  /** E-mails to the applicant and the staff alert about the application */
  emails: ExportedMailDto[];
  /** The headshot and résumé the applicant sent, if any */
  files: ExportedFileDto[];
};
export type EmailTemplateSpanishDto = {
  subject: string;
  /** Markdown; placeholders: {firstName}, {lastName}, {position}, {region}, {auditionLink}, {parkName} */
  body: string;
};
export type EmailTemplateTranslationsDto = {
  /** In Spanish; null: none */
  es?: EmailTemplateSpanishDto | null;
};
export type EmailTemplateResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  name: string;
  subject: string;
  body: string;
  /** The template in other languages, sent to applicants who applied on those pages (the others, and all when left out, get the English); left out on a replace: unchanged */
  translations: EmailTemplateTranslationsDto;
  sendOnStatus: ('pending' | 'reviewing' | 'accepted' | 'rejected') | null;
};
export type EmailTemplatesResponseDto = {
  templates: EmailTemplateResponseDto[];
  placeholders: string[];
  /** False while SMTP_URL is unset: mail to applicants waits in the outbox until it is set */
  smtpConfigured: boolean;
  /** E-mails queued while SMTP_URL is unset, sent once it is set (or discarded) */
  waitingForSmtp: number;
};
export type EmailTemplateBodyDto = {
  name: string;
  subject: string;
  /** Markdown; placeholders: {firstName}, {lastName}, {position}, {region}, {auditionLink}, {parkName} */
  body: string;
  /** Send it by itself when an application reaches this status (pending: to every new applicant); null: only by hand */
  sendOnStatus?: ('pending' | 'reviewing' | 'accepted' | 'rejected') | null;
  /** The template in other languages, sent to applicants who applied on those pages (the others, and all when left out, get the English); left out on a replace: unchanged */
  translations?: EmailTemplateTranslationsDto;
};
export type HiringSettingsResponseDto = {
  retentionMonths: number;
  hiringDayStartsAt: string | null;
  hiringDayEndsAt: string | null;
  /** A hiring day is on now: applications are limited per e-mail address only */
  hiringDayNow: boolean;
};
export type HiringSettingsBodyDto = {
  /** Applications with no activity for this many months are erased, once a day */
  retentionMonths: number;
  /** Start of the hiring day (null with the end: no hiring day) */
  hiringDayStartsAt: string | null;
  /** End of the hiring day: after its start, at most 7 days later */
  hiringDayEndsAt: string | null;
};
export type AuditionSessionResponseDto = {
  id: number;
  startsAt: string;
  place: string;
  capacity: number;
  bookedCount: number;
  positionTypes: PositionType[];
  region: RegionKey;
};
export type AuditionSessionsResponseDto = {
  /** Soonest first */
  sessions: AuditionSessionResponseDto[];
};
export type AuditionSessionBodyDto = {
  startsAt: string;
  place: string;
  capacity: number;
  /** Who may book it */
  positionTypes: PositionType[];
  region: RegionKey;
};
export type AuditionAttendance = 'booked' | 'attended' | 'no-show';
export type AuditionAttendeeDto = {
  bookingId: number;
  applicationId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  positionType: PositionType;
  attendance: AuditionAttendance;
};
export type AuditionAttendeesResponseDto = {
  session: AuditionSessionResponseDto;
  /** In the order they booked */
  attendees: AuditionAttendeeDto[];
};
export type AttendanceBodyDto = {
  attendance: AuditionAttendance;
};
export type PayUnit = 'hour' | 'night' | 'week';
export type JobPostingSpanishDto = {
  title?: string | null;
  /** Markdown */
  description?: string | null;
  schedule?: string | null;
};
export type JobPostingTranslationsDto = {
  /** In Spanish; null: none */
  es?: JobPostingSpanishDto | null;
};
export type JobPostingResponseDto = {
  id: number;
  region: RegionKey;
  title: string;
  positionType: PositionType;
  /** Markdown without raw HTML */
  description: string;
  /** US dollars; null: no pay stated */
  payFrom: number | null;
  /** US dollars; null: one rate */
  payTo: number | null;
  payUnit: PayUnit;
  schedule: string | null;
  startDate: string | null;
  endDate: string | null;
  sortOrder: number;
  /** Open to applications */
  active: boolean;
  /** When it was posted */
  createdAt: string;
  updatedAt: string;
  /** Staff's reads only: what staff wrote in other languages, per field */
  translations?: JobPostingTranslationsDto;
};
export type CreateJobPostingDto = {
  title: string;
  region: RegionKey;
  /** The kind of work: the positions the applicant picks, audition sessions and night coverage follow it */
  positionType: PositionType;
  /** Markdown without raw HTML (as a story) */
  description: string;
  /** US dollars per payUnit */
  payFrom?: number | null;
  /** US dollars per payUnit: the top of the range; null for one rate */
  payTo?: number | null;
  /** Per hour, per night worked or per week */
  payUnit?: PayUnit;
  schedule?: string | null;
  /** The first day of work */
  startDate?: string | null;
  /** The last day of work: the posting is shown to search engines as valid until then */
  endDate?: string | null;
  /** Lists are ordered by sortOrder, then id */
  sortOrder?: number;
  /** Open: visitors see it and may apply. Closed: hidden, and refuses new applications */
  active?: boolean;
  /** The title, description and schedule in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (change) */
  translations?: JobPostingTranslationsDto;
};
export type UpdateJobPostingDto = {
  title?: string;
  region?: RegionKey;
  /** The kind of work: the positions the applicant picks, audition sessions and night coverage follow it */
  positionType?: PositionType;
  /** Markdown without raw HTML (as a story) */
  description?: string;
  /** US dollars per payUnit */
  payFrom?: number | null;
  /** US dollars per payUnit: the top of the range; null for one rate */
  payTo?: number | null;
  /** Per hour, per night worked or per week */
  payUnit?: PayUnit;
  schedule?: string | null;
  /** The first day of work */
  startDate?: string | null;
  /** The last day of work: the posting is shown to search engines as valid until then */
  endDate?: string | null;
  /** Lists are ordered by sortOrder, then id */
  sortOrder?: number;
  /** Open: visitors see it and may apply. Closed: hidden, and refuses new applications */
  active?: boolean;
  /** The title, description and schedule in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (change) */
  translations?: JobPostingTranslationsDto;
};
export type CouponResponseDto = {
  id: number;
  createdAt: string;
  code: string;
  value: string;
  expiresAt: string;
  used: boolean;
  usedAt: string | null;
};
export type GeneratedCodePolicy = 'automatic' | 'allowed' | 'refused';
export type CodeValidity = '24-hours' | '7-days' | 'end-of-season';
export type DiscountValue = '5%' | '7%' | '10%' | '12%' | '15%' | '20%';
export type PoolLevelDto = {
  value: DiscountValue;
  /** Codes not handed out yet and not expired */
  available: number;
  /** Codes handed out by the game */
  issued: number;
  /** available is below lowThreshold */
  low: boolean;
};
export type PoolStatusDto = {
  generatedCodes: GeneratedCodePolicy;
  /** Whether the game hands out a generated code now, once the pool is empty (the policy applied) */
  allowGeneratedCodes: boolean;
  /** A pool was ever imported */
  poolImported: boolean;
  codeValidity: CodeValidity;
  checkoutUrlTemplate: string | null;
  /** A value with fewer available codes than this is flagged low */
  lowThreshold: number;
  levels: PoolLevelDto[];
};
export type PoolImportResultDto = {
  imported: number;
  pool: PoolStatusDto;
};
export type ImportPoolDto = {
  /** The CSV file's text: a header row `code,value` or `code,value,expires`, then one code per line. value is one of the game's values; expires (optional) an ISO date or date-time. */
  csv: string;
};
export type PoolSettingsDto = {
  /** When no pool code is left: automatic: a code we generate (the vendor does not know it) only until a pool was ever imported, then today's codes are gone; allowed: always a generated code; refused: never */
  generatedCodes?: GeneratedCodePolicy;
  /** How long a won code is valid: 24 hours, 7 days, or until the last night of the current or next season (a pool code's own expiry comes first) */
  codeValidity?: CodeValidity;
  /** The vendor's checkout address for "Buy tickets with this code"; {code} is replaced by the won code. null or empty: the ticketing site from the settings, without the code */
  checkoutUrlTemplate?: string | null;
};
export type StaffContactSubmissionResponseDto = {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  message: string;
  type: string;
  region: RegionKey;
  read: boolean;
  /** The language of the page it was sent from: the one to answer in */
  language: Language;
};
export type UpdateContactSubmissionDto = {
  /** Mark the message read (true) or unread (false) */
  read: boolean;
};
export type AttractionCategory = 'hayride' | 'trail' | 'maze' | 'haunted-house' | 'live-show' | 'food-drinks' | 'other';
export type ContentWarning = 'strobe' | 'fog' | 'loud-noises' | 'tight-spaces' | 'actors-touch' | 'uneven-ground' | 'water';
export type AttractionAccessibilityResponseDto = {
  wheelchair: ('yes' | 'partly' | 'no') | null;
  routeNote: string | null;
  sensoryNote: string | null;
};
export type AttractionSpanishDto = {
  title?: string | null;
  description?: string | null;
  contentNote?: string | null;
  /** The accessibility's route note */
  accessRouteNote?: string | null;
  /** The accessibility's sensory note */
  sensoryNote?: string | null;
};
export type AttractionTranslationsDto = {
  /** In Spanish; null: none */
  es?: AttractionSpanishDto | null;
};
export type AttractionResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  description: string;
  image: string;
  /** The picture's alt text from the media library; null when it has none (the title then describes it) */
  imageAlt: string | null;
  category: AttractionCategory;
  featured: boolean;
  active: boolean;
  region: RegionKey;
  sortOrder: number;
  /** 1 (family friendly) to 5 (extreme) */
  intensity: number | null;
  minAge: number | null;
  /** Visitors under this age come with an adult */
  adultRequiredUnder: number | null;
  contentWarnings: ContentWarning[];
  contentNote: string | null;
  accessibility: AttractionAccessibilityResponseDto;
  durationMinutes: number | null;
  /** Staff's reads only: what staff wrote in other languages, per field */
  translations?: AttractionTranslationsDto;
};
export type AttractionAccessibilityDto = {
  /** null: not stated */
  wheelchair?: ('yes' | 'partly' | 'no') | null;
  routeNote?: string | null;
  sensoryNote?: string | null;
};
export type CreateAttractionDto = {
  title: string;
  description: string;
  /** Absolute http(s) URL or a path on this site */
  image: string;
  category: AttractionCategory;
  region: RegionKey;
  featured?: boolean;
  /** Inactive attractions are hidden from visitors */
  active?: boolean;
  /** Lists are ordered by sortOrder, then id */
  sortOrder?: number;
  /** 1 (family friendly) to 5 (extreme) */
  intensity?: number | null;
  /** Visitors younger than this are not admitted */
  minAge?: number | null;
  /** Visitors under this age come with an adult */
  adultRequiredUnder?: number | null;
  contentWarnings?: ContentWarning[];
  contentNote?: string | null;
  /** Left out: not stated (PATCH: unchanged) */
  accessibility?: AttractionAccessibilityDto;
  /** How long a visit takes, in minutes */
  durationMinutes?: number | null;
  /** The title, description and notes in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (replace, change) */
  translations?: AttractionTranslationsDto;
};
export type UpdateAttractionDto = {
  title?: string;
  description?: string;
  /** Absolute http(s) URL or a path on this site */
  image?: string;
  category?: AttractionCategory;
  region?: RegionKey;
  featured?: boolean;
  /** Inactive attractions are hidden from visitors */
  active?: boolean;
  /** Lists are ordered by sortOrder, then id */
  sortOrder?: number;
  /** 1 (family friendly) to 5 (extreme) */
  intensity?: number | null;
  /** Visitors younger than this are not admitted */
  minAge?: number | null;
  /** Visitors under this age come with an adult */
  adultRequiredUnder?: number | null;
  contentWarnings?: ContentWarning[];
  contentNote?: string | null;
  /** Left out: not stated (PATCH: unchanged) */
  accessibility?: AttractionAccessibilityDto;
  /** How long a visit takes, in minutes */
  durationMinutes?: number | null;
  /** The title, description and notes in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (replace, change) */
  translations?: AttractionTranslationsDto;
};
export type RegionOrderDto = {
  /** Every id of one region, each once, in the new order */
  ids: number[];
};
export type IntensityWordsResponseDto = {
  /** The words for levels 1 to 5 in order (the first is level 1) */
  labels: string[];
};
export type IntensityWordsDto = {
  /** The words for levels 1 to 5 in order, each 1 to 40 characters */
  labels: string[];
};
export type TestimonialResponseDto = {
  id: number;
  createdAt: string;
  name: string;
  content: string;
  region: RegionKey;
  rating: number;
  active: boolean;
  /** Place in the order staff set (PUT /api/testimonials/order); lower first */
  sortOrder: number;
};
export type CreateTestimonialDto = {
  name: string;
  content: string;
  region: RegionKey;
  /** Shown as stars */
  rating?: number;
  /** Inactive testimonials are hidden from visitors */
  active?: boolean;
};
export type UpdateTestimonialDto = {
  name?: string;
  content?: string;
  region?: RegionKey;
  /** Shown as stars */
  rating?: number;
  /** Inactive testimonials are hidden from visitors */
  active?: boolean;
};
export type FaqGroup = 'tickets' | 'safety' | 'accessibility' | 'weather-refunds' | 'getting-here' | 'groups';
export type FaqSpanishDto = {
  question?: string | null;
  /** Markdown */
  answer?: string | null;
};
export type FaqTranslationsDto = {
  /** In Spanish; null: none */
  es?: FaqSpanishDto | null;
};
export type FaqEntryResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  region: RegionKey;
  group: FaqGroup;
  question: string;
  /** Markdown */
  answer: string;
  sortOrder: number;
  active: boolean;
  /** Staff's reads only: what staff wrote in other languages, per field */
  translations?: FaqTranslationsDto;
};
export type CreateFaqEntryDto = {
  region: RegionKey;
  group: FaqGroup;
  question: string;
  /** Markdown */
  answer: string;
  /** Within a group, lower comes first */
  sortOrder?: number;
  /** Inactive questions are hidden from visitors */
  active?: boolean;
  /** The question and answer in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (replace, change) */
  translations?: FaqTranslationsDto;
};
export type UpdateFaqEntryDto = {
  region?: RegionKey;
  group?: FaqGroup;
  question?: string;
  /** Markdown */
  answer?: string;
  /** Within a group, lower comes first */
  sortOrder?: number;
  /** Inactive questions are hidden from visitors */
  active?: boolean;
  /** The question and answer in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (replace, change) */
  translations?: FaqTranslationsDto;
};
export type GroupBookingStatus = 'new' | 'contacted' | 'booked' | 'declined';
export type StaffGroupBookingResponseDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  groupName: string;
  name: string;
  email: string;
  phone: string;
  groupSize: number;
  preferredNights: string[];
  notes: string | null;
  region: RegionKey;
  status: GroupBookingStatus;
  /** The staff member handling it (their id) */
  assigneeId: number | null;
  /** The language of the page it was sent from: the one to answer in */
  language: Language;
};
export type AssigneeResponseDto = {
  id: number;
  username: string;
};
export type UpdateGroupBookingDto = {
  status?: GroupBookingStatus;
  /** A staff member id; null unassigns it */
  assigneeId?: number | null;
};
export type SubscriberResponseDto = {
  id: number;
  createdAt: string;
  email: string;
  region: RegionKey;
  /** Whether the address followed its confirmation link */
  confirmed: boolean;
  confirmedAt: string | null;
  /** What the visitor agreed to */
  consentText: string;
  /** The language of the page they signed up on: their mails are written in it */
  language: Language;
};
export type MailStatusResponseDto = {
  /** False while no mail server or no public address is set: sign-ups are kept and their links wait in the outbox */
  mailConfigured: boolean;
};
export type AnnouncementSpanishDto = {
  subject: string;
  /** Markdown */
  body: string;
};
export type AnnouncementTranslationsDto = {
  /** In Spanish; null: none */
  es?: AnnouncementSpanishDto | null;
};
export type AnnouncementProgressDto = {
  sent: number;
  /** Queued or waiting for a retry */
  pending: number;
  /** Given up on; see the mail outbox */
  failed: number;
  /** Why the pending copies are not sent yet: no mail server is set, or no public address for their links; null otherwise */
  waitingFor: ('mail-server' | 'public-address') | null;
};
export type AnnouncementResponseDto = {
  id: number;
  createdAt: string;
  region: RegionKey;
  subject: string;
  /** Markdown */
  body: string;
  /** The announcement in other languages, sent to the subscribers who signed up on those pages; the others get the English */
  translations: AnnouncementTranslationsDto;
  /** The confirmed subscribers it was queued for */
  recipients: number;
  progress: AnnouncementProgressDto;
};
export type CreateAnnouncementDto = {
  region: RegionKey;
  subject: string;
  /** Markdown, sent as the text of the mail */
  body: string;
  /** The announcement in other languages, sent to the subscribers who signed up on those pages; the others get the English */
  translations?: AnnouncementTranslationsDto;
};
export type VideoPage = 'landing' | 'ny-home' | 'fl-home' | 'ny-attractions' | 'fl-attractions' | 'ny-blog' | 'fl-blog';
export type VideoBackgroundResponseDto = {
  id: number;
  createdAt: string;
  page: VideoPage;
  videoUrl: string;
  thumbnailUrl: string | null;
  title: string;
  description: string | null;
  isActive: boolean;
};
export type CreateVideoBackgroundDto = {
  page: VideoPage;
  title: string;
  /** Vimeo, YouTube or a direct video URL (absolute, or a path on this site such as /uploads/…) */
  videoUrl: string;
  thumbnailUrl?: string | null;
  description?: string | null;
  /** Activating a video deactivates the other videos of the same page */
  isActive?: boolean;
};
export type UpdateVideoBackgroundDto = {
  page?: VideoPage;
  title?: string;
  /** Vimeo, YouTube or a direct video URL (absolute, or a path on this site such as /uploads/…) */
  videoUrl?: string;
  thumbnailUrl?: string | null;
  description?: string | null;
  /** Activating a video deactivates the other videos of the same page */
  isActive?: boolean;
};
export type SettingsResponseDto = {
  /** The park's name: header, footer, page titles, share previews, JSON-LD */
  parkName: string;
  /** The line under the name in the footer; empty: none */
  tagline: string;
  /** A media library picture shown instead of the wordmark drawn from parkName; null: the wordmark */
  logoUrl: string | null;
  /** Empty until an admin saves the settings */
  phone: string;
  groupsPhone: string | null;
  infoEmail: string;
  groupsEmail: string;
  jobsEmail: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  youtubeUrl: string | null;
  twitterUrl: string | null;
  /** null: no ticketing site configured (the ticket page shows its fallback) */
  ticketingUrl: string | null;
  /** Whether the ticketing site allowed framing when saved: /tickets frames it; otherwise ticket buttons open it in a new tab and /tickets shows its fallback */
  ticketingEmbeddable: boolean;
  /** Staff only (absent for visitors): the verdict of the framing check made when the ticketing URL was saved; null while no URL is set */
  ticketingCheck?: ('allows-framing' | 'refuses-framing' | 'unreachable') | null;
  /** Whether ticket links add the visit's campaign (utm_campaign, utm_source, utm_medium) to the ticketing site's address */
  ticketingTakesCampaign: boolean;
  /** The GA4 measurement id public pages load Google's tag with; absent while off (so a page without it is not a byte larger) */
  ga4MeasurementId?: string;
  /** The Meta pixel id public pages load Meta's pixel with; absent while off */
  metaPixelId?: string;
  /** null until the settings are first saved */
  updatedAt: string | null;
};
export type UpdateSettingsDto = {
  /** Header, footer, page titles, share previews, JSON-LD; left out: the saved one stays */
  parkName?: string;
  /** The line under the name in the footer; left out or empty: none */
  tagline?: string | null;
  /** A PNG, JPEG, GIF, WebP or (sanitised) SVG picture of the media library shown instead of the wordmark drawn from the name; left out, null or empty: the wordmark */
  logoUrl?: string | null;
  phone?: string | null;
  /** Group bookings (15 or more) */
  groupsPhone?: string | null;
  /** Empty or left out: none (the site shows none) */
  infoEmail?: string;
  /** Empty or left out: none (the site shows none) */
  groupsEmail?: string;
  /** Empty or left out: none (the site shows none) */
  jobsEmail?: string;
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  tiktokUrl?: string | null;
  youtubeUrl?: string | null;
  twitterUrl?: string | null;
  /** An https URL on the public internet, without user name or password (only the TICKETING_ORIGINS origins when that optional allow-list is set). On save the server checks whether the site allows framing. null: no ticketing configured. */
  ticketingUrl?: string | null;
  /** Whether the ticketing site's address takes the visit's campaign as utm_campaign, utm_source and utm_medium; left out: the saved choice stays */
  ticketingTakesCampaign?: boolean;
  /** Google Analytics 4: public pages load Google's tag after they have loaded and the CSP admits its hosts; left out, null or empty: off */
  ga4MeasurementId?: string | null;
  /** Meta pixel: public pages load Meta's pixel after they have loaded and the CSP admits its hosts; left out, null or empty: off */
  metaPixelId?: string | null;
};
export type RegionStatus = 'open' | 'coming-soon' | 'closed-for-season';
export type ComingSoonFeatureIcon = 'park' | 'nightlife' | 'stories';
export type ComingSoonFeatureDto = {
  title: string;
  text: string;
  icon: ComingSoonFeatureIcon;
};
export type RegionCopySpanishDto = {
  openingLine?: string | null;
  heroTitle?: string | null;
  heroLine?: string | null;
  cardLine?: string | null;
  cardLocation?: string | null;
  employmentLocation?: string | null;
  firstCrewLine?: string | null;
  feature1Title?: string | null;
  feature1Text?: string | null;
  feature2Title?: string | null;
  feature2Text?: string | null;
  feature3Title?: string | null;
  feature3Text?: string | null;
};
export type RegionCopyTranslationsDto = {
  /** In Spanish; null: none */
  es?: RegionCopySpanishDto | null;
};
export type RegionResponseDto = {
  key: RegionKey;
  name: string;
  /** open: the pages sell tickets (BUY TICKETS, hours, calendar); coming-soon: no ticket button, the opening line instead; closed-for-season: no ticket button until staff open it again */
  status: RegionStatus;
  /** The IANA time zone of the region's park: its calendar's hours and dates are on this clock */
  timeZone: string;
  /** Empty until staff enter it (the site leaves it out) */
  address: string;
  openingLine: string;
  heroTitle: string;
  heroLine: string;
  cardLine: string;
  cardLocation: string;
  /** The wider area its copy names */
  area: string;
  /** The state in postal addresses and on the employment form */
  stateCode: string | null;
  /** The employment form's name for it; null: its name */
  employmentLocation: string | null;
  /** The employment page's line while it is still to open; null: the line every region has */
  firstCrewLine: string | null;
  /** The landing card's icon; null: a map pin */
  icon: ('farm' | 'beach') | null;
  /** The picture behind the home's hero */
  heroImage: string | null;
  /** The video-background page its home plays; null: none */
  homeVideo: ('landing' | 'ny-home' | 'fl-home' | 'ny-attractions' | 'fl-attractions' | 'ny-blog' | 'fl-blog') | null;
  /** The cards of what its coming-soon home promises; empty: none */
  comingSoonFeatures: ComingSoonFeatureDto[];
  /** The languages its pages speak, English first: another one is at its prefix (/es/florida/…) */
  languages: Language[];
  /** The copy in the region's other languages, where staff wrote it: a page in that language shows each line in it, else in English */
  translations: RegionCopyTranslationsDto;
  updatedAt: string;
};
export type CreateRegionDto = {
  name: string;
  /** The region's key in its pages' addresses (/texas/attractions) and in every record of it: lowercase letters, digits and single hyphens. Left out: made from the name (New Mexico: new-mexico) */
  key?: string;
  /** The IANA time zone of the region's park: the operating calendar's hours and its dates are on this clock. Left out: the time zone of the first region */
  timeZone?: string;
  /** Left out: coming-soon */
  status?: RegionStatus;
};
export type UpdateRegionDto = {
  name?: string;
  status?: RegionStatus;
  /** The IANA time zone of the region's park: the operating calendar's hours and its dates are on this clock */
  timeZone?: string;
  /** Empty: the site leaves it out */
  address?: string;
  openingLine?: string;
  heroTitle?: string;
  /** Empty: the site leaves it out */
  heroLine?: string;
  /** Empty: the site leaves it out */
  cardLine?: string;
  /** Empty: the site leaves it out */
  cardLocation?: string;
  area?: string;
  /** Null or empty: no state in the postal address and on the employment form */
  stateCode?: string | null;
  /** Null or empty: the employment form names the region by its name */
  employmentLocation?: string | null;
  /** Null or empty: the employment page says the line every region still to open says */
  firstCrewLine?: string | null;
  /** The landing card's icon; null: a map pin */
  icon?: ('farm' | 'beach') | null;
  /** The picture behind the home's hero (and the park's image in search results); null or empty: none */
  heroImage?: string | null;
  /** The video-background page whose active video plays behind the home (/admin/videos); null: no video */
  homeVideo?: ('landing' | 'ny-home' | 'fl-home' | 'ny-attractions' | 'fl-attractions' | 'ny-blog' | 'fl-blog') | null;
  /** The cards of what the coming-soon home promises, in order; empty: none */
  comingSoonFeatures?: ComingSoonFeatureDto[];
  /** The languages its pages speak: English first, then any other, each once */
  languages?: Language[];
  /** The copy's lines in other languages, each optional: a page in that language shows the English where there is none. Left out: unchanged */
  translations?: RegionCopyTranslationsDto;
};
export type RenameRegionDto = {
  key: string;
};
export type DirectionsSpanishDto = {
  directions?: string | null;
  parking?: string | null;
};
export type DirectionsTranslationsDto = {
  /** In Spanish; null: none */
  es?: DirectionsSpanishDto | null;
};
export type DirectionsResponseDto = {
  region: RegionKey;
  directions: string | null;
  parking: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Directions to the coordinates in the visitor's maps app (a universal link phones open in their app); null without coordinates */
  directionsUrl: string | null;
  /** Staff's reads only: what staff wrote in other languages, per field */
  translations?: DirectionsTranslationsDto;
};
export type UpdateDirectionsDto = {
  directions?: string | null;
  parking?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** The directions and parking in other languages, each optional: a Spanish page shows the English where there is none. Left out: unchanged */
  translations?: DirectionsTranslationsDto;
};
export type TicketTypeSpanishDto = {
  name?: string | null;
  description?: string | null;
  priceNote?: string | null;
};
export type TicketTypeTranslationsDto = {
  /** In Spanish; null: none */
  es?: TicketTypeSpanishDto | null;
};
export type TicketTypeResponseDto = {
  id: number;
  name: string;
  description: string;
  region: RegionKey;
  /** US dollars */
  priceFrom: number;
  /** US dollars; null: one price */
  priceTo: number | null;
  includes: AttractionCategory[];
  priceNote: string | null;
  sortOrder: number;
  active: boolean;
  updatedAt: string;
  /** Staff's reads only: what staff wrote in other languages, per field */
  translations?: TicketTypeTranslationsDto;
};
export type CreateTicketTypeDto = {
  name: string;
  description: string;
  region: RegionKey;
  /** In US dollars: the lowest price ("from $34.99") */
  priceFrom: number;
  /** In US dollars: the top of the price range; null or left out for one price */
  priceTo?: number | null;
  includes: AttractionCategory[];
  priceNote?: string | null;
  /** Lists are ordered by sortOrder, then id */
  sortOrder?: number;
  /** Inactive types are hidden from visitors */
  active?: boolean;
  /** The name, description and price note in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (change) */
  translations?: TicketTypeTranslationsDto;
};
export type UpdateTicketTypeDto = {
  name?: string;
  description?: string;
  region?: RegionKey;
  /** In US dollars: the lowest price ("from $34.99") */
  priceFrom?: number;
  /** In US dollars: the top of the price range; null or left out for one price */
  priceTo?: number | null;
  includes?: AttractionCategory[];
  priceNote?: string | null;
  /** Lists are ordered by sortOrder, then id */
  sortOrder?: number;
  /** Inactive types are hidden from visitors */
  active?: boolean;
  /** The name, description and price note in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (change) */
  translations?: TicketTypeTranslationsDto;
};
export type TranslatedLanguage = 'es';
export type TranslatedKind = 'region' | 'directions' | 'attraction' | 'faq' | 'ticket-type' | 'job-posting' | 'legal';
export type TranslationProgressDto = {
  kind: TranslatedKind;
  /** The region's records of this kind */
  records: number;
  /** Of them, those with every text written in the language */
  translated: number;
};
export type UntranslatedRecordDto = {
  kind: TranslatedKind;
  /** The record's id; null for the region's own copy and directions, and the pages every region shows (legal) */
  id: number | null;
  /** What names it, in English */
  name: string;
  /** Shown to visitors */
  active: boolean;
  /** Its texts written in English and not in the language */
  missing: string[];
};
export type MissingTranslationsResponseDto = {
  region: RegionKey;
  language: TranslatedLanguage;
  /** Per kind the member may change, in the admin order */
  progress: TranslationProgressDto[];
  /** The records still missing a text, shown ones first */
  untranslated: UntranslatedRecordDto[];
};
export type LegalPageKey = 'privacy' | 'terms';
export type LegalPageSpanishDto = {
  title?: string | null;
  /** Markdown */
  body?: string | null;
};
export type LegalPageTranslationsDto = {
  /** In Spanish; null: none */
  es?: LegalPageSpanishDto | null;
};
export type LegalPageResponseDto = {
  key: LegalPageKey;
  title: string;
  /** Markdown (rendered without raw HTML) */
  body: string;
  /** When staff last saved it; null: the seeded template */
  reviewedAt: string | null;
  /** Staff's reads only: what staff wrote in other languages, per field */
  translations?: LegalPageTranslationsDto;
};
export type UpdateLegalPageDto = {
  title: string;
  body: string;
  /** The title and text in other languages, each optional: a Spanish page shows the English where there is none. Left out: unchanged */
  translations?: LegalPageTranslationsDto;
};
export type SetupStep =
  | 'contact-details'
  | 'region-copy'
  | 'attractions'
  | 'faq-reviewed'
  | 'team-member'
  | 'ticketing-site'
  | 'ticket-types'
  | 'operating-nights'
  | 'discount-pool'
  | 'email'
  | 'public-address'
  | 'privacy-policy'
  | 'owner-second-factor';
export type SetupItemDto = {
  key: SetupStep;
  label: string;
  done: boolean;
  detail: string;
  /** The admin screen that sets it; null for what the server environment sets (SMTP_URL, PUBLIC_URL) */
  adminPath: string | null;
};
export type SetupChecklistDto = {
  items: SetupItemDto[];
  /** Every item is done: the dashboard stops showing the checklist */
  complete: boolean;
};
export type NightStatus = 'open' | 'sold-out' | 'closed';
export type OperatingNightResponseDto = {
  id: number;
  region: RegionKey;
  /** The evening the doors open (YYYY-MM-DD) */
  date: string;
  /** HH:MM on the region's wall clock */
  doorsOpen: string;
  attractionsStart: string;
  /** Earlier than doorsOpen: after midnight, on the next day */
  lastEntry: string;
  status: NightStatus;
  note: string | null;
  /** Doors open, with the region's UTC offset that night */
  startsAt: string;
  /** Last entry, with the UTC offset then */
  endsAt: string;
};
export type CreateOperatingNightDto = {
  /** HH:MM on the region's clock; new nights default to 18:30 */
  doorsOpen?: string;
  /** Not before the doors open; new nights default to 19:00 */
  attractionsStart?: string;
  /** After the attractions start; earlier than the doors means after midnight. Default 23:00 Friday and Saturday, 22:00 otherwise */
  lastEntry?: string;
  status?: NightStatus;
  note?: string | null;
  region: RegionKey;
  /** The evening the doors open; one night per region and date */
  date: string;
};
export type BulkAddResultDto = {
  /** The nights added (open) */
  created: OperatingNightResponseDto[];
  /** Dates that already had a night: reported and left as they were */
  skipped: string[];
};
export type BulkAddNightsDto = {
  /** HH:MM on the region's clock; new nights default to 18:30 */
  doorsOpen?: string;
  /** Not before the doors open; new nights default to 19:00 */
  attractionsStart?: string;
  region: RegionKey;
  from: string;
  /** Included; at most 400 days after from */
  to: string;
  /** Weekdays to add, 0 = Sunday … 6 = Saturday */
  weekdays: number[];
  /** Last entry of the Sunday to Thursday nights */
  lastEntrySundayToThursday?: string;
  /** Last entry of the Friday and Saturday nights */
  lastEntryFridayAndSaturday?: string;
};
export type UpdateOperatingNightDto = {
  /** HH:MM on the region's clock; new nights default to 18:30 */
  doorsOpen?: string;
  /** Not before the doors open; new nights default to 19:00 */
  attractionsStart?: string;
  /** After the attractions start; earlier than the doors means after midnight. Default 23:00 Friday and Saturday, 22:00 otherwise */
  lastEntry?: string;
  status?: NightStatus;
  note?: string | null;
};
export type MailSettingsLocksDto = {
  /** SMTP_URL is set on the server */
  smtpUrl: boolean;
  /** MAIL_FROM is set on the server */
  mailFrom: boolean;
  /** PUBLIC_URL is set on the server */
  publicUrl: boolean;
};
export type MailSettingsResponseDto = {
  /** The mail server without its password */
  smtpServer: string | null;
  /** The sender as set; a bare address goes out named with the park's name (settings), e.g. "Haunted Park" <no-reply@park.example.com> */
  mailFrom: string;
  publicUrl: string | null;
  /** Fields the server environment sets: they win, and cannot be changed here */
  locked: MailSettingsLocksDto;
};
export type UpdateMailSettingsDto = {
  /** Stored encrypted and never shown again; left out, the stored one is kept */
  smtpUrl?: string | null;
  mailFrom?: string | null;
  publicUrl?: string | null;
};
export type TestMailResponseDto = {
  /** Whether the mail server accepted the test e-mail */
  sent: boolean;
  /** The mail server's answer when it did not */
  error: string | null;
};
export type TestMailDto = {
  to: string;
};
export const {
  useAuditListQuery,
  useLazyAuditListQuery,
  useAuditExportCsvMutation,
  useAnalyticsSeasonStatsQuery,
  useLazyAnalyticsSeasonStatsQuery,
  useCampaignLinksListQuery,
  useLazyCampaignLinksListQuery,
  useCampaignLinksCreateMutation,
  useCampaignLinksReplaceMutation,
  useCampaignLinksRemoveMutation,
  useHealthCheckQuery,
  useLazyHealthCheckQuery,
  useAuthLoginMutation,
  useAuthVerifyQuery,
  useLazyAuthVerifyQuery,
  useAuthChangePasswordMutation,
  useAuthLogoutMutation,
  useSecondFactorSetupMutation,
  useSecondFactorEnableMutation,
  useSecondFactorDisableMutation,
  useStaffListQuery,
  useLazyStaffListQuery,
  useStaffInviteMutation,
  useStaffRolesQuery,
  useLazyStaffRolesQuery,
  useStaffPolicyQuery,
  useLazyStaffPolicyQuery,
  useStaffReplacePolicyMutation,
  useStaffInvitationLinkQuery,
  useLazyStaffInvitationLinkQuery,
  useStaffInvitationMutation,
  useStaffAcceptInviteMutation,
  useStaffChangeMutation,
  useStaffRemoveMutation,
  useStaffResetMutation,
  useBlogCreateMutation,
  useBlogStatsQuery,
  useLazyBlogStatsQuery,
  useBlogNewStoryWorkingCopyQuery,
  useLazyBlogNewStoryWorkingCopyQuery,
  useBlogSaveNewStoryWorkingCopyMutation,
  useBlogDiscardNewStoryWorkingCopyMutation,
  useBlogUpdateMutation,
  useBlogRemoveMutation,
  useBlogRevisionsQuery,
  useLazyBlogRevisionsQuery,
  useBlogRestoreMutation,
  useBlogWorkingCopyQuery,
  useLazyBlogWorkingCopyQuery,
  useBlogSaveWorkingCopyMutation,
  useBlogDiscardWorkingCopyMutation,
  useBlogSharePreviewMutation,
  useBlogPreviewLinksQuery,
  useLazyBlogPreviewLinksQuery,
  useBlogRevokePreviewMutation,
  useMediaUploadMutation,
  useMediaListQuery,
  useLazyMediaListQuery,
  useMediaStatsQuery,
  useLazyMediaStatsQuery,
  useMediaGetQuery,
  useLazyMediaGetQuery,
  useMediaUpdateMutation,
  useMediaRemoveMutation,
  useEmploymentListQuery,
  useLazyEmploymentListQuery,
  useEmploymentCoverageQuery,
  useLazyEmploymentCoverageQuery,
  useEmploymentFindOneQuery,
  useLazyEmploymentFindOneQuery,
  useEmploymentEraseMutation,
  useEmploymentSetStatusMutation,
  useEmploymentTimelineQuery,
  useLazyEmploymentTimelineQuery,
  useEmploymentNotesQuery,
  useLazyEmploymentNotesQuery,
  useEmploymentAddNoteMutation,
  useEmploymentEditNoteMutation,
  useEmploymentSendBulkMutation,
  useEmploymentSendOneMutation,
  useEmploymentDiscardMailMutation,
  useEmploymentExportQuery,
  useLazyEmploymentExportQuery,
  useEmploymentFileQuery,
  useLazyEmploymentFileQuery,
  useEmailTemplatesListQuery,
  useLazyEmailTemplatesListQuery,
  useEmailTemplatesCreateMutation,
  useEmailTemplatesReplaceMutation,
  useHiringSettingsReadQuery,
  useLazyHiringSettingsReadQuery,
  useHiringSettingsSaveMutation,
  useAuditionSessionsListQuery,
  useLazyAuditionSessionsListQuery,
  useAuditionSessionsCreateMutation,
  useAuditionSessionsReplaceMutation,
  useAuditionSessionsRemoveMutation,
  useAuditionSessionsAttendeesQuery,
  useLazyAuditionSessionsAttendeesQuery,
  useAuditionSessionsMarkMutation,
  useJobPostingsCreateMutation,
  useJobPostingsUpdateMutation,
  useJobPostingsRemoveMutation,
  useDiscountListQuery,
  useLazyDiscountListQuery,
  useDiscountFindByCodeQuery,
  useLazyDiscountFindByCodeQuery,
  useDiscountRedeemMutation,
  useDiscountPoolStatusQuery,
  useLazyDiscountPoolStatusQuery,
  useDiscountPoolImportMutation,
  useDiscountPoolSettingsMutation,
  useDiscountPoolExportIssuedMutation,
  useContactListQuery,
  useLazyContactListQuery,
  useContactSetReadMutation,
  useContactRemoveMutation,
  useAttractionsCreateMutation,
  useAttractionsReplaceMutation,
  useAttractionsUpdateMutation,
  useAttractionsRemoveMutation,
  useAttractionsReorderMutation,
  useIntensityWordsReplaceMutation,
  useTestimonialsCreateMutation,
  useTestimonialsReorderMutation,
  useTestimonialsReplaceMutation,
  useTestimonialsUpdateMutation,
  useTestimonialsRemoveMutation,
  useFaqCreateMutation,
  useFaqReplaceMutation,
  useFaqUpdateMutation,
  useFaqRemoveMutation,
  useGroupBookingsListQuery,
  useLazyGroupBookingsListQuery,
  useGroupBookingsAssigneesQuery,
  useLazyGroupBookingsAssigneesQuery,
  useGroupBookingsUpdateMutation,
  useGroupBookingsRemoveMutation,
  useSubscribersListQuery,
  useLazySubscribersListQuery,
  useSubscribersExportCsvMutation,
  useSubscribersMailStatusQuery,
  useLazySubscribersMailStatusQuery,
  useSubscribersRemoveMutation,
  useAnnouncementsListQuery,
  useLazyAnnouncementsListQuery,
  useAnnouncementsCreateMutation,
  useVideoBackgroundsListQuery,
  useLazyVideoBackgroundsListQuery,
  useVideoBackgroundsCreateMutation,
  useVideoBackgroundsUpdateMutation,
  useVideoBackgroundsRemoveMutation,
  useSettingsReplaceMutation,
  useRegionsCreateMutation,
  useRegionsRemoveMutation,
  useRegionsUpdateMutation,
  useRegionsRenameMutation,
  useRegionsReplaceDirectionsMutation,
  useTicketTypesCreateMutation,
  useTicketTypesUpdateMutation,
  useTicketTypesRemoveMutation,
  useTranslationsMissingQuery,
  useLazyTranslationsMissingQuery,
  useLegalReplaceMutation,
  useSetupChecklistQuery,
  useLazySetupChecklistQuery,
  useCalendarCreateMutation,
  useCalendarBulkAddMutation,
  useCalendarUpdateMutation,
  useCalendarRemoveMutation,
  useMailOutboxListQuery,
  useLazyMailOutboxListQuery,
  useMailOutboxRetryMutation,
  useMailSettingsGetQuery,
  useLazyMailSettingsGetQuery,
  useMailSettingsReplaceMutation,
  useMailSettingsTestMutation,
} = injectedRtkApi;
