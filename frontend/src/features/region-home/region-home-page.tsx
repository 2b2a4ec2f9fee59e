import { useRegion } from '../../components/regions/use-region';
import { useCurrentRegion } from '../../lib/use-current-region';
import { ComingSoon } from './coming-soon';
import { RegionHome } from './region-home';

/** A region's home: the selling home while its season is open; the coming-soon page before that, or closed for the season. */
export function RegionHomePage() {
  const region = useCurrentRegion();
  const status = useRegion(region)?.status;
  if (status !== undefined && status !== 'open') return <ComingSoon region={region} />;
  return <RegionHome region={region} />;
}
