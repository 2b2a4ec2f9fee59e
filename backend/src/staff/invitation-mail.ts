import type { NotificationMail } from '../notifications/notification-mails';

/** The mail an invited (or reset) member gets with the link to choose their password. */
export function invitationMail({
  parkName,
  username,
  url,
  hours,
}: {
  parkName: string;
  username: string;
  url: string;
  hours: number;
}): NotificationMail {
  return {
    subject: `Your ${parkName} staff account`,
    text: [
      `You have been invited to the ${parkName} back-office as "${username}".`,
      '',
      `Choose your password here (the link works once, for ${hours} hours):`,
      url,
      '',
      'If you did not expect this e-mail, ignore it.',
    ].join('\n'),
  };
}
