import type { Language, OtherLanguage } from '../domain/languages';

/**
 * What staff wrote of a record's texts in the languages besides English, by language and field:
 * `{ "es": { "question": "¿…?" } }`. A field left out has no translation: a visitor of that language reads the English.
 */
export type Translations<Field extends string> = Partial<Record<OtherLanguage, Partial<Record<Field, string>>>>;

/** Translations as a body sends them: a field null or blank, or a language null, has none. */
export type TranslationsBody<Field extends string> = Partial<Record<OtherLanguage, Partial<Record<Field, string | null>> | null>>;

/** The translations to store: the fields written, trimmed; a language with none is left out. */
export function storedTranslations<Field extends string>(body: TranslationsBody<Field>): Translations<Field> {
  const stored: Translations<Field> = {};
  for (const [language, fields] of Object.entries(body) as [OtherLanguage, Partial<Record<Field, string | null>> | null][]) {
    const written = Object.entries(fields ?? {})
      .map(([field, value]) => [field, typeof value === 'string' ? value.trim() : ''] as const)
      .filter(([, value]) => value !== '');
    if (written.length) stored[language] = Object.fromEntries(written) as Partial<Record<Field, string>>;
  }
  return stored;
}

/**
 * The record as a reader of `language` sees it: each of `fields` in that language where staff wrote it, else as written
 * in English (the region's first language), so no field is ever empty for want of a translation. Staff's reads too: a
 * member logged in on a Spanish page sees it in Spanish; the admin's screens ask for no language.
 */
export function inLanguage<Row extends { translations: Translations<Field> }, Field extends string & keyof Row>(
  row: Row,
  language: Language | undefined,
  fields: readonly Field[],
): Row {
  const translated = language && language !== 'en' ? row.translations[language] : undefined;
  if (!translated) return row;
  return { ...row, ...Object.fromEntries(fields.flatMap((field) => (translated[field] ? [[field, translated[field]]] : []))) };
}

/** The fields of `fields` that `row` has in English but not in `language`: what its translator has still to write. */
export function untranslatedFields<Row extends { translations: Translations<Field> }, Field extends string & keyof Row>(
  row: Row,
  language: OtherLanguage,
  fields: readonly Field[],
): Field[] {
  return fields.filter((field) => Boolean(row[field]) && !row.translations[language]?.[field]);
}

/** Of a record's translations, those of `fields` (a language with none of them left out). */
export function translationsOf<Field extends string, Of extends Field>(
  translations: Translations<Field>,
  fields: readonly Of[],
): Translations<Of> {
  const of: Translations<Of> = {};
  for (const [language, texts] of Object.entries(translations) as [OtherLanguage, Partial<Record<Field, string>>][]) {
    const kept = Object.entries(texts).filter(([field]) => (fields as readonly string[]).includes(field));
    if (kept.length) of[language] = Object.fromEntries(kept) as Partial<Record<Of, string>>;
  }
  return of;
}

/**
 * The translations a write stores: the body's; left out, the record's own (none for a new record). `fields`: where a
 * record's texts are written on more than one screen (a region's copy and its directions), those the body speaks
 * for; the record's other translations stay as they are.
 */
export function translationsToStore<Field extends string>(
  body: TranslationsBody<Field> | undefined,
  current?: Translations<Field>,
  fields?: readonly Field[],
): Translations<Field> {
  if (!body) return current ?? {};
  const written = storedTranslations(body);
  if (!fields) return written;
  const stored: Translations<Field> = {};
  for (const language of new Set([...Object.keys(current ?? {}), ...Object.keys(written)]) as Set<OtherLanguage>) {
    const kept = Object.entries(current?.[language] ?? {}).filter(([field]) => !fields.includes(field as Field));
    const merged = { ...Object.fromEntries(kept), ...written[language] } as Partial<Record<Field, string>>;
    if (Object.keys(merged).length) stored[language] = merged;
  }
  return stored;
}
