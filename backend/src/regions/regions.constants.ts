import { REGION_KEY_MAX } from '../common/domain/region-keys';

/** Where a region's season stands: selling tickets, announced but not open yet, or done until next year. */
export const REGION_STATUSES = ['open', 'coming-soon', 'closed-for-season'] as const;
export type RegionStatus = (typeof REGION_STATUSES)[number];

/** The copy a region's pages show; staff rewrite it under /admin/regions. */
export interface RegionCopy {
  status: RegionStatus;
  /** Beside the region's hero and on its landing card: "Opening September 2027", "Opening Date TBD". */
  openingLine: string;
  /** The hero's big title: "THE #1 HAUNTED ATTRACTION". */
  heroTitle: string;
  /** The hero's line under the title. */
  heroLine: string;
  /** The landing card's tag line. */
  cardLine: string;
  /** The landing card's place line: "Located in Clarence, NY". */
  cardLocation: string;
}

export const REGION_TEXT_MAX = {
  key: REGION_KEY_MAX,
  name: 80,
  address: 300,
  openingLine: 80,
  heroTitle: 80,
  heroLine: 200,
  cardLine: 200,
  cardLocation: 80,
  area: 80,
  stateCode: 3,
  employmentLocation: 80,
  firstCrewLine: 300,
  featureTitle: 60,
  featureText: 300,
} as const;

export { LANGUAGES, type Language } from '../common/domain/languages';

/** The icons a region's landing card can show; none: a map pin. */
export const REGION_ICONS = ['farm', 'beach'] as const;
export type RegionIcon = (typeof REGION_ICONS)[number];

/** The icons a coming-soon home's cards can show. */
export const FEATURE_ICONS = ['park', 'nightlife', 'stories'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** How many cards of what awaits a coming-soon home shows at most: one row of three. */
export const COMING_SOON_FEATURES_MAX = 3;

/** One card of what a coming-soon home promises. */
export interface ComingSoonFeature {
  title: string;
  text: string;
  icon: FeatureIcon;
}

/** The year of the first season that starts after `today` (seasons open on September 1). */
export function comingSeasonYear(today: string): number {
  const thisYear = Number(today.slice(0, 4));
  return today < `${thisYear}-09-01` ? thisYear : thisYear + 1;
}

/** The copy a region staff add starts with: announced, no date, its name in the hero and nothing it has not said. */
export function newRegionCopy(name: string): RegionCopy {
  return {
    status: 'coming-soon',
    openingLine: 'Opening Date TBD',
    heroTitle: `${name} Nightmares`,
    heroLine: '',
    cardLine: '',
    cardLocation: '',
  };
}

/** A region's directions (Getting here): translated on their own screen, read through their own route. */
export const DIRECTIONS_TRANSLATED_FIELDS = ['directions', 'parking'] as const;

/** The texts of a coming-soon home's cards, by the card's place (`feature1Title`…): a card's translation is by place. */
export const FEATURE_TRANSLATED_FIELDS = [
  'feature1Title',
  'feature1Text',
  'feature2Title',
  'feature2Text',
  'feature3Title',
  'feature3Text',
] as const;
export type FeatureTranslatedField = (typeof FEATURE_TRANSLATED_FIELDS)[number];

/** A region's copy (/admin/regions): translated in the region's form, read with the regions list. */
export const REGION_COPY_TRANSLATED_FIELDS = [
  'openingLine',
  'heroTitle',
  'heroLine',
  'cardLine',
  'cardLocation',
  'employmentLocation',
  'firstCrewLine',
  ...FEATURE_TRANSLATED_FIELDS,
] as const;

/** A coming-soon home's cards as texts by place, the way their translations name them. */
export function featureTexts(features: readonly Pick<ComingSoonFeature, 'title' | 'text'>[]): Record<FeatureTranslatedField, string> {
  const texts = {} as Record<FeatureTranslatedField, string>;
  FEATURE_TRANSLATED_FIELDS.forEach((field, index) => {
    const card = features[Math.floor(index / 2)];
    texts[field] = (index % 2 === 0 ? card?.title : card?.text) ?? '';
  });
  return texts;
}

/**
 * The texts of a region staff translate, kept together in the region's `translations`: a Spanish page shows each in
 * Spanish where written, else in English.
 */
export const REGION_TRANSLATED_FIELDS = [...DIRECTIONS_TRANSLATED_FIELDS, ...REGION_COPY_TRANSLATED_FIELDS] as const;
export type RegionTranslatedField = (typeof REGION_TRANSLATED_FIELDS)[number];
export type RegionCopyTranslatedField = (typeof REGION_COPY_TRANSLATED_FIELDS)[number];
