import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RegionSlug } from '../config/paths';
import { isRegion, regionInPath, regionOf } from './regions';

/** The region of the public page on screen (see regionOf). */
export function useCurrentRegion(): RegionSlug {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return regionOf(pathname, params.get('region'));
}

const REMEMBERED_REGION_KEY = 'haunt.region';

function remember(region: RegionSlug): void {
  try {
    sessionStorage.setItem(REMEMBERED_REGION_KEY, region);
  } catch {
    // Storage refused (private mode, disabled): the links still carry the region.
  }
}

function recall(): RegionSlug | undefined {
  try {
    const region = sessionStorage.getItem(REMEMBERED_REGION_KEY);
    return isRegion(region) ? region : undefined;
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
  useEffect(() => {
    const params = new URLSearchParams(search);
    const param = params.get('region');
    const stated = regionInPath(pathname) ?? (isRegion(param) ? param : undefined);
    if (stated) {
      remember(stated);
      return;
    }
    const remembered = recall();
    if (remembered && remembered !== regionOf(pathname, null)) {
      params.set('region', remembered);
      void navigate({ pathname, search: `?${params}`, hash }, { replace: true });
    }
  }, [pathname, search, hash, navigate]);
}
