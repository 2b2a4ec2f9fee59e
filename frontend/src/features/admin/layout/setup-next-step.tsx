import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiDispatch } from '../../../api/api-dispatch';
import { staffApi, useSetupChecklistQuery, type SetupChecklistDto } from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import { useMember } from '../shared/use-member';

export interface SetupNextStep {
  /** The banner above the screen, or null. */
  banner: ReactNode;
  /** The screen waits, hidden, for the session's first answer (its own data loading meanwhile). */
  waiting: boolean;
}

/** A screen and whether it shows the banner: unknown until an answer is known. */
interface ScreenBanner {
  pathname: string;
  shown?: boolean;
}

/**
 * While the season's set-up is unfinished, every admin screen but the dashboard (which shows the whole checklist)
 * links to the next step to do elsewhere: the owner goes from one step to the next in one click, instead of going back
 * to the dashboard each time.
 *
 * The banner never comes or goes while a screen is in use: it would move the screen under a pointer, and a click aimed
 * at the screen's first button would land on what was above it. Whether a screen has it is decided when the screen
 * opens, from the last answer, and stays until another screen opens; the first screen of a visit waits, hidden, for
 * the first answer. The checklist is asked again on each screen, and the link follows each answer in place: the last
 * screen's answer may name the step just done there. `screenShown`: false while the layout shows its own notice instead
 * of the screen (two-factor set-up required, no access), where nothing is asked.
 */
export function useSetupNextStep(pathname: string, screenShown: boolean): SetupNextStep {
  const { may } = useMember();
  const asked = screenShown && may('settings') && pathname !== paths.admin.dashboard.getHref();
  const { data, isError } = useSetupChecklistQuery(undefined, { skip: !asked });
  const dispatch = useApiDispatch();
  useEffect(() => {
    // A request still on its way is not sent again.
    if (asked) void dispatch(staffApi.endpoints.setupChecklist.initiate(undefined, { forceRefetch: true, subscribe: false }));
  }, [asked, pathname, dispatch]);

  const [screen, setScreen] = useState<ScreenBanner>({ pathname });
  let current = screen.pathname === pathname ? screen : { pathname };
  if (current.shown === undefined && (!asked || data || isError)) current = { pathname, shown: asked && !!data && !data.complete };
  if (current !== screen) setScreen(current);

  return {
    banner: current.shown && data ? <SetupBanner checklist={data} pathname={pathname} /> : null,
    waiting: current.shown === undefined,
  };
}

function SetupBanner({ checklist, pathname }: { checklist: SetupChecklistDto; pathname: string }) {
  const next = checklist.items.find((item) => !item.done && item.adminPath && item.adminPath !== pathname);
  const message = next
    ? 'Setting up your season'
    : checklist.complete
      ? 'Your season is set up: every step is done.'
      : 'Setting up your season: the step left is on this screen.';
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        next?.adminPath && (
          <Button component={RouterLink} to={next.adminPath} size="small" endIcon={<ArrowForwardIcon />}>
            Next: {next.label}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
