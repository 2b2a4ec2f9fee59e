import type { StoryCategory } from '../../api/generated-public';
import type { MessageId } from '../../i18n/catalogue';

/** A story category's name on the public pages, in the page's language (the admin's English is config/labels.ts). */
export const STORY_CATEGORY_TEXT: Record<StoryCategory, MessageId> = {
  'ghost-story': 'stories.category.ghostStory',
  'true-crime': 'stories.category.trueCrime',
  legend: 'stories.category.legend',
  mystery: 'stories.category.mystery',
};
