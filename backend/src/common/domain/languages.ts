/**
 * The languages a region's pages can speak (frontend/src/i18n/languages.ts has their catalogues). English is every
 * region's first, at the region's own addresses; another is at its prefix (`/es/florida/…`).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every language but English, which staff always write: the ones a text can have a translation in. */
export type OtherLanguage = Exclude<Language, 'en'>;

/** How staff see a language named: 'Spanish'. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };
