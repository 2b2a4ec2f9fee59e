import type { AttractionCategory } from '../../api/generated';

/** docs/product.md §9: what each kind of attraction is included in. */
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
