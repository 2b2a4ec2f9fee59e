import type { RegionKey, RegionResponseDto } from '../api/generated-public';

/**
 * The regions are rows of the regions table (GET /api/regions, in the order staff set); every page render has the list
 * (route-table.ts prefetchOf), so these helpers take it rather than a list written here.
 */
export type RegionList = readonly Pick<RegionResponseDto, 'key' | 'name'>[];
/** What telling a region's key from any other needs: the keys. */
type RegionKeys = readonly { key: RegionKey }[];

/**
 * What the regions table does not hold yet for the two regions the site started with: the wider area their copy names
 * (docs/product.md §2, the story call to action), their home's video page and pictures, their state's code. A region
 * staff added since has none of it: its copy names the region by its name, and its home shows no video.
 */
export interface RegionExtras {
  area: string;
  homeVideo?: 'ny-home' | 'fl-home';
  heroImage?: string;
  /** The state in postal addresses (JSON-LD) and on the employment form. */
  stateCode?: string;
  /** How the employment form's location choice names it. */
  employmentLocation?: string;
  /** The landing card's icon. */
  icon?: 'farm' | 'beach';
  /** The employment page's line while the region is still to open. */
  firstCrewLine?: string;
  /** What the coming-soon home promises, card by card (its icon named). */
  comingSoonFeatures?: { title: string; text: string; icon: 'park' | 'nightlife' | 'stories' }[];
}

const STARTING_REGION_EXTRAS: Record<string, RegionExtras> = {
  'new-york': {
    area: 'Western New York',
    homeVideo: 'ny-home',
    heroImage: '/images/fallback/ny-hero.webp',
    stateCode: 'NY',
    employmentLocation: 'New York - Western NY Location',
    icon: 'farm',
  },
  florida: {
    area: 'South Florida',
    homeVideo: 'fl-home',
    heroImage: '/images/fallback/fl-hero.webp',
    stateCode: 'FL',
    employmentLocation: 'Florida - Central FL Location',
    icon: 'beach',
    firstCrewLine: 'We are building our first Florida crew. Apply now to be part of the opening season of tropical terror.',
    comingSoonFeatures: [
      {
        title: 'Tropical Terror',
        text: 'Swamps, mangroves and humid midnight air: the scares of the South, where something always moves beneath the water.',
        icon: 'park',
      },
      {
        title: 'Haunted Attractions',
        text: 'Trails, mazes and a haunted house built for Florida nights, with the same actors and craft that made New York scream.',
        icon: 'nightlife',
      },
      {
        title: 'Dark Legends',
        text: 'The ghost stories, true crimes and mysteries of South Florida, told the way only we can tell them.',
        icon: 'stories',
      },
    ],
  },
};

/** A region's name from the list; a key the list lacks shows as itself. */
export function regionName(regions: RegionList | undefined, key: RegionKey): string {
  return regions?.find((region) => region.key === key)?.name ?? key;
}

/** The extras of a region (see STARTING_REGION_EXTRAS), its area defaulting to its name. */
export function regionExtras(regions: RegionList | undefined, key: RegionKey): RegionExtras {
  return STARTING_REGION_EXTRAS[key] ?? { area: regionName(regions, key) };
}

/** The wider area a region's copy names ("Western New York"); a region staff added is named as itself. */
export function regionArea(regions: RegionList | undefined, key: RegionKey): string {
  return regionExtras(regions, key).area;
}

export function isRegion(regions: RegionKeys | undefined, value: unknown): value is RegionKey {
  return !!regions?.some((region) => region.key === value);
}

/** `?region=` of a shared page, or the region a path lives under; the table's first region by default (docs/product.md §9). */
export function regionFrom(regions: RegionKeys | undefined, value: string | null | undefined): RegionKey {
  return isRegion(regions, value) ? value : (regions?.[0]?.key ?? '');
}

/** The region a path lives under (/florida/contact), if any. */
export function regionInPath(regions: RegionKeys | undefined, pathname: string): RegionKey | undefined {
  return regions?.find(({ key }) => pathname === `/${key}` || pathname.startsWith(`/${key}/`))?.key;
}

/** The region a public page belongs to: its path prefix, else `?region=` (shared pages such as /employment), else the first region. */
export function regionOf(regions: RegionKeys | undefined, pathname: string, regionParam: string | null | undefined): RegionKey {
  return regionInPath(regions, pathname) ?? regionFrom(regions, regionParam);
}

/**
 * "1 view", "1,234 views". Grouped by hand: a page's first Intl number format loads the locale's data, a long task on
 * a phone while the page hydrates.
 */
export function viewsLabel(views: number): string {
  const grouped = String(views).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped} ${views === 1 ? 'view' : 'views'}`;
}
