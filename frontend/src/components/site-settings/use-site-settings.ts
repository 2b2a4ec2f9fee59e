import { useSettingsGetQuery, type SettingsResponseDto as SiteSettings } from '../../api/generated-public';
import { SITE_NAME } from '../../config/site';

export function useSiteSettings(): { settings: SiteSettings | undefined; isLoading: boolean } {
  const { data, isLoading } = useSettingsGetQuery();
  return { settings: data, isLoading };
}

/** The ticketing site, only when it is an http(s) address. */
export function ticketingUrlOf(settings: SiteSettings | undefined): string | null {
  const url = settings?.ticketingUrl?.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The ticketing site when it allowed framing at its last check: /tickets frames it; otherwise ticket buttons open it in a new tab. */
export function embeddedTicketingUrlOf(settings: SiteSettings | undefined): string | null {
  return settings?.ticketingEmbeddable ? ticketingUrlOf(settings) : null;
}

/** A phone number as a `tel:` link's target: its digits and a leading +; null when it has none (no empty `tel:` link). */
export function telHref(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : null;
}

/** The park's name from its settings; the name every install starts with until they arrive. */
export function parkNameOf(settings: SiteSettings | undefined): string {
  return settings?.parkName?.trim() || SITE_NAME;
}
