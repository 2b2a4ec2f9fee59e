import { lines, oneLine, regionName, type NotificationMail } from '../notifications/notification-mails';
import type { ContactSubmission } from './entities/contact-submission.entity';

/** The mail the info address gets for a new contact message. */
export function contactMail(submission: ContactSubmission): NotificationMail {
  return {
    subject: oneLine(`New contact message from ${submission.name} (${regionName(submission.region)})`),
    replyTo: submission.email,
    text: [
      lines([
        ['Name', submission.name],
        ['E-mail', submission.email],
        ['Region', regionName(submission.region)],
        ['Type', submission.type],
        ['Received', submission.createdAt.toISOString()],
      ]),
      '',
      submission.message,
    ].join('\n'),
  };
}
