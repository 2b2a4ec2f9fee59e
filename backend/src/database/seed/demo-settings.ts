import type { SiteSettings } from '../../settings/entities/site-settings.entity';
import { DEFAULT_PARK_NAME, UNSET_SETTINGS } from '../../settings/settings.constants';

type FirstStartSettings = Omit<SiteSettings, 'id' | 'updatedAt'>;

/**
 * A first start without demo content (SEED_DEMO=false) invents no facts: no phone, e-mail, address or social link until
 * staff enter the park's own under /admin/settings (the setup checklist asks for them), and the site shows none meanwhile.
 */
export const FIRST_START_SETTINGS: FirstStartSettings = UNSET_SETTINGS;

/** The demo park's contact details (a 555 number, example links), seeded only with the demo content. */
export const DEMO_SETTINGS: FirstStartSettings = {
  parkName: DEFAULT_PARK_NAME,
  tagline:
    'A walk-through nightmare of haunted hayrides, cursed trails, twisted mazes and a haunted house, with live shows, food and drinks. Choose your terror.',
  logoUrl: null,
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
  // No vendor until staff set theirs under /admin/tickets: /tickets shows its fallback rather than a broken frame.
  ticketingUrl: null,
  ticketingEmbeddable: false,
  ticketingCheck: null,
  ticketingTakesCampaign: false,
  // The demo sends nothing to Google or Meta: outside analytics stay off until the owner turns them on.
  ga4MeasurementId: null,
  metaPixelId: null,
};
