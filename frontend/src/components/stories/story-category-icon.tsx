import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { GhostIcon } from '../icons/ghost-icon';
import type { StoryCategory } from '../../api/generated-public';

const STORY_CATEGORY_ICONS: Record<StoryCategory, ComponentType<SvgIconProps>> = {
  'ghost-story': GhostIcon,
  'true-crime': FingerprintIcon,
  legend: HistoryEduIcon,
  mystery: AutoAwesomeIcon,
};

/** The picture of a story's category, beside its label. */
export function StoryCategoryIcon({ category, ...props }: { category: StoryCategory } & SvgIconProps) {
  const Icon = STORY_CATEGORY_ICONS[category];
  return <Icon aria-hidden="true" {...props} />;
}
