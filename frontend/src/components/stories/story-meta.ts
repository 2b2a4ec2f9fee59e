import type { StoryCategory } from './stories-api';

export const STORY_CATEGORY_LABEL: Record<StoryCategory, string> = {
  'ghost-story': 'Ghost Story',
  'true-crime': 'True Crime',
  legend: 'Legend',
  mystery: 'Mystery',
};

export const STORY_FALLBACK_IMAGE = '/images/fallback/story.webp';
