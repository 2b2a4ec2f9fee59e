import type { RateLimitRule } from '../common/rate-limit/rate-limit.service';
import type { Language, RegionStatus } from '../regions/regions.constants';

/** Per client address, like the contact form: enough for a family, too few to sign a list of strangers up. */
export const SUBSCRIBE_RATE_LIMIT = {
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Too many sign-ups from your address. Please try again later.',
} as const satisfies RateLimitRule;

/** An address not confirmed within this time of its link being sent is forgotten, and its link stops working. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/** A new confirmation link goes to an unconfirmed address at most this often; the link sent before keeps working. */
export const RESEND_AFTER_MS = 3 * 60 * 60 * 1000;

/**
 * What a visitor agrees to by signing up, naming the park (settings) and the region (its name; a region still to open
 * is waited for), in the language of the page they signed up on; stored with the address as the record of their consent.
 */
export function consentText(region: { name: string; status: RegionStatus }, parkName: string, language: Language): string {
  const names = `${parkName} ${region.name}`;
  const comingSoon = region.status === 'coming-soon';
  switch (language) {
    case 'en':
      return comingSoon
        ? `Tell me when ${names} opens, with its news and tickets first. I can unsubscribe at any time.`
        : `Send me ${names} season news and tickets first. I can unsubscribe at any time.`;
    case 'es':
      return comingSoon
        ? `Avísenme cuando abra ${names}, con sus noticias y los boletos antes que nadie. Puedo darme de baja cuando quiera.`
        : `Envíenme las noticias de la temporada de ${names} y los boletos antes que nadie. Puedo darme de baja cuando quiera.`;
  }
}

export const ANNOUNCEMENT_LIMITS = { subject: 150, body: 20_000 } as const;

/** How the outbox names the mails of an announcement (its progress is counted by it). */
export const announcementAbout = (id: number) => `Announcement ${id}`;
