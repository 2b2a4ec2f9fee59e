import { languageLine } from '../notifications/mail-languages';
import { lines, oneLine, type NotificationMail } from '../notifications/notification-mails';
import type { ContactSubmission } from './entities/contact-submission.entity';

/** The mail the info address gets for a new contact message. */
export function contactMail(submission: ContactSubmission, regionName: string): NotificationMail {
  return {
    subject: oneLine(`New contact message from ${submission.name} (${regionName})`),
    replyTo: submission.email,
    text: [
      lines([
        ['Name', submission.name],
        ['E-mail', submission.email],
        ['Region', regionName],
        languageLine(submission.language),
        ['Type', submission.type],
        ['Received', submission.createdAt.toISOString()],
      ]),
      '',
      submission.message,
    ].join('\n'),
  };
}
