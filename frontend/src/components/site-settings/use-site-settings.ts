import { useSettingsGetQuery, type SettingsResponseDto as SiteSettings } from '../../api/generated-public';

/** Shown until the settings arrive (and if they cannot be loaded), so no screen waits on them. */
export const DEFAULT_NEW_YORK_ADDRESS = '11199 Main Street, Clarence, NY 14031';
export const DEFAULT_FLORIDA_ADDRESS = 'Coming Soon, South Florida';

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
