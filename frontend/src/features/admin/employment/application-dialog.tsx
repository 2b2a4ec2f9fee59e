import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffEmploymentApplicationResponseDto as EmploymentApplication } from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import { ApplicationDetails } from './application-details';

interface ApplicationDialogProps {
  application: EmploymentApplication;
  onClose: () => void;
}

/** The card's dialog: the application, its status buttons, and the way to the applicant's page (timeline, notes, e-mail). */
export function ApplicationDialog({ application, onClose }: ApplicationDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="application-dialog-title">
      <DialogTitle id="application-dialog-title">Application Details</DialogTitle>
      <DialogContent dividers>
        <ApplicationDetails application={application} onStatusChanged={onClose} />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={paths.admin.application.getHref(application.id)}>
          Open Applicant Page
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
