import { micromark } from 'micromark';
/** What every staff notification is made of, and the formatting the features' mails share. */
export interface NotificationMail {
  subject: string;
  text: string;
  /** The same content as HTML (a mail written in Markdown), sent beside the text. */
  html?: string;
  /** Whom an answer goes to (the visitor who wrote); none for the app's own mails (a staff invitation). */
  replyTo?: string;
  /** A visitor's mailing-list mail: where one click unsubscribes (List-Unsubscribe, List-Unsubscribe-Post). */
  listUnsubscribe?: string;
}

/** A region as staff read it in a mail. */
export const regionName = (region: string) => ({ 'new-york': 'New York', florida: 'Florida' })[region] ?? region;

/** Header values must stay on one line whatever a visitor typed. */
export const oneLine = (value: string, max = 120) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);

export const lines = (rows: [string, string | null | undefined][]) =>
  rows
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

/** HTML of a mail written in Markdown: any HTML in it comes out escaped, and unsafe link schemes are dropped. */
export const markdownHtml = (markdown: string): string => micromark(markdown);
