import { use, useCallback, type ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import { loadedMessages, loadMessages, type MessageId } from './catalogue';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './languages';
import { languageOfPath } from './page-language';

type Values = Record<string, string | number | Date>;
type RichValues = Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A catalogue's text by its id, its `{placeholders}`, plurals and selects filled from `values`. */
export type Text = (id: MessageId, values?: Values) => string;

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/**
 * The formatter of a language whose catalogue has loaded (loadMessages): one per language, shared by every render, so
 * `Intl`'s formatters are made once. Outside React (a page's head, a schema) it is what `useText` is inside.
 */
export function intlOf(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    const messages = loadedMessages(language);
    if (!messages) throw new Error(`The ${language} catalogue is used before it is loaded`);
    intl = createIntl({ locale: LOCALES[language], defaultLocale: LOCALES[DEFAULT_LANGUAGE], messages }, cache);
    intls.set(language, intl);
  }
  return intl;
}

/** `intlOf(language)`'s plain texts, as a `Text`. */
export const textOf =
  (intl: IntlShape): Text =>
  (id, values) =>
    intl.formatMessage({ id }, values);

/**
 * The texts of `language` for what it wraps. The server and the boot load the catalogue before the first render; a
 * visit that moves into another language suspends here while that language's chunk loads.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  if (!loadedMessages(language)) use(loadMessages(language));
  return <RawIntlProvider value={intlOf(language)}>{children}</RawIntlProvider>;
}

/** The page's language's texts: `const text = useText(); text('contact.form.send')`. */
export function useText(): Text {
  const intl = useIntl();
  return useCallback<Text>((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** A text with markup in it, `<link>…</link>` filled by a function of its chunks: `rich('legal.consent', { link })`. */
export function useRichText(): (id: MessageId, values: RichValues) => ReactNode {
  const intl = useIntl();
  return useCallback((id: MessageId, values: RichValues) => intl.formatMessage({ id }, values), [intl]);
}

/** The page's language, as its `<html lang>` and `Intl` name it. */
export function useLanguage(): { locale: string } {
  return { locale: useIntl().locale };
}

/** The page's language: its router's basename is the language's prefix (i18n/page-language.ts). */
export function usePageLanguage(): Language {
  return languageOfPath(useHref('/'));
}
