import { LANGUAGE_NAMES, type Language, type OtherLanguage } from '../common/domain/languages';
import { SITE_ADDRESS } from './notification-mails';

/** What staff write for a mail: its subject and its Markdown body. */
export interface MailText {
  subject: string;
  body: string;
}

/** A mail's subject and body in the other languages staff translated it into. */
export type MailTranslations = Partial<Record<OtherLanguage, MailText>>;

/** What a mail to someone who wrote in `language` says, and in which language: staff's translation into it, else the English. */
export function mailTextIn(language: Language, english: MailText, translations: MailTranslations): MailText & { language: Language } {
  const translated = language === 'en' ? undefined : translations[language];
  return translated
    ? { subject: translated.subject, body: translated.body, language }
    : { subject: english.subject, body: english.body, language: 'en' };
}

/** A staff mail's line naming the language a visitor wrote in, so the answer is in it; none for English. */
export const languageLine = (language: Language): [string, string | undefined] => [
  'Language',
  language === 'en' ? undefined : LANGUAGE_NAMES[language],
];

/** A page of the site in `language` on the stand-in address mails are written on: `/es/mailing-list/confirm`. */
export const siteAddressIn = (language: Language, path: string): string =>
  `${SITE_ADDRESS}${language === 'en' ? '' : `/${language}`}${path}`;
