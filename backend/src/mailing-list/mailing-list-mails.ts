import { markdownHtml, oneLine, regionName, type NotificationMail } from '../notifications/notification-mails';
import type { Subscriber } from './entities/subscriber.entity';

/** The links a subscriber's mails carry, on the site's public address. */
export const subscriptionLinks = (origin: string) => ({
  confirm: (token: string) => `${origin}/mailing-list/confirm#${token}`,
  /** The page a person opens from the mail's text: one button. */
  unsubscribePage: (token: string) => `${origin}/mailing-list/unsubscribe#${token}`,
  /** What a mail program calls for List-Unsubscribe-Post (RFC 8058): one POST, no page. */
  oneClick: (token: string) => `${origin}/api/subscribers/unsubscribe?token=${token}`,
});

/** `link` wraps the unsubscribe address: as is in the text, as a Markdown autolink for the HTML. */
function footer(origin: string, subscriber: Subscriber, link = (url: string) => url): string {
  return [
    '',
    '--',
    `You get this because ${subscriber.email} signed up for Haunted Park ${regionName(subscriber.region)} news.`,
    `Unsubscribe with one click: ${link(subscriptionLinks(origin).unsubscribePage(subscriber.unsubscribeToken))}`,
  ].join('\n');
}

/** The double opt-in mail: nothing else is sent to the address until its link is followed. */
export function confirmationMail(origin: string, subscriber: Subscriber, token: string): NotificationMail {
  return {
    subject: oneLine(`Confirm your Haunted Park ${regionName(subscriber.region)} sign-up`),
    text: [
      `Please confirm that you want Haunted Park ${regionName(subscriber.region)} news at this address:`,
      '',
      subscriptionLinks(origin).confirm(token),
      '',
      'The link works for 7 days. If you did not sign up, ignore this mail: we forget the address.',
      footer(origin, subscriber),
    ].join('\n'),
    listUnsubscribe: subscriptionLinks(origin).oneClick(subscriber.unsubscribeToken),
  };
}

/** One subscriber's copy of an announcement: the Markdown as the text and as HTML, and the subscriber's own unsubscribe link. */
export function announcementMail(origin: string, subscriber: Subscriber, subject: string, body: string): NotificationMail {
  return {
    subject: oneLine(subject, 150),
    text: [body, footer(origin, subscriber)].join('\n'),
    html: markdownHtml([body, footer(origin, subscriber, (url) => `<${url}>`)].join('\n')),
    listUnsubscribe: subscriptionLinks(origin).oneClick(subscriber.unsubscribeToken),
  };
}
