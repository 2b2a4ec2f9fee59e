import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { screenLoad } from './load-failure-toasts';

/** The part of a query hook's result that says whether a screen's read failed, and reads it again. */
export interface ScreenRead {
  /** Set once the query has started. */
  endpointName?: string;
  isError: boolean;
  refetch: () => unknown;
}

/** The sentence a screen shows when its read failed: 'The attractions could not be loaded.' */
function loadFailureText(endpointName: string | undefined): string {
  const what = (endpointName && screenLoad(endpointName)) ?? 'the data';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`;
}

/** Where a screen's data would be: why there is none when its read failed, with a button to read it again. */
export function LoadFailure({ query: { endpointName, isError, refetch }, sx }: { query: ScreenRead; sx?: SxProps<Theme> }) {
  if (!isError) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()} sx={{ whiteSpace: 'nowrap' }}>
          Try again
        </Button>
      }
    >
      {loadFailureText(endpointName)}
    </Alert>
  );
}
