import { flattenSections } from './flatten-sections';
import type { Language } from './languages';
import type englishSections from '../locales/en/sections';

/**
 * The interface's texts: one catalogue per language (src/locales/<language>/), a JSON file per feature ("section")
 * of ICU MessageFormat texts by key. A text is named `<section>.<key>` (`contact.form.send`). The English catalogue
 * is the reference: another language's must have every one of its keys (its sections.ts does not type-check
 * otherwise). Each catalogue is a chunk of its own, so a page loads only its language's.
 */
type EnglishSections = typeof englishSections;
export type MessageId = {
  [Section in keyof EnglishSections & string]: `${Section}.${keyof EnglishSections[Section] & string}`;
}[keyof EnglishSections & string];

/** What a translation's sections.ts exports: every English section, with every English key. */
export type TranslatedSections = {
  [Section in keyof EnglishSections]: Record<keyof EnglishSections[Section], string>;
};

export type Messages = Record<MessageId, string>;

// Each chunk holds a language's sections only; they are flattened here, in the app, once loaded.
const loaders: Record<Language, () => Promise<{ default: Record<string, Record<string, string>> }>> = {
  en: () => import('../locales/en/sections'),
  es: () => import('../locales/es/sections'),
};

/** The paths under src/ of the catalogues' modules, as the build's list of lazy modules names them. */
export const catalogueModule = (language: Language) => `locales/${language}/sections`;

const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();

/** Loads a language's catalogue (once); the server and the boot wait for it before they render. */
export function loadMessages(language: Language): Promise<Messages> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(({ default: sections }) => {
      const messages = flattenSections(sections) as Messages;
      loaded.set(language, messages);
      return messages;
    });
    loading.set(language, promise);
  }
  return promise;
}

/** A language's catalogue if it has loaded. */
export const loadedMessages = (language: Language): Messages | undefined => loaded.get(language);
