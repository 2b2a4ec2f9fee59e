import { languageLine } from '../notifications/mail-languages';
import { lines, oneLine, type NotificationMail } from '../notifications/notification-mails';
import type { EmploymentApplication } from './entities/employment-application.entity';

/** The mail the jobs address gets for a new application. */
export function applicationMail(application: EmploymentApplication, regionName: string): NotificationMail {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return {
    subject: oneLine(
      `New employment application: ${application.firstName} ${application.lastName} (${application.jobTitle ?? application.positionType})`,
    ),
    replyTo: application.email,
    text: lines([
      ['Name', `${application.firstName} ${application.lastName}`],
      ['E-mail', application.email],
      ['Phone', application.phone],
      ['Address', `${application.address}, ${application.city}, ${application.state} ${application.zipCode}`],
      ['Region', regionName],
      languageLine(application.language),
      ['Job posting', application.jobTitle],
      ['Position type', application.positionType],
      ['Positions', application.specificPositions.join(', ')],
      ['Availability', application.availability],
      ['Start date', application.startDate],
      ['18 or older', yesNo(application.over18)],
      ['Can lift 50 pounds', yesNo(application.canLiftWeight)],
      ['Comfortable in the dark', yesNo(application.comfortableInDark)],
      ['Previous experience', application.previousExperience],
      ['Special skills', application.specialSkills],
      ['Performance links', application.performanceLinks],
      ['Received', application.createdAt.toISOString()],
    ]),
  };
}
