/** Stored when a post is saved without an image; the SPA ships this picture. */
export const STORY_FALLBACK_IMAGE = '/images/fallback/story.webp';

/** docs/product.md §3: a story saved without a read time gets this one (the admin form proposes an estimate from the content). */
export const DEFAULT_READ_TIME = '5 min read';

export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 1000,
  content: 20_000,
  /** MySQL TEXT holds 65535 bytes; a longer UTF-8 story would be cut or refused by the database. */
  contentBytes: 65_535,
  image: 500,
  distance: 100,
  readTime: 50,
  /** Search engines show about this much of a title and a description. */
  seoTitle: 70,
  seoDescription: 160,
} as const;

export const PUBLISH_AT_DRAFT_ONLY = 'Publish at is for a draft: turn Published off to schedule the story';

/** How many revisions of each story are kept (the newest). */
export const REVISIONS_KEPT = 50;

/** How long a story's preview link works. */
export const PREVIEW_LINK_DAYS = 7;
