/**
 * The languages a region's pages can speak (frontend/src/i18n/languages.ts has their catalogues). English is every
 * region's first, at the region's own addresses; another is at its prefix (`/es/florida/…`).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
