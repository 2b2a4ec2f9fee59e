import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageLanguage } from '../i18n/text';
import { useRegionsListQuery, type RegionResponseDto } from '../api/generated-public';
import type { RegionSlug } from '../config/paths';
import { isRegion, regionInPath, regionOf, regionsInLanguage, type RegionList } from './regions';

/**
 * The regions of the table, in the order staff set (every page render has them; empty until they arrive), their copy
 * in the page's language.
 */
export function useRegionList(): readonly RegionResponseDto[] {
  const items = useRegionsListQuery().data?.items;
  const language = usePageLanguage();
  return useMemo(() => (items ? regionsInLanguage(items, language) : NO_REGIONS), [items, language]);
}
const NO_REGIONS: readonly RegionResponseDto[] = [];

/**
 * The regions whose pages speak the page's language (the router's basename is its prefix): every region on an English
 * page, those that chose Spanish on a Spanish one. The shared pages' region is one of them.
 */
export function usePageRegions(): readonly RegionResponseDto[] {
  const language = usePageLanguage();
  const regions = useRegionList();
  return useMemo(() => regions.filter((region) => region.languages.includes(language)), [regions, language]);
}

/** The region of the public page on screen (see regionOf). */
export function useCurrentRegion(): RegionSlug {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return regionOf(usePageRegions(), pathname, params.get('region'));
}

const REMEMBERED_REGION_KEY = 'haunt.region';

function remember(region: RegionSlug): void {
  try {
    sessionStorage.setItem(REMEMBERED_REGION_KEY, region);
  } catch {
    // Storage refused (private mode, disabled): the links still carry the region.
  }
}

function recall(regions: RegionList): RegionSlug | undefined {
  try {
    const region = sessionStorage.getItem(REMEMBERED_REGION_KEY);
    return isRegion(regions, region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md §10.12: the region a visitor came from stays with them on the shared pages (/ouija, /employment,
 * /tickets). Links carry it in `?region=`, so the server renders the right navigation; a shared page opened without it
 * (a typed or bookmarked address) takes the region remembered for this visit, once hydrated.
 */
export function useRegionMemory(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const regions = usePageRegions();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const param = params.get('region');
    const stated = regionInPath(regions, pathname) ?? (isRegion(regions, param) ? param : undefined);
    if (stated) {
      remember(stated);
      return;
    }
    const remembered = recall(regions);
    if (remembered && remembered !== regionOf(regions, pathname, null)) {
      params.set('region', remembered);
      void navigate({ pathname, search: `?${params}`, hash }, { replace: true });
    }
  }, [pathname, search, hash, navigate, regions]);
}
