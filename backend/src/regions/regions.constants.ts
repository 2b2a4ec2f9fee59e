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
  key: 20,
  name: 80,
  address: 300,
  openingLine: 80,
  heroTitle: 80,
  heroLine: 200,
  cardLine: 200,
  cardLocation: 80,
} as const;

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

/** A region's key, as in its pages' addresses: lowercase letters and digits in groups joined by single hyphens. */
export const REGION_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First path segments the site's own pages and files take (frontend/src/config/paths.ts, the built files, the API):
 * a region with one of these keys would have no pages.
 */
export const RESERVED_REGION_KEYS = [
  'admin',
  'api',
  'assets',
  'auditions',
  'employment',
  'go',
  'images',
  'mailing-list',
  'ouija',
  'page-not-found',
  'privacy',
  'terms',
  'tickets',
  'uploads',
] as const;

/** What is wrong with a key staff chose for a region, or undefined when it can be one. */
export function regionKeyProblem(key: string): string | undefined {
  if (!REGION_KEY_PATTERN.test(key) || key.length > REGION_TEXT_MAX.key) {
    return `Key must be ${REGION_TEXT_MAX.key} characters at most: lowercase letters a-z, digits and single hyphens between them, e.g. texas or new-mexico`;
  }
  if ((RESERVED_REGION_KEYS as readonly string[]).includes(key)) {
    return `Key "${key}" is the address of a page of the site; choose another (taken: ${RESERVED_REGION_KEYS.join(', ')})`;
  }
  return undefined;
}

/** The key a region named `name` gets unless staff choose one: "New Mexico" is new-mexico, "Québec" is quebec. */
export function regionKeyFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, REGION_TEXT_MAX.key)
    .replace(/-+$/, '');
}
