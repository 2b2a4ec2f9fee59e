import type { Region } from './types';

/** Human labels for the API's vocabulary (SPEC.md sections 3 and 5). */
export const REGION_LABELS: Record<Region, string> = { 'new-york': 'New York', florida: 'Florida' };

export const STORY_CATEGORIES = ['ghost-story', 'true-crime', 'legend', 'mystery'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];
export const STORY_CATEGORY_LABELS: Record<StoryCategory, string> = {
  'ghost-story': 'Ghost Story',
  'true-crime': 'True Crime',
  legend: 'Legend',
  mystery: 'Mystery',
};

export const ATTRACTION_CATEGORIES = ['hayride', 'trail', 'maze', 'haunted-house', 'live-show', 'food-drinks', 'other'] as const;
export type AttractionCategory = (typeof ATTRACTION_CATEGORIES)[number];
export const ATTRACTION_CATEGORY_LABELS: Record<AttractionCategory, string> = {
  hayride: 'Hayride',
  trail: 'Trail',
  maze: 'Maze',
  'haunted-house': 'Haunted House',
  'live-show': 'Live Show',
  'food-drinks': 'Food & Drinks',
  other: 'Other',
};

export const VIDEO_PAGES = ['landing', 'ny-home', 'fl-home', 'ny-attractions', 'fl-attractions', 'ny-blog', 'fl-blog'] as const;
export type VideoPage = (typeof VIDEO_PAGES)[number];
export const VIDEO_PAGE_LABELS: Record<VideoPage, string> = {
  landing: 'Landing Page',
  'ny-home': 'New York Home',
  'fl-home': 'Florida Home',
  'ny-attractions': 'New York Attractions',
  'fl-attractions': 'Florida Attractions',
  'ny-blog': 'New York Dark Legends',
  'fl-blog': 'Florida Dark Legends',
};

export const APPLICATION_STATUSES = ['pending', 'reviewing', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  reviewing: 'Reviewing',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const POSITION_TYPES = ['actor', 'operations', 'entertainment'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];
export const POSITION_TYPE_LABELS: Record<PositionType, string> = {
  actor: 'Sinister Actor',
  operations: 'Operations Crew',
  entertainment: 'Entertainment Acts',
};

export const AVAILABILITIES = ['full-time', 'part-time', 'weekends'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  'full-time': 'Full-time (5+ days/week)',
  'part-time': 'Part-time (2-4 days/week)',
  weekends: 'Weekends only',
};

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString();
}
