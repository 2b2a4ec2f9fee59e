import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NightStatus } from '../../api/generated-public';
import { NIGHT_STATUS_LABELS } from '../../config/labels';

/** How a night's status reads and looks everywhere: a word and an icon of its own shape, never colour alone. */
export const NIGHT_STATUS: Record<NightStatus, { label: string; icon: SvgIconComponent; color: string }> = {
  open: { label: NIGHT_STATUS_LABELS.open, icon: CheckCircleIcon, color: 'success.main' },
  'sold-out': { label: NIGHT_STATUS_LABELS['sold-out'], icon: DoNotDisturbOnIcon, color: 'secondary.light' },
  closed: { label: NIGHT_STATUS_LABELS.closed, icon: CancelIcon, color: 'error.main' },
};
