import type { Language as RegionLanguage } from '../api/generated-public';

/**
 * The languages the public site speaks, by their BCP 47 tags: those a region may choose (the API's list, from
 * backend/src/regions/regions.constants.ts). Each has its catalogue under src/locales/; the records below make a
 * language added to the API's list a type error here until it has its name and locale.
 */
export type Language = RegionLanguage;

/** Each language named in itself, as a language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** Each language named in English, as the back-office names it: 'Spanish'. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: 'English', es: 'Spanish' };

export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

/** The language of every page no region's choice applies to (the landing page, the admin). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale `Intl` formats numbers, prices, dates and plurals in: the English and the Spanish of the United States. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
