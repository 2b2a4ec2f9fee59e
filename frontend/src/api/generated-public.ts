import { baseApi as api } from './base-api';
export const addTagTypes = [
  'blog',
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
  'legal',
  'calendar',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      blogList: build.query<BlogListApiResponse, BlogListApiArg>({
        query: (queryArg) => ({
          url: `/api/blog-posts`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            language: queryArg.language,
            published: queryArg.published,
            category: queryArg.category,
            cursor: queryArg.cursor,
            attractionId: queryArg.attractionId,
            search: queryArg.search,
          },
        }),
        providesTags: ['blog'],
      }),
      blogPreview: build.query<BlogPreviewApiResponse, BlogPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/preview/${encodeURIComponent(String(queryArg))}` }),
        providesTags: ['blog'],
      }),
      blogFindBySlug: build.query<BlogFindBySlugApiResponse, BlogFindBySlugApiArg>({
        query: (queryArg) => ({ url: `/api/blog-posts/${encodeURIComponent(String(queryArg))}` }),
        providesTags: ['blog'],
      }),
      employmentSubmit: build.mutation<EmploymentSubmitApiResponse, EmploymentSubmitApiArg>({
        query: (queryArg) => ({ url: `/api/employment-applications`, method: 'POST', body: queryArg }),
        invalidatesTags: ['employment'],
      }),
      applicantAuditionsRead: build.query<ApplicantAuditionsReadApiResponse, ApplicantAuditionsReadApiArg>({
        query: (queryArg) => ({ url: `/api/auditions/${encodeURIComponent(String(queryArg))}` }),
        providesTags: ['employment'],
      }),
      applicantAuditionsBook: build.mutation<ApplicantAuditionsBookApiResponse, ApplicantAuditionsBookApiArg>({
        query: (queryArg) => ({
          url: `/api/auditions/${encodeURIComponent(String(queryArg.token))}`,
          method: 'PUT',
          body: queryArg.bookAuditionBodyDto,
        }),
        invalidatesTags: ['employment'],
      }),
      applicantAuditionsCancel: build.mutation<ApplicantAuditionsCancelApiResponse, ApplicantAuditionsCancelApiArg>({
        query: (queryArg) => ({ url: `/api/auditions/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
        invalidatesTags: ['employment'],
      }),
      jobPostingsList: build.query<JobPostingsListApiResponse, JobPostingsListApiArg>({
        query: (queryArg) => ({
          url: `/api/job-postings`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            active: queryArg.active,
            language: queryArg.language,
          },
        }),
        providesTags: ['job-postings'],
      }),
      jobPostingsGet: build.query<JobPostingsGetApiResponse, JobPostingsGetApiArg>({
        query: (queryArg) => ({
          url: `/api/job-postings/${encodeURIComponent(String(queryArg.id))}`,
          params: {
            language: queryArg.language,
          },
        }),
        providesTags: ['job-postings'],
      }),
      discountGenerate: build.mutation<DiscountGenerateApiResponse, DiscountGenerateApiArg>({
        query: (queryArg) => ({ url: `/api/discount/generate`, method: 'POST', body: queryArg }),
        invalidatesTags: ['discount'],
      }),
      contactSubmit: build.mutation<ContactSubmitApiResponse, ContactSubmitApiArg>({
        query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg }),
        invalidatesTags: ['contact'],
      }),
      attractionsList: build.query<AttractionsListApiResponse, AttractionsListApiArg>({
        query: (queryArg) => ({
          url: `/api/attractions`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            active: queryArg.active,
            language: queryArg.language,
          },
        }),
        providesTags: ['attractions'],
      }),
      attractionsGet: build.query<AttractionsGetApiResponse, AttractionsGetApiArg>({
        query: (queryArg) => ({
          url: `/api/attractions/${encodeURIComponent(String(queryArg.id))}`,
          params: {
            language: queryArg.language,
          },
        }),
        providesTags: ['attractions'],
      }),
      intensityWordsGet: build.query<IntensityWordsGetApiResponse, IntensityWordsGetApiArg>({
        query: () => ({ url: `/api/attraction-intensity-words` }),
        providesTags: ['attractions'],
      }),
      testimonialsList: build.query<TestimonialsListApiResponse, TestimonialsListApiArg>({
        query: (queryArg) => ({
          url: `/api/testimonials`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            active: queryArg.active,
          },
        }),
        providesTags: ['testimonials'],
      }),
      faqList: build.query<FaqListApiResponse, FaqListApiArg>({
        query: (queryArg) => ({
          url: `/api/faq`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            active: queryArg.active,
            language: queryArg.language,
          },
        }),
        providesTags: ['faq'],
      }),
      groupBookingsSubmit: build.mutation<GroupBookingsSubmitApiResponse, GroupBookingsSubmitApiArg>({
        query: (queryArg) => ({ url: `/api/group-bookings`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      subscribersSubscribe: build.mutation<SubscribersSubscribeApiResponse, SubscribersSubscribeApiArg>({
        query: (queryArg) => ({ url: `/api/subscribers`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      subscribersConfirm: build.mutation<SubscribersConfirmApiResponse, SubscribersConfirmApiArg>({
        query: (queryArg) => ({ url: `/api/subscribers/confirm`, method: 'POST', body: queryArg }),
        invalidatesTags: [],
      }),
      subscribersUnsubscribe: build.mutation<SubscribersUnsubscribeApiResponse, SubscribersUnsubscribeApiArg>({
        query: (queryArg) => ({
          url: `/api/subscribers/unsubscribe`,
          method: 'POST',
          params: {
            token: queryArg,
          },
        }),
        invalidatesTags: [],
      }),
      videoBackgroundsActive: build.query<VideoBackgroundsActiveApiResponse, VideoBackgroundsActiveApiArg>({
        query: (queryArg) => ({ url: `/api/video-backgrounds/active/${encodeURIComponent(String(queryArg))}` }),
        providesTags: ['video-backgrounds'],
      }),
      settingsGet: build.query<SettingsGetApiResponse, SettingsGetApiArg>({
        query: () => ({ url: `/api/settings` }),
        providesTags: ['settings'],
      }),
      regionsList: build.query<RegionsListApiResponse, RegionsListApiArg>({
        query: () => ({ url: `/api/regions` }),
        providesTags: ['regions'],
      }),
      regionsDirections: build.query<RegionsDirectionsApiResponse, RegionsDirectionsApiArg>({
        query: (queryArg) => ({
          url: `/api/regions/${encodeURIComponent(String(queryArg.region))}/directions`,
          params: {
            language: queryArg.language,
          },
        }),
        providesTags: ['regions'],
      }),
      ticketTypesList: build.query<TicketTypesListApiResponse, TicketTypesListApiArg>({
        query: (queryArg) => ({
          url: `/api/ticket-types`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            region: queryArg.region,
            active: queryArg.active,
            language: queryArg.language,
          },
        }),
        providesTags: ['ticket-types'],
      }),
      legalGet: build.query<LegalGetApiResponse, LegalGetApiArg>({
        query: (queryArg) => ({
          url: `/api/legal/${encodeURIComponent(String(queryArg.key))}`,
          params: {
            language: queryArg.language,
          },
        }),
        providesTags: ['legal'],
      }),
      calendarRead: build.query<CalendarReadApiResponse, CalendarReadApiArg>({
        query: (queryArg) => ({
          url: `/api/calendar`,
          params: {
            region: queryArg.region,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['calendar'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as publicApi };
export type BlogListApiResponse = /** status 200 One page of stories; nextCursor fetches the next */ CursorPageMetaDto & {
  items: BlogPostSummaryDto[];
};
export type BlogListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  /** Only the stories written in this language (a page's list); left out: every language */
  language?: Language;
  /** Admins only; visitors always get published posts whatever this says */
  published?: boolean;
  /** Omit for all categories */
  category?: StoryCategory;
  /** The nextCursor of the previous page: the stories after it (offset is then ignored), however many were added since */
  cursor?: string;
  /** Only the stories that name this attraction */
  attractionId?: number;
  /** Admins only (400 for visitors): stories whose title, slug or excerpt contain this text, case-insensitive */
  search?: string;
};
export type BlogPreviewApiResponse = /** status 200  */ BlogPostResponseDto;
export type BlogPreviewApiArg = string;
export type BlogFindBySlugApiResponse = /** status 200  */ BlogPostResponseDto;
export type BlogFindBySlugApiArg = /** The story's slug */ string;
export type EmploymentSubmitApiResponse = /** status 201  */ SubmittedApplicationResponseDto;
export type EmploymentSubmitApiArg =
  /** JSON, or multipart/form-data with the same JSON in the field `application` and the optional files `headshot` (JPEG, PNG or WebP) and `resume` (PDF), each at most 5 MB, their type checked by content (400 otherwise). */ CreateEmploymentApplicationDto;
export type ApplicantAuditionsReadApiResponse = /** status 200  */ ApplicantAuditionResponseDto;
export type ApplicantAuditionsReadApiArg = string;
export type ApplicantAuditionsBookApiResponse = /** status 200  */ ApplicantAuditionResponseDto;
export type ApplicantAuditionsBookApiArg = {
  token: string;
  bookAuditionBodyDto: BookAuditionBodyDto;
};
export type ApplicantAuditionsCancelApiResponse = /** status 200  */ ApplicantAuditionResponseDto;
export type ApplicantAuditionsCancelApiArg = string;
export type JobPostingsListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: JobPostingResponseDto[];
};
export type JobPostingsListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  /** Admin only: filter by the active flag (visitors always get active ones only) */
  active?: boolean;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type JobPostingsGetApiResponse = /** status 200  */ JobPostingResponseDto;
export type JobPostingsGetApiArg = {
  id: number;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type DiscountGenerateApiResponse = /** status 201  */ GeneratedDiscountDto;
export type DiscountGenerateApiArg = GenerateDiscountDto;
export type ContactSubmitApiResponse = /** status 201  */ ContactSubmissionResponseDto;
export type ContactSubmitApiArg = CreateContactDto;
export type AttractionsListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: AttractionResponseDto[];
};
export type AttractionsListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  /** Admin only: filter by the active flag (visitors always get active ones only) */
  active?: boolean;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type AttractionsGetApiResponse = /** status 200  */ AttractionResponseDto;
export type AttractionsGetApiArg = {
  id: number;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type IntensityWordsGetApiResponse = /** status 200  */ IntensityWordsResponseDto;
export type IntensityWordsGetApiArg = void;
export type TestimonialsListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: TestimonialResponseDto[];
};
export type TestimonialsListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  /** Admin only: filter by the active flag (visitors always get active ones only) */
  active?: boolean;
};
export type FaqListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: FaqEntryResponseDto[];
};
export type FaqListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  /** Admin only: filter by the active flag (visitors always get active ones only) */
  active?: boolean;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type GroupBookingsSubmitApiResponse = /** status 201  */ GroupBookingResponseDto;
export type GroupBookingsSubmitApiArg = CreateGroupBookingDto;
export type SubscribersSubscribeApiResponse = /** status 201  */ SubscriptionResponseDto;
export type SubscribersSubscribeApiArg = SubscribeDto;
export type SubscribersConfirmApiResponse = /** status 200  */ ConfirmedSubscriptionResponseDto;
export type SubscribersConfirmApiArg = SubscriptionTokenDto;
export type SubscribersUnsubscribeApiResponse = /** status 200  */ UnsubscribedResponseDto;
export type SubscribersUnsubscribeApiArg = /** The token of the link the visitor was e-mailed */ string;
export type VideoBackgroundsActiveApiResponse = /** status 200 The active video, or `null` */ VideoBackgroundResponseDto | null;
export type VideoBackgroundsActiveApiArg = VideoPage;
export type SettingsGetApiResponse = /** status 200  */ SettingsResponseDto;
export type SettingsGetApiArg = void;
export type RegionsListApiResponse = /** status 200  */ RegionListDto;
export type RegionsListApiArg = void;
export type RegionsDirectionsApiResponse = /** status 200  */ DirectionsResponseDto;
export type RegionsDirectionsApiArg = {
  region: RegionKey;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type TicketTypesListApiResponse = /** status 200 One page of results */ PageMetaDto & {
  items: TicketTypeResponseDto[];
};
export type TicketTypesListApiArg = {
  limit?: number;
  offset?: number;
  region?: RegionKey;
  /** Admin only: filter by the active flag (visitors always get active ones only) */
  active?: boolean;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type LegalGetApiResponse = /** status 200  */ LegalPageResponseDto;
export type LegalGetApiArg = {
  key: string;
  /** The language to read the texts in: each in it where staff translated it, else in English */
  language?: Language;
};
export type CalendarReadApiResponse = /** status 200  */ CalendarResponseDto;
export type CalendarReadApiArg = {
  region: RegionKey;
  /** First date (YYYY-MM-DD); default: today in the region's time zone */
  from?: string;
  /** Last date, included; default: 365 days after from. At most 400 days after from. */
  to?: string;
};
export type CursorPageMetaDto = {
  total: number;
  limit: number;
  offset: number;
  /** Pass as cursor for the next page; null on the last page */
  nextCursor: string | null;
};
export type RegionKey = string;
export type Language = 'en' | 'es';
export type StoryCategory = 'ghost-story' | 'true-crime' | 'legend' | 'mystery';
export type BlogPostSummaryDto = {
  id: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  slug: string;
  excerpt: string;
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
export type PositionType = 'actor' | 'operations' | 'entertainment';
export type Availability = 'full-time' | 'part-time' | 'weekends';
export type ApplicationStatus = 'pending' | 'reviewing' | 'accepted' | 'rejected';
export type ConfirmationMailState = 'sending' | 'waiting' | 'none';
export type SubmittedApplicationResponseDto = {
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
  /** The confirmation e-mail to the applicant's address: sending (queued, mail is set up), waiting (queued until the park sets up its mail) or none (the park sends none now, or the address had its share of visitors' mails today) */
  confirmationMail: ConfirmationMailState;
};
export type CreateEmploymentApplicationDto = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  /** Two-letter state code (stored upper-case) */
  state: string;
  zipCode: string;
  region: RegionKey;
  /** The language of the page the form was sent from: mails to the visitor are written in it */
  language?: Language;
  /** An open job posting of the chosen region (GET /api/job-postings?region=…): a closed one is refused (409) */
  jobPostingId: number;
  /** At least one, all from the catalogue of the posting's position type: {"actor":["Scene/Walking Trail Actor","Corn Maze Scarer","Property Scarer","Tour Guide"],"operations":["Line Attendant","Parking Attendant","Store Clerk","Ticket Booth","Tractor Driver","Property Maintenance"],"entertainment":["Dance Performer","Fire Breather","Sword Swallower","Contortionist","Magician","Other Performance Artist"]} */
  specificPositions: string[];
  /** full-time (5+ days/week), part-time (2-4 days/week), weekends (weekends only) */
  availability: Availability;
  startDate: string;
  /** Operating nights of the region's calendar (YYYY-MM-DD) the applicant can work; each must be one */
  availableNights?: string[];
  previousExperience?: string | null;
  specialSkills?: string | null;
  performanceLinks?: string | null;
  /** Must be true: 'I confirm that I am 18 years or older' */
  over18: boolean;
  canLiftWeight?: boolean;
  comfortableInDark?: boolean;
};
export type OpenAuditionSessionDto = {
  id: number;
  startsAt: string;
  place: string;
  freePlaces: number;
};
export type AuditionAttendance = 'booked' | 'attended' | 'no-show';
export type ApplicantAuditionResponseDto = {
  firstName: string;
  region: RegionKey;
  /** The session booked; absent when none is */
  booked?: OpenAuditionSessionDto;
  /** Of the booking; absent when none */
  attendance?: AuditionAttendance;
  /** False within 24 hours of the booked session: it can no longer be changed or cancelled */
  canChange: boolean;
  /** Sessions for the applicant's region and position type, more than 24 hours away, with a free place */
  sessions: OpenAuditionSessionDto[];
};
export type BookAuditionBodyDto = {
  sessionId: number;
};
export type PageMetaDto = {
  total: number;
  limit: number;
  offset: number;
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
export type DiscountValue = '5%' | '7%' | '10%' | '12%' | '15%' | '20%';
export type GeneratedDiscountDto = {
  code: string;
  value: DiscountValue;
  /** As the code validity setting says (24 hours, 7 days, the season's last night), or the pool code's own expiry if sooner */
  expires_at: string;
  /** true: a code we generated, which the vendor's checkout does not know (it is honoured at the park's ticket booth) */
  generated: boolean;
  /** Where to buy tickets with it: the checkout URL template with the code in it, else the ticketing site; null while no ticketing site is set */
  buyUrl: string | null;
};
export type GenerateDiscountDto = {
  /** Sent by the game board; ignored: the server picks the value */
  value?: string | null;
};
export type ContactSubmissionResponseDto = {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  message: string;
  type: string;
  region: RegionKey;
  read: boolean;
};
export type CreateContactDto = {
  name: string;
  email: string;
  message: string;
  type?: string | null;
  region: RegionKey;
  /** The language of the page the form was sent from: mails to the visitor are written in it */
  language?: Language;
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
export type IntensityWordsResponseDto = {
  /** The words for levels 1 to 5 in order (the first is level 1) */
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
export type GroupBookingStatus = 'new' | 'contacted' | 'booked' | 'declined';
export type GroupBookingResponseDto = {
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
};
export type CreateGroupBookingDto = {
  groupName: string;
  /** Who we contact */
  name: string;
  email: string;
  phone: string;
  groupSize: number;
  /** Nights of the region's operating calendar (YYYY-MM-DD), at most 10 */
  preferredNights?: string[];
  notes?: string | null;
  region: RegionKey;
  /** The language of the page the form was sent from: mails to the visitor are written in it */
  language?: Language;
};
export type SubscriptionResponseDto = {
  email: string;
  region: RegionKey;
  /** True when mail is set up, so the confirmation link goes out now; false while the park's e-mail is not set up: the address is kept and the link is sent once it is */
  confirmationSent: boolean;
};
export type SubscribeDto = {
  email: string;
  region: RegionKey;
  /** The language of the page the form was sent from: mails to the visitor are written in it */
  language?: Language;
};
export type ConfirmedSubscriptionResponseDto = {
  email: string;
  region: RegionKey;
};
export type SubscriptionTokenDto = {
  /** The token of the link the visitor was e-mailed */
  token: string;
};
export type UnsubscribedResponseDto = {
  unsubscribed: boolean;
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
export type RegionListDto = {
  /** Every region, in the order staff set */
  items: RegionResponseDto[];
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
export type NightHoursDto = {
  doorsOpen: string;
  attractionsStart: string;
  lastEntry: string;
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
export type CalendarResponseDto = {
  region: RegionKey;
  /** The region's IANA time zone: every time of the calendar is on its clock */
  timeZone: string;
  /** Today in the time zone, when this answer was made */
  today: string;
  /** When this answer was made (UTC) */
  generatedAt: string;
  from: string;
  to: string;
  /** The standard hours per weekday, Sunday first (docs/product.md §9): what a bulk add uses unless told otherwise */
  standardHours: NightHoursDto[];
  /** The nights from `from` to `to`, by date */
  nights: OperatingNightResponseDto[];
};
export const {
  useBlogListQuery,
  useLazyBlogListQuery,
  useBlogPreviewQuery,
  useLazyBlogPreviewQuery,
  useBlogFindBySlugQuery,
  useLazyBlogFindBySlugQuery,
  useEmploymentSubmitMutation,
  useApplicantAuditionsReadQuery,
  useLazyApplicantAuditionsReadQuery,
  useApplicantAuditionsBookMutation,
  useApplicantAuditionsCancelMutation,
  useJobPostingsListQuery,
  useLazyJobPostingsListQuery,
  useJobPostingsGetQuery,
  useLazyJobPostingsGetQuery,
  useDiscountGenerateMutation,
  useContactSubmitMutation,
  useAttractionsListQuery,
  useLazyAttractionsListQuery,
  useAttractionsGetQuery,
  useLazyAttractionsGetQuery,
  useIntensityWordsGetQuery,
  useLazyIntensityWordsGetQuery,
  useTestimonialsListQuery,
  useLazyTestimonialsListQuery,
  useFaqListQuery,
  useLazyFaqListQuery,
  useGroupBookingsSubmitMutation,
  useSubscribersSubscribeMutation,
  useSubscribersConfirmMutation,
  useSubscribersUnsubscribeMutation,
  useVideoBackgroundsActiveQuery,
  useLazyVideoBackgroundsActiveQuery,
  useSettingsGetQuery,
  useLazySettingsGetQuery,
  useRegionsListQuery,
  useLazyRegionsListQuery,
  useRegionsDirectionsQuery,
  useLazyRegionsDirectionsQuery,
  useTicketTypesListQuery,
  useLazyTicketTypesListQuery,
  useLegalGetQuery,
  useLazyLegalGetQuery,
  useCalendarReadQuery,
  useLazyCalendarReadQuery,
} = injectedRtkApi;
