import { Cancel as CancelIcon, CheckCircle as CheckCircleIcon, DoNotDisturbOn as DoNotDisturbOnIcon } from '../icons/site-icons';
import type { SpriteIconComponent } from '../icons/sprite-icon';
import type { NightStatus } from '../../api/generated-public';
import { NIGHT_STATUS_LABELS } from '../../config/labels';
import type { MessageId } from '../../i18n/catalogue';

/**
 * How a night's status reads and looks everywhere: a word and an icon of its own shape, never colour alone. The public
 * pages say it in the page's language (`word` on its own, `inSentence` within a date's description); the admin's
 * English `label` is the vocabulary's.
 */
export const NIGHT_STATUS: Record<
  NightStatus,
  { label: string; word: MessageId; inSentence: MessageId; icon: SpriteIconComponent; color: string }
> = {
  open: {
    label: NIGHT_STATUS_LABELS.open,
    word: 'calendar.status.open',
    inSentence: 'calendar.status.open.inSentence',
    icon: CheckCircleIcon,
    color: 'success.main',
  },
  'sold-out': {
    label: NIGHT_STATUS_LABELS['sold-out'],
    word: 'calendar.status.soldOut',
    inSentence: 'calendar.status.soldOut.inSentence',
    icon: DoNotDisturbOnIcon,
    color: 'secondary.light',
  },
  closed: {
    label: NIGHT_STATUS_LABELS.closed,
    word: 'calendar.status.closed',
    inSentence: 'calendar.status.closed.inSentence',
    icon: CancelIcon,
    color: 'error.main',
  },
};
