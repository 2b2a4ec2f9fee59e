import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The language a page's address speaks: a language other than English prefixes its region's addresses
 * (`/es/florida/…`), so every address names its language and a search engine or a shared link keeps it.
 */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
