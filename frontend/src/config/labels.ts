import type {
  ApplicationStatus,
  AttractionCategory,
  Availability,
  ContentWarning,
  FaqGroup,
  GroupBookingStatus,
  NightStatus,
  PayUnit,
  PositionType,
  RegionStatus,
  StoryCategory,
  VideoPage,
  AttractionAccessibilityResponseDto,
} from '../api/generated-public';

/** Whether a wheelchair gets through an attraction (the API's values; null is not stated). */
export type WheelchairAccess = NonNullable<AttractionAccessibilityResponseDto['wheelchair']>;

/**
 * The one place the API's vocabulary gets its words. The values are the OpenAPI document's enums (generated-*.ts), so a
 * value added on the server fails the type check here until it has a label; the order of each table is the order
 * lists and selects show.
 */

export const STORY_CATEGORY_LABELS: Record<StoryCategory, string> = {
  'ghost-story': 'Ghost Story',
  'true-crime': 'True Crime',
  legend: 'Legend',
  mystery: 'Mystery',
};

export const ATTRACTION_CATEGORY_LABELS: Record<AttractionCategory, string> = {
  hayride: 'Haunted Hayride',
  trail: 'Haunted Trail',
  maze: 'Maze',
  'haunted-house': 'Haunted House',
  'live-show': 'Live Show',
  'food-drinks': 'Food & Drinks',
  other: 'Other Attraction',
};

export const GROUP_BOOKING_STATUS_LABELS: Record<GroupBookingStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  declined: 'Declined',
};

/** The groups of a region's FAQ, in the page's order. */
export const FAQ_GROUP_LABELS: Record<FaqGroup, string> = {
  tickets: 'Tickets',
  safety: 'Safety and scares',
  accessibility: 'Accessibility',
  'weather-refunds': 'Weather and refunds',
  'getting-here': 'Getting here',
  groups: 'Groups',
};

export const CONTENT_WARNING_LABELS: Record<ContentWarning, string> = {
  strobe: 'Strobe lights',
  fog: 'Fog / haze',
  'loud-noises': 'Loud noises',
  'tight-spaces': 'Tight spaces',
  'actors-touch': 'Actors may touch',
  'uneven-ground': 'Uneven ground',
  water: 'Water / splash',
};

export const WHEELCHAIR_LABELS: Record<WheelchairAccess, string> = {
  yes: 'Wheelchair accessible',
  partly: 'Partly wheelchair accessible',
  no: 'Not wheelchair accessible',
};

/** docs/product.md §5: the page keys of video backgrounds with their names. */
export const VIDEO_PAGE_LABELS: Record<VideoPage, string> = {
  landing: 'Landing Page',
  'ny-home': 'New York Home',
  'fl-home': 'Florida Home',
  'ny-attractions': 'New York Attractions',
  'fl-attractions': 'Florida Attractions',
  'ny-blog': 'New York Dark Legends',
  'fl-blog': 'Florida Dark Legends',
};

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  reviewing: 'Reviewing',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** docs/product.md §5: position types with their labels, in this order. */
export const POSITION_TYPE_LABELS: Record<PositionType, string> = {
  actor: 'Sinister Actor',
  operations: 'Operations Crew',
  entertainment: 'Entertainment Acts',
};

/** How a job posting's pay is counted ("$15 per hour"). */
export const PAY_UNIT_LABELS: Record<PayUnit, string> = { hour: 'per hour', night: 'per night', week: 'per week' };

/** docs/product.md §5: availability with what each means. */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  'full-time': 'Full-time (5+ days/week)',
  'part-time': 'Part-time (2-4 days/week)',
  weekends: 'Weekends only',
};

export const NIGHT_STATUS_LABELS: Record<NightStatus, string> = { open: 'Open', 'sold-out': 'Sold out', closed: 'Closed' };

/** The kinds of record the audit log names (the server's entity names, kebab-case); the filter offers these. */
export const AUDIT_RECORD_TYPE_LABELS: Record<string, string> = {
  'blog-post': 'Story',
  'media-item': 'Media',
  'video-background': 'Video background',
  attraction: 'Attraction',
  testimonial: 'Testimonial',
  'operating-night': 'Calendar night',
  'employment-application': 'Application',
  'contact-submission': 'Contact message',
  'group-booking': 'Group booking',
  'faq-entry': 'FAQ entry',
  'job-posting': 'Job posting',
  'discount-coupon': 'Discount code',
  'discount-pool-code': 'Pool code',
  'discount-settings': 'Discount settings',
  'site-settings': 'Settings',
  'outbox-mail': 'E-mail',
  user: 'Account',
};

/** What an audit entry says was done; an action without a label shows as the server names it. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
  redeem: 'Redeemed',
  retry: 'Sent again',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'second-factor-failed': 'Wrong two-factor code',
  'sign-out': 'Signed out',
  'two-factor-setup': 'Two-factor set-up started',
  'two-factor-on': 'Two-factor turned on',
  'two-factor-off': 'Two-factor turned off',
};

/** The values of a vocabulary, in the order of its labels. */
export const valuesOf = <Value extends string>(labels: Record<Value, string>): readonly Value[] => Object.keys(labels) as Value[];

export const STORY_CATEGORIES = valuesOf(STORY_CATEGORY_LABELS);
export const ATTRACTION_CATEGORIES = valuesOf(ATTRACTION_CATEGORY_LABELS);
export const VIDEO_PAGES = valuesOf(VIDEO_PAGE_LABELS);
export const APPLICATION_STATUSES = valuesOf(APPLICATION_STATUS_LABELS);
export const POSITION_TYPES = valuesOf(POSITION_TYPE_LABELS);
export const PAY_UNITS = valuesOf(PAY_UNIT_LABELS);
export const AVAILABILITIES = valuesOf(AVAILABILITY_LABELS);
export const NIGHT_STATUSES = valuesOf(NIGHT_STATUS_LABELS);
export const CONTENT_WARNINGS = valuesOf(CONTENT_WARNING_LABELS);
export const FAQ_GROUPS = valuesOf(FAQ_GROUP_LABELS);
export const WHEELCHAIR_ACCESS = valuesOf(WHEELCHAIR_LABELS);

export const REGION_STATUS_LABELS: Record<RegionStatus, string> = {
  open: 'Open — selling tickets',
  'coming-soon': 'Coming soon',
  'closed-for-season': 'Closed for the season',
};
