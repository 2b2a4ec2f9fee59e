import { REGIONS, regionLabel } from '../config/labels';
import type { RegionSlug } from '../config/paths';

/** The wider area each region's copy names (docs/product.md §2, story call to action). */
export const REGION_AREA: Record<RegionSlug, string> = { 'new-york': 'Western New York', florida: 'South Florida' };

/** The wider area of any region the API names: a region staff added since is named as itself. */
export const regionArea = (key: string): string => REGION_AREA[key as RegionSlug] ?? regionLabel(key);

export function isRegion(value: unknown): value is RegionSlug {
  return REGIONS.includes(value as RegionSlug);
}

/** `?region=` of the employment page, or the region a path lives under; new-york by default (docs/product.md §9). */
export function regionFrom(value: string | null | undefined): RegionSlug {
  return isRegion(value) ? value : 'new-york';
}

/** The region a path lives under (/florida/contact), if any. */
export function regionInPath(pathname: string): RegionSlug | undefined {
  return REGIONS.find((region) => pathname === `/${region}` || pathname.startsWith(`/${region}/`));
}

/** The region a public page belongs to: its path prefix, else `?region=` (shared pages such as /employment), else new-york. */
export function regionOf(pathname: string, regionParam: string | null | undefined): RegionSlug {
  return regionInPath(pathname) ?? regionFrom(regionParam);
}

/**
 * "1 view", "1,234 views". Grouped by hand: a page's first Intl number format loads the locale's data, a long task on
 * a phone while the page hydrates.
 */
export function viewsLabel(views: number): string {
  const grouped = String(views).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped} ${views === 1 ? 'view' : 'views'}`;
}
