import { useLocation, useSearchParams } from 'react-router-dom';
import type { RegionSlug } from '../app/paths';
import { regionFrom } from './regions';

/** The region a public page belongs to: its path prefix, else `?region=` (employment), else new-york. */
export function useCurrentRegion(): RegionSlug {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname === '/florida' || pathname.startsWith('/florida/')) return 'florida';
  if (pathname === '/new-york' || pathname.startsWith('/new-york/')) return 'new-york';
  return regionFrom(params.get('region'));
}
