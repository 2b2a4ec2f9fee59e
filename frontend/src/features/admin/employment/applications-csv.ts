import { toCsv } from '../../../lib/csv';
import { APPLICATION_STATUS_LABELS, AVAILABILITY_LABELS, POSITION_TYPE_LABELS, regionLabel } from '../../../config/labels';
import type { EmploymentApplicationResponseDto as EmploymentApplication } from '../../../api/staff-api';

const HEADERS = [
  'Applied At',
  'Status',
  'Region',
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

export function applicationsCsv(applications: readonly EmploymentApplication[]): string {
  return toCsv(
    HEADERS,
    applications.map((a) => [
      a.createdAt,
      APPLICATION_STATUS_LABELS[a.status] ?? a.status,
      regionLabel(a.region) ?? a.region,
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
