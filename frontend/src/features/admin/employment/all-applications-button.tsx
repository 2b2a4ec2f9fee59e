import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The way back from the hiring screens (auditions, coverage, templates, an applicant) to the applications list. */
export function AllApplicationsButton({ startIcon }: { startIcon?: React.ReactNode }) {
  return (
    <Button component={RouterLink} to={paths.admin.employment.getHref()} startIcon={startIcon}>
      All Applications
    </Button>
  );
}
