import AgricultureIcon from '@mui/icons-material/Agriculture';
import CottageIcon from '@mui/icons-material/Cottage';
import FastfoodIcon from '@mui/icons-material/Fastfood';
import ForestIcon from '@mui/icons-material/Forest';
import GrassIcon from '@mui/icons-material/Grass';
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { GhostIcon } from '../icons/ghost-icon';
import type { AttractionCategory } from '../../api/generated-public';

/** The picture of each kind of attraction (docs/product.md §2 asks for one by category; icons, not emoji, draw everywhere). */
const ATTRACTION_ICONS: Record<AttractionCategory, ComponentType<SvgIconProps>> = {
  hayride: AgricultureIcon,
  trail: ForestIcon,
  maze: GrassIcon,
  'haunted-house': CottageIcon,
  'live-show': TheaterComedyIcon,
  'food-drinks': FastfoodIcon,
  other: GhostIcon,
};

export function AttractionIcon({ category, ...props }: { category: AttractionCategory } & SvgIconProps) {
  const Icon = ATTRACTION_ICONS[category];
  return <Icon aria-hidden="true" {...props} />;
}
