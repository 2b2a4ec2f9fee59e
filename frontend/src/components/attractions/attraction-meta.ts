import type { AttractionCategory } from './attractions-api';

export const ATTRACTION_CATEGORY_LABEL: Record<AttractionCategory, string> = {
  hayride: 'Haunted Hayride',
  trail: 'Haunted Trail',
  maze: 'Maze',
  'haunted-house': 'Haunted House',
  'live-show': 'Live Show',
  'food-drinks': 'Food & Drinks',
  other: 'Attraction',
};

/** SPEC.md section 9: what each kind of attraction is included in. */
export function inclusionNote(category: AttractionCategory): string | null {
  switch (category) {
    case 'hayride':
    case 'trail':
      return 'Included with General Admission & VIP FAST PASS';
    case 'maze':
    case 'haunted-house':
      return 'Included in General Park Admission & VIP FAST PASS';
    case 'live-show':
      return 'Included in all ticket types';
    default:
      return null;
  }
}

export const ATTRACTION_FALLBACK_IMAGE = '/images/attractions/other.webp';
