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
  ga4MeasurementId: null,
  metaPixelId: null,
};

/**
 * The outside analytics the owner may turn on (docs/product.md §10.22), each by the id its provider gives: a GA4
 * measurement id (G- and 4 to 12 capital letters or digits) or a Meta pixel id (15 or 16 digits).
 */
export const OUTSIDE_ANALYTICS_IDS = {
  ga4MeasurementId: {
    pattern: /^G-[A-Z0-9]{4,12}$/,
    message: 'GA4 measurement ID must be G- followed by 4 to 12 capital letters or digits (e.g. G-AB12CD34EF)',
  },
  metaPixelId: { pattern: /^\d{15,16}$/, message: 'Meta pixel ID must be 15 or 16 digits' },
} as const;
