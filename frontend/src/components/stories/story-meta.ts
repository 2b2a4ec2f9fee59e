export const STORY_FALLBACK_IMAGE = '/images/fallback/story.webp';
