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

/**
 * What a visitor typed, as literal text inside Markdown: every ASCII punctuation mark is backslash-escaped (CommonMark
 * allows it for all of them), so a name such as `[Claim your prize](https://evil.example/x)` or `<https://…>` makes no
 * link, emphasis, heading or HTML. Only templates and the site's own address make links in a mail.
 */
export const markdownLiteral = (value: string): string => value.replace(/[!-/:-@[-`{-~]/g, '\\$&');

/**
 * The stand-in origin a mail's links are written on when it is queued. The outbox holds such a mail until the site's
 * public address is set (PUBLIC_URL or the admin's mail settings), and puts that address in its place when it sends
 * it, so no link in mail ever follows the Host a request came with. `.invalid` is reserved: it is nobody's address.
 */
export const SITE_ADDRESS = 'https://site-address.invalid';

/** HTML of a mail written in Markdown: any HTML in it comes out escaped, and unsafe link schemes are dropped. */
export const markdownHtml = (markdown: string): string => micromark(markdown);
