import type { StoryCategory } from '../../api/generated-public';

export type StoryFilter = 'all' | StoryCategory;

/** docs/product.md §2: filter ids and their labels, in this order. */
export const STORY_FILTERS: { id: StoryFilter; label: string }[] = [
  { id: 'all', label: 'All Stories' },
  { id: 'ghost-story', label: 'Ghost Stories' },
  { id: 'true-crime', label: 'True Crime' },
  { id: 'legend', label: 'Legends' },
  { id: 'mystery', label: 'Mystery' },
];

export function parseFilter(value: string | null): StoryFilter {
  return STORY_FILTERS.some((filter) => filter.id === value) ? (value as StoryFilter) : 'all';
}
