import type { KeptApplicationDto as EmploymentApplication } from '../../../api/staff-api';
import { applicationsCsv } from './applications-csv';

const application = {
  id: 1,
  createdAt: '2026-08-01T18:30:00.000Z',
  updatedAt: '2026-08-01T18:30:00.000Z',
  status: 'pending',
  region: 'new-york',
  firstName: 'Vlad',
  lastName: 'Harker',
  email: 'vlad@example.com',
  phone: '716-555-0143',
  address: '13 Cemetery Road',
  city: 'Clarence',
  state: 'NY',
  zipCode: '14031',
  jobPostingId: 9,
  jobTitle: 'Makeup Artist',
  positionType: 'actor',
  specificPositions: ['Tour Guide'],
  availability: 'weekends',
  availableNights: [],
  startDate: '2026-09-12',
  previousExperience: null,
  specialSkills: null,
  performanceLinks: null,
  over18: true,
  canLiftWeight: false,
  comfortableInDark: true,
  season: 2026,
  language: 'es',
} satisfies EmploymentApplication;

describe('applicationsCsv', () => {
  it('names the job posting each application chose, beside its position type', () => {
    const [header, row] = applicationsCsv([application]).split(/\r?\n/);
    const columns = header.split(',');
    const cells = row.split(',');
    expect(cells[columns.indexOf('Job Posting')]).toBe('Makeup Artist');
    expect(cells[columns.indexOf('Position Type')]).toBe('Sinister Actor');
  });

  it('names the language the application was sent in, the one to write back in', () => {
    const [header, row] = applicationsCsv([application]).split(/\r?\n/);
    expect(row.split(',')[header.split(',').indexOf('Language')]).toBe('Spanish');
  });
});
