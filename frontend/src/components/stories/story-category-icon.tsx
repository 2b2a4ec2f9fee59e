import {
  AutoAwesome as AutoAwesomeIcon,
  Fingerprint as FingerprintIcon,
  HistoryEdu as HistoryEduIcon,
  Ghost as GhostIcon,
} from '../icons/site-icons';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
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
