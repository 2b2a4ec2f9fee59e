import {
  Agriculture as AgricultureIcon,
  Cottage as CottageIcon,
  Fastfood as FastfoodIcon,
  Forest as ForestIcon,
  Grass as GrassIcon,
  TheaterComedy as TheaterComedyIcon,
  Ghost as GhostIcon,
} from '../icons/site-icons';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
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
