/** What staff are told of a contact message: the fields of the contact module's record that the mail shows. */
export interface ContactNotice {
  id: number;
  name: string;
  email: string;
  region: string;
  type: string;
  message: string;
  createdAt: Date;
}

/** What staff are told of a job application (the employment module passes its record). */
export interface ApplicationNotice {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  region: string;
  positionType: string;
  specificPositions: string[];
  availability: string;
  startDate: string;
  over18: boolean;
  canLiftWeight: boolean;
  comfortableInDark: boolean;
  previousExperience: string | null;
  specialSkills: string | null;
  performanceLinks: string | null;
  createdAt: Date;
}

export interface NotificationMail {
  subject: string;
  text: string;
  replyTo: string;
}

const REGION_NAMES: Record<string, string> = { 'new-york': 'New York', florida: 'Florida' };

/** Header values must stay on one line whatever a visitor typed. */
const oneLine = (value: string, max = 120) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);

const lines = (rows: [string, string | null | undefined][]) =>
  rows
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

export function contactMail(submission: ContactNotice): NotificationMail {
  return {
    subject: oneLine(`New contact message from ${submission.name} (${REGION_NAMES[submission.region] ?? submission.region})`),
    replyTo: submission.email,
    text: [
      lines([
        ['Name', submission.name],
        ['E-mail', submission.email],
        ['Region', REGION_NAMES[submission.region] ?? submission.region],
        ['Type', submission.type],
        ['Received', submission.createdAt.toISOString()],
      ]),
      '',
      submission.message,
    ].join('\n'),
  };
}

export function applicationMail(application: ApplicationNotice): NotificationMail {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return {
    subject: oneLine(`New employment application: ${application.firstName} ${application.lastName} (${application.positionType})`),
    replyTo: application.email,
    text: lines([
      ['Name', `${application.firstName} ${application.lastName}`],
      ['E-mail', application.email],
      ['Phone', application.phone],
      ['Address', `${application.address}, ${application.city}, ${application.state} ${application.zipCode}`],
      ['Region', REGION_NAMES[application.region] ?? application.region],
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
