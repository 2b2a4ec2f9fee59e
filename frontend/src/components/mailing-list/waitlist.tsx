import Box from '@mui/material/Box';
import type { RegionSlug } from '../../config/paths';
import { useRegion } from '../regions/use-region';
import { useText } from '../../i18n/text';
import { SignUpForm } from './sign-up-form';
import { regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';

/** "Tell me when … opens" on the pages of a region that has not opened yet; nothing for an open one. */
export function Waitlist({ region }: { region: RegionSlug }) {
  const text = useText();
  const regions = useRegionList();
  if (useRegion(region)?.status !== 'coming-soon') return null;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 4, px: 2 }}>
      <SignUpForm
        region={region}
        title={text('mailingList.waitlist.title', { region: regionName(regions, region) })}
        consent={text('mailingList.waitlist.consent')}
      />
    </Box>
  );
}
