import { useLocation, useSearchParams } from 'react-router-dom';
import type { RegionSlug } from '../app/paths';
import { regionOf } from './regions';

/** The region of the public page on screen (see regionOf). */
export function useCurrentRegion(): RegionSlug {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return regionOf(pathname, params.get('region'));
}
