import { Children, createContext, Fragment, isValidElement, use, useCallback, useContext, type ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, isFormatXMLElementFn, type Formatters } from 'intl-messageformat';
import { loadedMessages, loadMessages, type MessageId, type Messages } from './catalogue';
import { LOCALES, type Language } from './languages';
import { languageOfPath } from './page-language';

type Values = Record<string, string | number | Date>;
type RichValues = Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A catalogue's text by its id, its `{placeholders}`, plurals and selects filled from `values`. */
export type Text = (id: MessageId, values?: Values) => string;

/** A language's formatters: its texts (ICU MessageFormat, intl-messageformat) and `Intl`'s dates, numbers and lists. */
export interface PageIntl {
  /** The language's `Intl` name, as `<html lang>` and `Intl`'s formatters take it: `en-US`, `es-US`. */
  readonly locale: string;
  formatMessage(id: MessageId, values?: Values): string;
  /** A text with markup in it, its `<tag>…</tag>` filled by functions of their chunks (keyed for React). */
  formatRich(id: MessageId, values: RichValues): ReactNode;
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatList(items: readonly string[], options?: Intl.ListFormatOptions): string;
}

/** `make(...args)` once per distinct arguments: `Intl`'s formatters are slow to make and fast to reuse. */
function memoized<Args extends unknown[], Made>(make: (...args: Args) => Made): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

const formatters: Formatters = {
  getNumberFormat: memoized((locales, options) => new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions)),
  getDateTimeFormat: memoized((...args) => new Intl.DateTimeFormat(...args)),
  getPluralRules: memoized((...args) => new Intl.PluralRules(...args)),
};
const listFormat = memoized((locale: string, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));

/**
 * Chunks of rich text as React children with keys of their place: they never reorder, and React warns of a list
 * without keys.
 */
const keyed = (nodes: ReactNode[]): ReactNode[] =>
  Children.toArray(nodes).map((node, index) => (isValidElement(node) ? <Fragment key={index}>{node}</Fragment> : node));

function createPageIntl(locale: string, messages: Messages): PageIntl {
  const formats = new Map<MessageId, IntlMessageFormat>();
  // The browser's catalogues hold syntax trees (precompiled at build), the server's and the tests' the texts.
  const formatOf = (id: MessageId) => {
    let format = formats.get(id);
    if (!format) {
      const message = messages[id] as string | MessageFormatElement[] | undefined;
      if (message === undefined) return undefined;
      format = new IntlMessageFormat(message, locale, undefined, { formatters });
      formats.set(id, format);
    }
    return format;
  };
  const format = (id: MessageId, values?: RichValues) => formatOf(id)?.format<ReactNode>(values as never) ?? id;
  return {
    locale,
    formatMessage: (id, values) => String(format(id, values)),
    formatRich: (id, values) => {
      const tagged = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          isFormatXMLElementFn<ReactNode>(value as never)
            ? (chunks: ReactNode[]) => (value as (c: ReactNode[]) => ReactNode)(keyed(chunks))
            : value,
        ]),
      );
      const formatted = format(id, tagged);
      return Array.isArray(formatted) ? keyed(formatted) : formatted;
    },
    formatDate: (value, options) =>
      formatters.getDateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
    formatNumber: (value, options) => formatters.getNumberFormat(locale, options).format(value),
    formatList: (items, options) => listFormat(locale, options).format(items),
  };
}

const intls = new Map<Language, PageIntl>();

/**
 * The formatters of a language whose catalogue has loaded (loadMessages): one per language, shared by every render.
 * Outside React (a page's head, a schema) it is what `useIntl` is inside.
 */
export function intlOf(language: Language): PageIntl {
  let intl = intls.get(language);
  if (!intl) {
    const messages = loadedMessages(language);
    if (!messages) throw new Error(`The ${language} catalogue is used before it is loaded`);
    intl = createPageIntl(LOCALES[language], messages);
    intls.set(language, intl);
  }
  return intl;
}

/** `intlOf(language)`'s plain texts, as a `Text`. */
export const textOf =
  (intl: PageIntl): Text =>
  (id, values) =>
    intl.formatMessage(id, values);

const IntlContext = createContext<PageIntl | null>(null);

/**
 * The texts of `language` for what it wraps. The server and the boot load the catalogue before the first render; a
 * visit that moves into another language suspends here while that language's chunk loads.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  if (!loadedMessages(language)) use(loadMessages(language));
  return <IntlContext value={intlOf(language)}>{children}</IntlContext>;
}

/** The page's language's formatters, for dates, numbers and lists in its language. */
export function useIntl(): PageIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl is used outside a LanguageProvider');
  return intl;
}

/** The page's language's texts: `const text = useText(); text('contact.form.send')`. */
export function useText(): Text {
  const intl = useIntl();
  return useCallback<Text>((id, values) => intl.formatMessage(id, values), [intl]);
}

/** A text with markup in it, `<link>…</link>` filled by a function of its chunks: `rich('legal.consent', { link })`. */
export function useRichText(): (id: MessageId, values: RichValues) => ReactNode {
  const intl = useIntl();
  return useCallback((id: MessageId, values: RichValues) => intl.formatRich(id, values), [intl]);
}

/** The page's language, as its `<html lang>` and `Intl` name it. */
export function useLanguage(): { locale: string } {
  return { locale: useIntl().locale };
}

/** The page's language: its router's basename is the language's prefix (i18n/page-language.ts). */
export function usePageLanguage(): Language {
  return languageOfPath(useHref('/'));
}
