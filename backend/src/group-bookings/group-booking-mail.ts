import { languageLine } from '../notifications/mail-languages';
import { lines, oneLine, type NotificationMail } from '../notifications/notification-mails';
import type { GroupBooking } from './entities/group-booking.entity';

/** The mail the groups address gets for a new group booking request. */
export function groupBookingMail(booking: GroupBooking, regionName: string): NotificationMail {
  return {
    subject: oneLine(`Group booking request: ${booking.groupName}, ${booking.groupSize} people (${regionName})`),
    replyTo: booking.email,
    text: [
      lines([
        ['Group', booking.groupName],
        ['Size', String(booking.groupSize)],
        ['Contact', booking.name],
        ['E-mail', booking.email],
        ['Phone', booking.phone],
        ['Region', regionName],
        languageLine(booking.language),
        ['Preferred nights', booking.preferredNights.join(', ')],
        ['Received', booking.createdAt.toISOString()],
      ]),
      '',
      booking.notes ?? '',
    ].join('\n'),
  };
}
