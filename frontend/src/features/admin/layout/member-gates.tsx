import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthVerifyQuery } from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import { TwoFactorCard } from '../shared/two-factor-card';
import { PageHeader } from '../shared/page-header';

/** A screen the member's role does not include, reached by its URL: said plainly instead of a screen of failed loads. */
export function NoAccess() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PageHeader title="NO ACCESS" />
      <Alert severity="info" role="status">
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          You don&apos;t have access to this
        </Typography>
        Your role does not include this screen. Ask the park owner if you need it.
      </Alert>
      <div>
        <Button component={RouterLink} to={paths.admin.dashboard.getHref()} variant="outlined">
          Back to the overview
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The owner requires two-factor authentication and this member has none yet: the server allows nothing else, so the
 * admin shows only its set-up; once it is on, Continue reads the member's permissions again.
 */
export function TwoFactorSetupRequired() {
  const { refetch } = useAuthVerifyQuery();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeader title="SET UP TWO-FACTOR" subtitle="The park requires two-factor authentication for every member." />
      <Alert severity="warning">Set up two-factor authentication to continue. Nothing else is available until it is on.</Alert>
      <TwoFactorCard />
      <div>
        <Button variant="contained" onClick={() => void refetch()}>
          Continue to the admin
        </Button>
      </div>
    </Stack>
  );
}
