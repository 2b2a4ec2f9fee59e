import { SITE_ADDRESS, markdownHtml, markdownLiteral, oneLine, type NotificationMail } from '../notifications/notification-mails';
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

/** Whom a subscriber's mails name: the park (settings) and the region they signed up for (its name in the regions table). */
export interface SubscriberMailNames {
  parkName: string;
  regionName: string;
}

/** As plain text, or (`markdown`) as Markdown for the HTML: the address and the names are literal text, the link an autolink. */
function footer(subscriber: Subscriber, { parkName, regionName }: SubscriberMailNames, markdown = false): string {
  const unsubscribe = subscriptionLinks.unsubscribePage(subscriber.unsubscribeToken);
  return [
    '',
    '--',
    `You get this because ${markdown ? markdownLiteral(subscriber.email) : subscriber.email} signed up for ${markdown ? markdownLiteral(`${parkName} ${regionName}`) : `${parkName} ${regionName}`} news.`,
    `Unsubscribe with one click: ${markdown ? `<${unsubscribe}>` : unsubscribe}`,
  ].join('\n');
}

/** The double opt-in mail: nothing else is sent to the address until its link is followed. */
export function confirmationMail(subscriber: Subscriber, token: string, names: SubscriberMailNames): NotificationMail {
  const { parkName, regionName } = names;
  return {
    subject: oneLine(`Confirm your ${parkName} ${regionName} sign-up`),
    text: [
      `Please confirm that you want ${parkName} ${regionName} news at this address:`,
      '',
      subscriptionLinks.confirm(token),
      '',
      'The link works for 7 days. If you did not sign up, ignore this mail: we forget the address.',
      footer(subscriber, names),
    ].join('\n'),
    listUnsubscribe: subscriptionLinks.oneClick(subscriber.unsubscribeToken),
  };
}

/** One subscriber's copy of an announcement: the Markdown as the text and as HTML, and the subscriber's own unsubscribe link. */
export function announcementMail(subscriber: Subscriber, subject: string, body: string, names: SubscriberMailNames): NotificationMail {
  return {
    subject: oneLine(subject, 150),
    text: [body, footer(subscriber, names)].join('\n'),
    html: markdownHtml([body, footer(subscriber, names, true)].join('\n')),
    listUnsubscribe: subscriptionLinks.oneClick(subscriber.unsubscribeToken),
  };
}
