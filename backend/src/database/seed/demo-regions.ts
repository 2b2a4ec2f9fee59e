import type { Translations } from '../../common/content/translations';
import type { Language, RegionCopy, RegionTranslatedField } from '../../regions/regions.constants';
import { comingSeasonYear } from '../../regions/regions.constants';

/**
 * The lines the two starting regions had before staff wrote theirs: the demo park's, and the plain ones a park
 * started without the demo content has (no claim, town or location it did not give). The setup checklist counts a
 * region's copy as written once it differs from both.
 */
export function startingRegionCopy(key: string, today: string): { demo: RegionCopy; plain: RegionCopy } | undefined {
  if (key === 'florida') {
    const demo: RegionCopy = {
      status: 'coming-soon',
      openingLine: 'Opening Date TBD',
      heroTitle: 'Florida Nightmares',
      heroLine: 'Southern nightmares and tropical terror await',
      cardLine: 'Southern nightmares and tropical terror await',
      cardLocation: 'South Florida Location',
    };
    return { demo, plain: { ...demo, cardLocation: '' } };
  }
  if (key === 'new-york') {
    const demo: RegionCopy = {
      status: 'open',
      openingLine: `Opening September ${comingSeasonYear(today)}`,
      heroTitle: 'THE #1 HAUNTED ATTRACTION',
      heroLine: "Buffalo NY's most terrifying haunted hayride & attractions",
      cardLine: "Buffalo's most terrifying haunted hayride",
      cardLocation: 'Located in Clarence, NY',
    };
    return { demo, plain: { ...demo, heroTitle: 'New York Nightmares', heroLine: '', cardLine: '', cardLocation: '' } };
  }
  return undefined;
}

/** The demo park's languages: Florida, opening for South Florida, in English and Spanish. */
export const DEMO_REGION_LANGUAGES: Record<string, Language[]> = { florida: ['en', 'es'] };

/** The demo park's Spanish of Florida's lines, written for South Florida. */
export const DEMO_REGION_TRANSLATIONS: Record<string, Translations<RegionTranslatedField>> = {
  florida: {
    es: {
      openingLine: 'Fecha de apertura por confirmar',
      heroTitle: 'Pesadillas de Florida',
      heroLine: 'Pesadillas del Sur y terror tropical te esperan',
      cardLine: 'Pesadillas del Sur y terror tropical te esperan',
      cardLocation: 'En el Sur de Florida',
    },
  },
};

/** The demo park's addresses, seeded only with the demo content. */
export const DEMO_REGION_ADDRESSES: Record<string, string> = {
  'new-york': '11199 Main Street, Clarence, NY 14031',
  florida: 'Coming Soon, South Florida',
};
