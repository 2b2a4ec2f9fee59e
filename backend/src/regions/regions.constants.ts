import type { Region } from '../common/domain/constants';

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

export const REGION_NAMES: Record<Region, string> = { 'new-york': 'New York', florida: 'Florida' };

export const REGION_TEXT_MAX = { openingLine: 80, heroTitle: 80, heroLine: 200, cardLine: 200, cardLocation: 80 } as const;

/** The year of the first season that starts after `today` (seasons open on September 1). */
export function comingSeasonYear(today: string): number {
  const thisYear = Number(today.slice(0, 4));
  return today < `${thisYear}-09-01` ? thisYear : thisYear + 1;
}

/**
 * The copy a region starts with: New York open for a season that starts on the coming September 1 (this year's while
 * it is still ahead, else next year's), Florida coming soon without a date. Computed from the first start, never frozen.
 * With the demo content (`demo`), the demo park's lines; without, no line states a fact of a park (a claim, a town, a
 * location): those start empty, and the site leaves out what is empty until staff write it (/admin/regions).
 */
export function defaultRegionCopy(region: Region, today: string, demo: boolean): RegionCopy {
  const copy = demoRegionCopy(region, today);
  return demo ? copy : { ...copy, ...PLAIN_REGION_LINES[region] };
}

/** What a park that started without the demo content has in place of the demo park's lines. */
const PLAIN_REGION_LINES: Record<Region, Partial<RegionCopy>> = {
  'new-york': { heroTitle: 'New York Nightmares', heroLine: '', cardLine: '', cardLocation: '' },
  florida: { cardLocation: '' },
};

function demoRegionCopy(region: Region, today: string): RegionCopy {
  if (region === 'florida') {
    return {
      status: 'coming-soon',
      openingLine: 'Opening Date TBD',
      heroTitle: 'Florida Nightmares',
      heroLine: 'Southern nightmares and tropical terror await',
      cardLine: 'Southern nightmares and tropical terror await',
      cardLocation: 'South Florida Location',
    };
  }
  return {
    status: 'open',
    openingLine: `Opening September ${comingSeasonYear(today)}`,
    heroTitle: 'THE #1 HAUNTED ATTRACTION',
    heroLine: "Buffalo NY's most terrifying haunted hayride & attractions",
    cardLine: "Buffalo's most terrifying haunted hayride",
    cardLocation: 'Located in Clarence, NY',
  };
}
