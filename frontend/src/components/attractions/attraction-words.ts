import type { AttractionCategory, ContentWarning } from '../../api/generated-public';
import type { WheelchairAccess } from '../../config/labels';
import type { MessageId } from '../../i18n/catalogue';

/**
 * The public pages' words for the API's attraction vocabulary, in the page's language (the admin's English labels are
 * config/labels.ts). A value added on the server fails the type check here until it has its text.
 */
export const ATTRACTION_CATEGORY_TEXT: Record<AttractionCategory, MessageId> = {
  hayride: 'attractions.category.hayride',
  trail: 'attractions.category.trail',
  maze: 'attractions.category.maze',
  'haunted-house': 'attractions.category.hauntedHouse',
  'live-show': 'attractions.category.liveShow',
  'food-drinks': 'attractions.category.foodDrinks',
  other: 'attractions.category.other',
};

export const CONTENT_WARNING_TEXT: Record<ContentWarning, MessageId> = {
  strobe: 'attractions.warning.strobe',
  fog: 'attractions.warning.fog',
  'loud-noises': 'attractions.warning.loudNoises',
  'tight-spaces': 'attractions.warning.tightSpaces',
  'actors-touch': 'attractions.warning.actorsTouch',
  'uneven-ground': 'attractions.warning.unevenGround',
  water: 'attractions.warning.water',
};

export const WHEELCHAIR_TEXT: Record<WheelchairAccess, MessageId> = {
  yes: 'attractions.wheelchair.yes',
  partly: 'attractions.wheelchair.partly',
  no: 'attractions.wheelchair.no',
};
