import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NightStatus } from './calendar-api';

/** How a night's status reads and looks everywhere: a word and an icon of its own shape, never colour alone. */
export const NIGHT_STATUS: Record<NightStatus, { label: string; icon: SvgIconComponent; color: string }> = {
  open: { label: 'Open', icon: CheckCircleIcon, color: 'success.main' },
  'sold-out': { label: 'Sold out', icon: DoNotDisturbOnIcon, color: 'secondary.light' },
  closed: { label: 'Closed', icon: CancelIcon, color: 'error.main' },
};
