import { DEFAULT_TIME_ZONE } from '../../common/domain/constants';
import type { SiteSettings } from '../../settings/entities/site-settings.entity';

/** The brand's contact details on a first start; staff change them under /admin/settings. */
export const DEMO_SETTINGS: Omit<SiteSettings, 'id' | 'updatedAt'> = {
  phone: '(716) 555-0199',
  groupsPhone: '(716) 555-0142',
  infoEmail: 'info@hauntedpark.com',
  groupsEmail: 'groups@hauntedpark.com',
  jobsEmail: 'jobs@hauntedpark.com',
  newYorkAddress: '11199 Main Street, Clarence, NY 14031',
  floridaAddress: 'Coming Soon, South Florida',
  facebookUrl: 'https://www.facebook.com/hauntedpark',
  instagramUrl: 'https://www.instagram.com/hauntedpark',
  tiktokUrl: 'https://www.tiktok.com/@hauntedpark',
  youtubeUrl: 'https://www.youtube.com/@hauntedpark',
  twitterUrl: 'https://x.com/hauntedpark',
  // No vendor until staff set theirs under /admin/tickets: /tickets shows its fallback rather than a broken frame.
  ticketingUrl: null,
  ticketingEmbeddable: false,
  ticketingCheck: null,
  newYorkTimeZone: DEFAULT_TIME_ZONE,
  floridaTimeZone: DEFAULT_TIME_ZONE,
};
