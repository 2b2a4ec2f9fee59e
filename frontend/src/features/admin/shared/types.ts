import type { PageMetaDto } from '../../../api/schema';
import type { RegionSlug } from '../../../config/paths';

/** The list envelope every growing list of the API returns. */
export type Page<T> = PageMetaDto & { items: T[] };

export interface PageQuery {
  limit: number;
  offset: number;
}

export type Region = RegionSlug;
export const REGIONS: readonly Region[] = ['new-york', 'florida'];

/** Drops undefined and empty-string filters so they never reach the query string. */
export function cleanParams<T extends object>(params: T): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<
    string,
    string | number | boolean
  >;
}
