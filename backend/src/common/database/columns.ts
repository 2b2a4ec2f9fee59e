import { Column } from 'typeorm';
import type { Language } from '../domain/languages';

/** A region key (a row of the regions table); 20 characters hold the longest (REGION_TEXT_MAX.key). */
export const RegionColumn = () => Column({ type: 'varchar', length: 20 });

/** A link or a site path (pictures, videos, social and ticketing links): at most 500 characters, as their validators allow. */
export const UrlColumn = (options: { nullable?: true } = {}) => Column({ type: 'varchar', length: 500, ...options });

/**
 * A record's language: the one a visitor used on the page they sent something from (what the mails to them are written
 * in), or the one a story is written in.
 */
export const LanguageColumn = () => Column({ type: 'varchar', length: 5, default: 'en' satisfies Language });

/** A record's texts in the languages besides English, by language: `{ "es": { "subject": "…" } }`. */
export const TranslationsColumn = () => Column({ type: 'simple-json' });
