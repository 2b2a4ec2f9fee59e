import { mailTextIn, siteAddressIn, type MailTranslations } from '../notifications/mail-languages';
import { SITE_ADDRESS, markdownHtml, markdownLiteral, oneLine, type NotificationMail } from '../notifications/notification-mails';
import type { Language } from '../regions/regions.constants';
import type { Subscriber } from './entities/subscriber.entity';

/**
 * The links a subscriber's mails carry, written on SITE_ADDRESS: the outbox sends them on the site's public address
 * once it is set, never on the Host a sign-up came with. The pages open in the subscriber's language.
 */
export const subscriptionLinks = {
  confirm: (token: string, language: Language = 'en') => `${siteAddressIn(language, '/mailing-list/confirm')}#${token}`,
  /** The page a person opens from the mail's text: one button. */
  unsubscribePage: (token: string, language: Language = 'en') => `${siteAddressIn(language, '/mailing-list/unsubscribe')}#${token}`,
  /** What a mail program calls for List-Unsubscribe-Post (RFC 8058): one POST, no page. */
  oneClick: (token: string) => `${SITE_ADDRESS}/api/subscribers/unsubscribe?token=${token}`,
};

/** Whom a subscriber's mails name: the park (settings) and the region they signed up for (its name in the regions table). */
export interface SubscriberMailNames {
  parkName: string;
  regionName: string;
}

/** What the site itself writes in a subscriber's mails, in each language: `names` is the park's and the region's. */
const WORDS: Record<
  Language,
  {
    confirmSubject: (names: string) => string;
    confirmAsk: (names: string) => string;
    confirmValidity: string;
    signedUp: (email: string, names: string) => string;
    unsubscribe: (link: string) => string;
  }
> = {
  en: {
    confirmSubject: (names) => `Confirm your ${names} sign-up`,
    confirmAsk: (names) => `Please confirm that you want ${names} news at this address:`,
    confirmValidity: 'The link works for 7 days. If you did not sign up, ignore this mail: we forget the address.',
    signedUp: (email, names) => `You get this because ${email} signed up for ${names} news.`,
    unsubscribe: (link) => `Unsubscribe with one click: ${link}`,
  },
  es: {
    confirmSubject: (names) => `Confirma tu suscripción a ${names}`,
    confirmAsk: (names) => `Confirma que quieres recibir las noticias de ${names} en esta dirección:`,
    confirmValidity: 'El enlace funciona durante 7 días. Si no te suscribiste, ignora este correo: olvidaremos la dirección.',
    signedUp: (email, names) => `Recibes este correo porque ${email} se suscribió a las noticias de ${names}.`,
    unsubscribe: (link) => `Date de baja con un clic: ${link}`,
  },
};

/**
 * In `language`, as plain text or (`markdown`) as Markdown for the HTML: the address and the names are literal text,
 * the link an autolink.
 */
function footer(subscriber: Subscriber, { parkName, regionName }: SubscriberMailNames, language: Language, markdown = false): string {
  const words = WORDS[language];
  const unsubscribe = subscriptionLinks.unsubscribePage(subscriber.unsubscribeToken, language);
  const literal = (text: string) => (markdown ? markdownLiteral(text) : text);
  return [
    '',
    '--',
    words.signedUp(literal(subscriber.email), literal(`${parkName} ${regionName}`)),
    words.unsubscribe(markdown ? `<${unsubscribe}>` : unsubscribe),
  ].join('\n');
}

/** The double opt-in mail, in the language of the sign-up: nothing else is sent to the address until its link is followed. */
export function confirmationMail(subscriber: Subscriber, token: string, names: SubscriberMailNames): NotificationMail {
  const words = WORDS[subscriber.language];
  const parkAndRegion = `${names.parkName} ${names.regionName}`;
  return {
    subject: oneLine(words.confirmSubject(parkAndRegion)),
    text: [
      words.confirmAsk(parkAndRegion),
      '',
      subscriptionLinks.confirm(token, subscriber.language),
      '',
      words.confirmValidity,
      footer(subscriber, names, subscriber.language),
    ].join('\n'),
    listUnsubscribe: subscriptionLinks.oneClick(subscriber.unsubscribeToken),
  };
}

/**
 * One subscriber's copy of an announcement, in their language where staff translated it: the Markdown as the text and
 * as HTML, and the subscriber's own unsubscribe link.
 */
export function announcementMail(
  subscriber: Subscriber,
  announcement: { subject: string; body: string; translations: MailTranslations },
  names: SubscriberMailNames,
): NotificationMail {
  // The footer speaks the language the announcement does: an untranslated one does not end in Spanish.
  const { subject, body, language } = mailTextIn(subscriber.language, announcement, announcement.translations);
  return {
    subject: oneLine(subject, 150),
    text: [body, footer(subscriber, names, language)].join('\n'),
    html: markdownHtml([body, footer(subscriber, names, language, true)].join('\n')),
    listUnsubscribe: subscriptionLinks.oneClick(subscriber.unsubscribeToken),
  };
}
