/** Business vocabulary of docs/product.md §3 and §9, shared by entities, DTOs and services. */
/** The zone a region's clock falls back to while its row cannot be read; staff set each region's under /admin/regions. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const ATTRACTION_CATEGORIES = ['hayride', 'trail', 'maze', 'haunted-house', 'live-show', 'food-drinks', 'other'] as const;
export type AttractionCategory = (typeof ATTRACTION_CATEGORIES)[number];

export const STORY_CATEGORIES = ['ghost-story', 'true-crime', 'legend', 'mystery'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const VIDEO_PAGES = ['landing', 'ny-home', 'fl-home', 'ny-attractions', 'fl-attractions', 'ny-blog', 'fl-blog'] as const;
export type VideoPage = (typeof VIDEO_PAGES)[number];

export const APPLICATION_STATUSES = ['pending', 'reviewing', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const POSITION_TYPES = ['actor', 'operations', 'entertainment'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

export const POSITION_CATALOGUE: Record<PositionType, readonly string[]> = {
  actor: ['Scene/Walking Trail Actor', 'Corn Maze Scarer', 'Property Scarer', 'Tour Guide'],
  operations: ['Line Attendant', 'Parking Attendant', 'Store Clerk', 'Ticket Booth', 'Tractor Driver', 'Property Maintenance'],
  entertainment: ['Dance Performer', 'Fire Breather', 'Sword Swallower', 'Contortionist', 'Magician', 'Other Performance Artist'],
};

export const AVAILABILITIES = ['full-time', 'part-time', 'weekends'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const DISCOUNT_VALUES = ['5%', '7%', '10%', '12%', '15%', '20%'] as const;
export type DiscountValue = (typeof DISCOUNT_VALUES)[number];

/** Who a staff member is; what each may do is in common/auth/permissions.ts. */
export const USER_ROLES = ['owner', 'editor', 'hiring', 'box-office'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What a visitor may meet in an attraction; visitors filter on "strobe" (no strobe). */
export const CONTENT_WARNINGS = ['strobe', 'fog', 'loud-noises', 'tight-spaces', 'actors-touch', 'uneven-ground', 'water'] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];
export const WHEELCHAIR_ACCESS = ['yes', 'partly', 'no'] as const;
export type WheelchairAccess = (typeof WHEELCHAIR_ACCESS)[number];
/** Intensity is 1 (family friendly) to 5 (extreme). */
export const INTENSITY_RANGE = { min: 1, max: 5 } as const;
