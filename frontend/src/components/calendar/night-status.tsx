import { Cancel as CancelIcon, CheckCircle as CheckCircleIcon, DoNotDisturbOn as DoNotDisturbOnIcon } from '../icons/site-icons';
import type { SpriteIconComponent } from '../icons/sprite-icon';
import type { NightStatus } from '../../api/generated-public';
import { NIGHT_STATUS_LABELS } from '../../config/labels';

/** How a night's status reads and looks everywhere: a word and an icon of its own shape, never colour alone. */
export const NIGHT_STATUS: Record<NightStatus, { label: string; icon: SpriteIconComponent; color: string }> = {
  open: { label: NIGHT_STATUS_LABELS.open, icon: CheckCircleIcon, color: 'success.main' },
  'sold-out': { label: NIGHT_STATUS_LABELS['sold-out'], icon: DoNotDisturbOnIcon, color: 'secondary.light' },
  closed: { label: NIGHT_STATUS_LABELS.closed, icon: CancelIcon, color: 'error.main' },
};
