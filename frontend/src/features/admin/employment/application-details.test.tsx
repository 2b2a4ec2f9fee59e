import { screen, within } from '@testing-library/react';
import type { StaffEmploymentApplicationResponseDto } from '../../../api/staff-api';
import { renderAdmin } from '../test/render';
import { ApplicationDetails } from './application-details';

const actor: StaffEmploymentApplicationResponseDto = {
  id: 7,
  firstName: 'Morticia',
  lastName: 'Graves',
  email: 'morticia@example.com',
  phone: '716-555-0199',
  address: '1 Crypt Lane',
  city: 'Clarence',
  state: 'NY',
  zipCode: '14031',
  region: 'new-york',
  jobPostingId: null,
  jobTitle: null,
  positionType: 'actor',
  specificPositions: ['Tour Guide'],
  availability: 'weekends',
  availableNights: ['2026-10-02', '2027-09-17'],
  startDate: '2026-09-15',
  previousExperience: null,
  specialSkills: null,
  performanceLinks: null,
  over18: true,
  canLiftWeight: false,
  comfortableInDark: true,
  status: 'pending',
  season: 2026,
  language: 'en',
  relatedApplications: [],
  headshotUrl: null,
  resumeUrl: null,
  createdAt: '2026-08-01T18:30:00.000Z',
  updatedAt: '2026-08-01T18:30:00.000Z',
};

const fieldValue = (label: string) => screen.getByText(label).parentElement?.textContent?.slice(label.length);

describe('ApplicationDetails', () => {
  it('shows the nights the applicant ticked, a date outside this year with its year', async () => {
    renderAdmin(<ApplicationDetails application={actor} />);
    const nights = await screen.findByRole('list', { name: 'Nights available' });
    expect(
      within(nights)
        .getAllByRole('listitem')
        .map((night) => night.textContent),
    ).toEqual([expect.stringMatching(/^Fri, Oct 2(, 2026)?$/), expect.stringMatching(/^Fri, Sep 17(, 2027)?$/)]);
    expect(
      within(nights)
        .getAllByRole('listitem')
        .filter((night) => /, \d{4}$/.test(night.textContent ?? '')),
    ).toHaveLength(1);
  });

  it('shows only the requirement questions the form asked an actor: no lifting', () => {
    renderAdmin(<ApplicationDetails application={actor} />);
    expect(fieldValue('Over 18')).toBe('✓ Yes');
    expect(fieldValue('Comfortable in dark spaces')).toBe('✓ Yes');
    expect(screen.queryByText('Can lift 50 pounds')).not.toBeInTheDocument();
  });

  it('asks the operations crew about lifting and not about the dark, and shows no nights when none were ticked', () => {
    renderAdmin(<ApplicationDetails application={{ ...actor, positionType: 'operations', canLiftWeight: true, availableNights: [] }} />);
    expect(fieldValue('Can lift 50 pounds')).toBe('✓ Yes');
    expect(screen.queryByText('Comfortable in dark spaces')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Nights available' })).not.toBeInTheDocument();
  });
});
