import type { RegionKey, RegionResponseDto } from '../api/generated-public';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/**
 * The regions are rows of the regions table (GET /api/regions, in the order staff set); every page render has the list
 * (route-table.ts prefetchOf), so these helpers take it rather than a list written here.
 */
export type RegionList = readonly Pick<RegionResponseDto, 'key' | 'name'>[];
/** What telling a region's key from any other needs: the keys. */
type RegionKeys = readonly { key: RegionKey }[];

/**
 * The regions as a page of `language` shows them: each line of a region's copy in that language where staff wrote it,
 * else in English (the list carries every language's translations).
 */
export function regionsInLanguage(regions: readonly RegionResponseDto[], language: Language): RegionResponseDto[] {
  return regions.map((region) => {
    const translated: Record<string, string | null | undefined> | null | undefined =
      language === DEFAULT_LANGUAGE ? undefined : region.translations?.[language as Exclude<Language, 'en'>];
    if (!translated) return region;
    const written = (field: string) => translated[field] || undefined;
    const lines = Object.entries(translated).filter(([field, line]) => !FEATURE_FIELD.test(field) && line);
    // A coming-soon card's translation is by its place: the first card's title is feature1Title.
    const comingSoonFeatures = region.comingSoonFeatures.map((card, index) => ({
      ...card,
      title: written(`feature${index + 1}Title`) ?? card.title,
      text: written(`feature${index + 1}Text`) ?? card.text,
    }));
    return { ...region, ...Object.fromEntries(lines), comingSoonFeatures };
  });
}

const FEATURE_FIELD = /^feature\d+(Title|Text)$/;

/** A region's name from the list; a key the list lacks shows as itself. */
export function regionName(regions: RegionList | undefined, key: RegionKey): string {
  return regions?.find((region) => region.key === key)?.name ?? key;
}

/** The wider area a region's copy names ("Western New York", staff set it under /admin/regions); a key the list lacks shows as itself. */
export function regionArea(regions: readonly Pick<RegionResponseDto, 'key' | 'name' | 'area'>[] | undefined, key: RegionKey): string {
  return regions?.find((region) => region.key === key)?.area || regionName(regions, key);
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
