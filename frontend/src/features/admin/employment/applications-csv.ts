import { toCsv } from '../../../lib/csv';
import { APPLICATION_STATUS_LABELS, AVAILABILITY_LABELS, POSITION_TYPE_LABELS } from '../../../config/labels';
import type { KeptApplicationDto as EmploymentApplication } from '../../../api/staff-api';
import { LANGUAGE_NAMES_IN_ENGLISH } from '../../../i18n/languages';

const HEADERS = [
  'Applied At',
  'Status',
  'Region',
  'Language',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'Zip Code',
  'Job Posting',
  'Position Type',
  'Specific Positions',
  'Availability',
  'Start Date',
  'Previous Experience',
  'Special Skills',
  'Performance Links',
  'Over 18',
  'Can Lift 50 Pounds',
  'Comfortable In Dark Spaces',
];

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** `nameOf` names a region (useRegionChoices); without it the region's key is written. */
export function applicationsCsv(
  applications: readonly EmploymentApplication[],
  nameOf: (region: string) => string = (region) => region,
): string {
  return toCsv(
    HEADERS,
    applications.map((a) => [
      a.createdAt,
      APPLICATION_STATUS_LABELS[a.status] ?? a.status,
      nameOf(a.region),
      LANGUAGE_NAMES_IN_ENGLISH[a.language],
      a.firstName,
      a.lastName,
      a.email,
      a.phone,
      a.address,
      a.city,
      a.state,
      a.zipCode,
      a.jobTitle,
      POSITION_TYPE_LABELS[a.positionType] ?? a.positionType,
      a.specificPositions.join('; '),
      AVAILABILITY_LABELS[a.availability] ?? a.availability,
      a.startDate,
      a.previousExperience,
      a.specialSkills,
      a.performanceLinks,
      yesNo(a.over18),
      yesNo(a.canLiftWeight),
      yesNo(a.comfortableInDark),
    ]),
  );
}
