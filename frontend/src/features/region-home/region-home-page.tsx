import { useRegion } from '../../components/regions/use-region';
import { useCurrentRegion } from '../../lib/use-current-region';
import { ComingSoon } from './coming-soon';
import { RegionHome } from './region-home';

/**
 * A region's home: the coming-soon page before its first season; the region's home otherwise, selling while its season
 * is open and saying 'Closed for the season.' with the opening line once it is over.
 */
export function RegionHomePage() {
  const region = useCurrentRegion();
  const status = useRegion(region)?.status;
  if (status === 'coming-soon') return <ComingSoon region={region} />;
  return <RegionHome region={region} />;
}
