import Chip from '@mui/material/Chip';
import type { ApplicationStatus } from '../../../api/generated-public';
import { APPLICATION_STATUS_LABELS } from '../../../config/labels';

const COLORS: Record<ApplicationStatus, 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'warning',
  reviewing: 'info',
  accepted: 'success',
  rejected: 'error',
};

export function StatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={APPLICATION_STATUS_LABELS[status] ?? status} />;
}
