import type { SiteSettings } from '../../settings/entities/site-settings.entity';
import { UNSET_SETTINGS } from '../../settings/settings.constants';

type FirstStartSettings = Omit<SiteSettings, 'id' | 'updatedAt'>;

/**
 * A first start without demo content (SEED_DEMO=false) invents no facts: no phone, e-mail, address or social link until
 * staff enter the park's own under /admin/settings (the setup checklist asks for them), and the site shows none meanwhile.
 */
export const FIRST_START_SETTINGS: FirstStartSettings = UNSET_SETTINGS;

/**
 * The demo park's contact details (a 555 number, example links), seeded only with the demo content. Like an unset
 * park, it has no logo, no ticketing vendor (until staff set theirs under /admin/tickets, /tickets shows its fallback
 * rather than a broken frame) and no outside analytics (the demo sends nothing to Google or Meta).
 */
export const DEMO_SETTINGS: FirstStartSettings = {
  ...UNSET_SETTINGS,
  tagline:
    'A walk-through nightmare of haunted hayrides, cursed trails, twisted mazes and a haunted house, with live shows, food and drinks. Choose your terror.',
  phone: '(716) 555-0199',
  groupsPhone: '(716) 555-0142',
  infoEmail: 'info@hauntedpark.com',
  groupsEmail: 'groups@hauntedpark.com',
  jobsEmail: 'jobs@hauntedpark.com',
  facebookUrl: 'https://www.facebook.com/hauntedpark',
  instagramUrl: 'https://www.instagram.com/hauntedpark',
  tiktokUrl: 'https://www.tiktok.com/@hauntedpark',
  youtubeUrl: 'https://www.youtube.com/@hauntedpark',
  twitterUrl: 'https://x.com/hauntedpark',
};
