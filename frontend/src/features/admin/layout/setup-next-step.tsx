import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSetupChecklistQuery } from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import { useMember } from '../shared/use-member';

/**
 * While the season's set-up is unfinished, every admin screen but the dashboard (which shows the whole checklist)
 * links to the next step to do elsewhere: the owner goes from one step to the next in one click, instead of going back
 * to the dashboard each time. Asked again on each screen (the layout mounts it per path), so a step just done is
 * passed over.
 */
export function SetupNextStep({ pathname }: { pathname: string }) {
  const { may } = useMember();
  const onDashboard = pathname === paths.admin.dashboard.getHref();
  const [openedAt] = useState(Date.now);
  const { data, fulfilledTimeStamp = 0 } = useSetupChecklistQuery(undefined, {
    skip: onDashboard || !may('settings'),
    refetchOnMountOrArgChange: true,
  });
  const next = data?.items.find((item) => !item.done && item.adminPath && item.adminPath !== pathname);
  // The last screen's answer may name the step just done: wait for this screen's first answer. Later refetches (after
  // an edit on this screen) keep the link in place until they answer, so the screen's content never jumps under a click.
  if (onDashboard || fulfilledTimeStamp < openedAt || !next?.adminPath) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={next.adminPath} size="small" endIcon={<ArrowForwardIcon />}>
          Next: {next.label}
        </Button>
      }
    >
      Setting up your season
    </Alert>
  );
}
