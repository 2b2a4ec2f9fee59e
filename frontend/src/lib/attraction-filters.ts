/** What a visitor filters the attractions page by; each is a query parameter of its address, so a filtered page can be shared. */
export interface AttractionFilters {
  minIntensity?: number;
  maxIntensity?: number;
  /** Only attractions a visitor of this age may enter. */
  age?: number;
  noStrobe?: boolean;
  wheelchair?: boolean;
}

export const ATTRACTION_FILTER_PARAMS = ['minIntensity', 'maxIntensity', 'age', 'noStrobe', 'wheelchair'] as const;
export type AttractionFilterParam = (typeof ATTRACTION_FILTER_PARAMS)[number];

const intensity = (value: string) => /^[1-5]$/.test(value);
const age = (value: string) => /^(0|[1-9]\d?)$/.test(value);
const flag = (value: string) => value === '1';

/** The values each parameter may take in an address; the server redirects any other to the address without it. */
export const VALID_FILTER_VALUE: Record<AttractionFilterParam, (value: string) => boolean> = {
  minIntensity: intensity,
  maxIntensity: intensity,
  age,
  noStrobe: flag,
  wheelchair: flag,
};

export function parseAttractionFilters(search: URLSearchParams): AttractionFilters {
  const filters: AttractionFilters = {};
  const number = (name: AttractionFilterParam) => {
    const value = search.get(name);
    return value !== null && VALID_FILTER_VALUE[name](value) ? Number(value) : undefined;
  };
  const min = number('minIntensity');
  const max = number('maxIntensity');
  const years = number('age');
  if (min !== undefined) filters.minIntensity = min;
  if (max !== undefined) filters.maxIntensity = max;
  if (years !== undefined) filters.age = years;
  if (search.get('noStrobe') === '1') filters.noStrobe = true;
  if (search.get('wheelchair') === '1') filters.wheelchair = true;
  return filters;
}

/** The query string of these filters, in a fixed order, so one set of filters has one address. */
export function attractionFilterSearch(filters: AttractionFilters): string {
  const search = new URLSearchParams();
  for (const name of ATTRACTION_FILTER_PARAMS) {
    const value = filters[name];
    if (value === undefined || value === false) continue;
    search.set(name, value === true ? '1' : String(value));
  }
  return search.size ? `?${search}` : '';
}

export const hasFilters = (filters: AttractionFilters) => attractionFilterSearch(filters) !== '';

interface FilterableAttraction {
  intensity?: number | null;
  minAge?: number | null;
  contentWarnings?: string[];
  accessibility?: { wheelchair?: string | null };
}

/**
 * Whether an attraction passes the filters. An attraction without an intensity passes no intensity filter, and one
 * without an age passes every age (it has no minimum).
 */
export function matchesFilters(attraction: FilterableAttraction, filters: AttractionFilters): boolean {
  const level = attraction.intensity ?? undefined;
  if (filters.minIntensity !== undefined && (level === undefined || level < filters.minIntensity)) return false;
  if (filters.maxIntensity !== undefined && (level === undefined || level > filters.maxIntensity)) return false;
  if (filters.age !== undefined && (attraction.minAge ?? 0) > filters.age) return false;
  if (filters.noStrobe && (attraction.contentWarnings ?? []).includes('strobe')) return false;
  if (filters.wheelchair && attraction.accessibility?.wheelchair !== 'yes') return false;
  return true;
}
