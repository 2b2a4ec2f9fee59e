import { flattenSections } from './flatten-sections';
import type { Language } from './languages';
import type englishSections from '../locales/en/sections';
import type englishFormSections from '../locales/en/form-sections';

/**
 * The interface's texts: one catalogue per language (src/locales/<language>/), a JSON file per feature ("section")
 * of ICU MessageFormat texts by key. A text is named `<section>.<key>` (`contact.form.send`). The English catalogue
 * is the reference: another language's must have every one of its keys (its sections do not type-check otherwise).
 * Each language's catalogue is in two parts, each a chunk of its own: the sections every page uses (`sections.ts`)
 * and those only the pages of forms use (`form-sections.ts`: contact, group bookings, employment, auditions, the
 * Ouija game), which a page loads when its route says so (`formTexts` in app/route-table.ts). A page loads only its
 * language's.
 */
interface EnglishParts {
  sections: typeof englishSections;
  'form-sections': typeof englishFormSections;
}
export type CataloguePart = keyof EnglishParts;
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['sections', 'form-sections'];

type EnglishSections = typeof englishSections & typeof englishFormSections;
export type MessageId = {
  [Section in keyof EnglishSections & string]: `${Section}.${keyof EnglishSections[Section] & string}`;
}[keyof EnglishSections & string];

/** What a translation's part exports: every English section of that part, with every English key. */
export type TranslatedSections<Part extends CataloguePart> = {
  [Section in keyof EnglishParts[Part]]: Record<keyof EnglishParts[Part][Section], string>;
};

export type Messages = Record<MessageId, string>;

// Each chunk holds a language's sections of one part; they are flattened here, in the app, once loaded.
type Loader = () => Promise<{ default: Record<string, Record<string, string>> }>;
const loaders: Record<Language, Record<CataloguePart, Loader>> = {
  en: { sections: () => import('../locales/en/sections'), 'form-sections': () => import('../locales/en/form-sections') },
  es: { sections: () => import('../locales/es/sections'), 'form-sections': () => import('../locales/es/form-sections') },
};

/** The paths under src/ of the catalogues' modules, as the build's list of lazy modules names them. */
export const catalogueModule = (language: Language, part: CataloguePart = 'sections') => `locales/${language}/${part}`;

/** Each language's texts of the parts loaded so far: one object, which a loaded part is added to. */
const loaded = new Map<Language, Messages>();
const loading = new Map<string, Promise<Messages>>();
const loadedParts = new Set<string>();

/**
 * Loads a part of a language's catalogue (once); the server and the boot wait for the page's before they render, a
 * route of a form for its part before it shows (app/router.tsx).
 */
export function loadMessages(language: Language, part: CataloguePart = 'sections'): Promise<Messages> {
  const key = catalogueModule(language, part);
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[language][part]().then(({ default: sections }) => {
      const messages = loaded.get(language) ?? ({} as Messages);
      // Added in place: the language's formatter (text.tsx) keeps this object and reads a text from it when formatting,
      // so the texts of a part are there for every component once it has loaded.
      Object.assign(messages, flattenSections(sections));
      loaded.set(language, messages);
      loadedParts.add(key);
      return messages;
    });
    loading.set(key, promise);
  }
  return promise;
}

/** A language's catalogue if the part every page uses has loaded (with whatever other part has). */
export const loadedMessages = (language: Language): Messages | undefined =>
  loadedParts.has(catalogueModule(language)) ? loaded.get(language) : undefined;
