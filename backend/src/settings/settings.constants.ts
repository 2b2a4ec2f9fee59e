import type { SiteSettings } from './entities/site-settings.entity';

/** The name a park has until staff enter its own (and the one every install showed before it was a setting). */
export const DEFAULT_PARK_NAME = 'Haunted Park';

export const PARK_IDENTITY_LIMITS = { parkName: 80, tagline: 200 } as const;

/** The settings of a park whose staff have entered nothing yet: no invented phone, e-mail, address or link. */
export const UNSET_SETTINGS: Readonly<Omit<SiteSettings, 'id' | 'updatedAt'>> = {
  parkName: DEFAULT_PARK_NAME,
  tagline: '',
  logoUrl: null,
  phone: '',
  groupsPhone: null,
  infoEmail: '',
  groupsEmail: '',
  jobsEmail: '',
  facebookUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  youtubeUrl: null,
  twitterUrl: null,
  ticketingUrl: null,
  ticketingEmbeddable: false,
  ticketingCheck: null,
  ticketingTakesCampaign: false,
};
