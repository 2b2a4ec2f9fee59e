/**
 * The languages the public site speaks, by their BCP 47 tags. A region offers some of them, its first the one its
 * unprefixed addresses speak; a translator adding one adds its tag here and its catalogue under src/locales/.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of every page no region's choice applies to (the landing page, the admin). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale `Intl` formats numbers, prices, dates and plurals in: the English and the Spanish of the United States. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Each language named in itself, as a language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
