import Box from '@mui/material/Box';
import type { RegionSlug } from '../../config/paths';
import { regionLabel } from '../../config/labels';
import { useRegion } from '../regions/use-region';
import { mailingListText } from './mailing-list-messages';
import { SignUpForm } from './sign-up-form';

/** "Tell me when … opens" on the pages of a region that has not opened yet; nothing for an open one. */
export function Waitlist({ region }: { region: RegionSlug }) {
  if (useRegion(region)?.status !== 'coming-soon') return null;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 4, px: 2 }}>
      <SignUpForm
        region={region}
        title={mailingListText('waitlist.title', { region: regionLabel(region) })}
        consent={mailingListText('waitlist.consent')}
      />
    </Box>
  );
}
