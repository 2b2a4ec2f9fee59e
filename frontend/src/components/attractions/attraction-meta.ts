import type { AttractionCategory, TicketTypeResponseDto as TicketType } from '../../api/generated-public';
import type { Text } from '../../i18n/text';

/** From this many ticket types, one that is in every type says so instead of naming them all. */
const ALL_TYPES_FROM = 3;

/**
 * What an attraction is included in, from the ticket types staff set (/admin/tickets): "Included with General
 * Admission & VIP Fast Pass", "Included in all ticket types"; null when no type names its category.
 */
export function inclusionNote(category: AttractionCategory, types: readonly TicketType[], text: Text): string | null {
  const including = types.filter((type) => type.includes.includes(category));
  if (!including.length) return null;
  if (including.length === types.length && types.length >= ALL_TYPES_FROM) return text('attractions.included.all');
  return text('attractions.included.with', { types: including.map((type) => type.name).join(' & ') });
}

export const ATTRACTION_FALLBACK_IMAGE = '/images/attractions/other.webp';
