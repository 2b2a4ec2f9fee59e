import {
  SITE_ADDRESS,
  markdownHtml,
  markdownLiteral,
  oneLine,
  regionName,
  type NotificationMail,
} from '../notifications/notification-mails';
import type { Subscriber } from './entities/subscriber.entity';

/**
 * The links a subscriber's mails carry, written on SITE_ADDRESS: the outbox sends them on the site's public address
 * once it is set, never on the Host a sign-up came with.
 */
export const subscriptionLinks = {
  confirm: (token: string) => `${SITE_ADDRESS}/mailing-list/confirm#${token}`,
  /** The page a person opens from the mail's text: one button. */
  unsubscribePage: (token: string) => `${SITE_ADDRESS}/mailing-list/unsubscribe#${token}`,
  /** What a mail program calls for List-Unsubscribe-Post (RFC 8058): one POST, no page. */
  oneClick: (token: string) => `${SITE_ADDRESS}/api/subscribers/unsubscribe?token=${token}`,
};

/** As plain text, or (`markdown`) as Markdown for the HTML: the address and the name are literal text, the link an autolink. */
function footer(subscriber: Subscriber, parkName: string, markdown = false): string {
  const unsubscribe = subscriptionLinks.unsubscribePage(subscriber.unsubscribeToken);
  return [
    '',
    '--',
    `You get this because ${markdown ? markdownLiteral(subscriber.email) : subscriber.email} signed up for ${markdown ? markdownLiteral(parkName) : parkName} ${regionName(subscriber.region)} news.`,
    `Unsubscribe with one click: ${markdown ? `<${unsubscribe}>` : unsubscribe}`,
  ].join('\n');
}

/** The double opt-in mail: nothing else is sent to the address until its link is followed. `parkName`: the settings'. */
export function confirmationMail(subscriber: Subscriber, token: string, parkName: string): NotificationMail {
  return {
    subject: oneLine(`Confirm your ${parkName} ${regionName(subscriber.region)} sign-up`),
    text: [
      `Please confirm that you want ${parkName} ${regionName(subscriber.region)} news at this address:`,
      '',
      subscriptionLinks.confirm(token),
      '',
      'The link works for 7 days. If you did not sign up, ignore this mail: we forget the address.',
      footer(subscriber, parkName),
    ].join('\n'),
    listUnsubscribe: subscriptionLinks.oneClick(subscriber.unsubscribeToken),
  };
}

/** One subscriber's copy of an announcement: the Markdown as the text and as HTML, and the subscriber's own unsubscribe link. */
export function announcementMail(subscriber: Subscriber, subject: string, body: string, parkName: string): NotificationMail {
  return {
    subject: oneLine(subject, 150),
    text: [body, footer(subscriber, parkName)].join('\n'),
    html: markdownHtml([body, footer(subscriber, parkName, true)].join('\n')),
    listUnsubscribe: subscriptionLinks.oneClick(subscriber.unsubscribeToken),
  };
}
