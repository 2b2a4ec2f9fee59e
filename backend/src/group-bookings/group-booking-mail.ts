import { lines, oneLine, regionName, type NotificationMail } from '../notifications/notification-mails';
import type { GroupBooking } from './entities/group-booking.entity';

/** The mail the groups address gets for a new group booking request. */
export function groupBookingMail(booking: GroupBooking): NotificationMail {
  return {
    subject: oneLine(`Group booking request: ${booking.groupName}, ${booking.groupSize} people (${regionName(booking.region)})`),
    replyTo: booking.email,
    text: [
      lines([
        ['Group', booking.groupName],
        ['Size', String(booking.groupSize)],
        ['Contact', booking.name],
        ['E-mail', booking.email],
        ['Phone', booking.phone],
        ['Region', regionName(booking.region)],
        ['Preferred nights', booking.preferredNights.join(', ')],
        ['Received', booking.createdAt.toISOString()],
      ]),
      '',
      booking.notes ?? '',
    ].join('\n'),
  };
}
