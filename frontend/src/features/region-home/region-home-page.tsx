import { useRegion } from '../../components/regions/use-region';
import { useCurrentRegion } from '../../lib/use-current-region';
import { FloridaComingSoon } from './florida-coming-soon';
import { RegionHome } from './region-home';

/** A region's home: the selling home once its season is open; Florida's coming-soon page before that. */
export function RegionHomePage() {
  const region = useCurrentRegion();
  const status = useRegion(region)?.status;
  if (region === 'florida' && status !== 'open') return <FloridaComingSoon />;
  return <RegionHome region={region} />;
}
