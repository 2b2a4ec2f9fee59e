import type { StoryCategory } from '../../api/generated-public';
import type { MessageId } from '../../i18n/catalogue';

export type StoryFilter = 'all' | StoryCategory;

/** docs/product.md §2: filter ids and their labels, in this order. */
export const STORY_FILTERS: { id: StoryFilter; label: MessageId }[] = [
  { id: 'all', label: 'stories.filter.all' },
  { id: 'ghost-story', label: 'stories.filter.ghostStory' },
  { id: 'true-crime', label: 'stories.filter.trueCrime' },
  { id: 'legend', label: 'stories.filter.legend' },
  { id: 'mystery', label: 'stories.filter.mystery' },
];

export function parseFilter(value: string | null): StoryFilter {
  return STORY_FILTERS.some((filter) => filter.id === value) ? (value as StoryFilter) : 'all';
}
