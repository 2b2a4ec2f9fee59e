import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import type { StaffEmploymentApplicationResponseDto as EmploymentApplication } from '../../../api/staff-api';
import { EmploymentPage } from './employment-page';

const base: EmploymentApplication = {
  id: 1,
  firstName: 'Vlad',
  lastName: 'Harker',
  email: 'vlad@example.com',
  phone: '716-555-0143',
  address: '13 Cemetery Road',
  city: 'Clarence',
  state: 'NY',
  zipCode: '14031',
  region: 'new-york',
  jobPostingId: 9,
  jobTitle: 'Night Makeup Artist',
  positionType: 'actor',
  specificPositions: ['Corn Maze Scarer', 'Tour Guide'],
  availability: 'weekends',
  availableNights: [],
  startDate: '2026-09-12',
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

describe('EmploymentPage', () => {
  it('shows a card per application and asks the server with the chosen filters', async () => {
    server.use(
      http.get('/api/employment-applications', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('region') === 'florida'
            ? page([])
            : page([
                base,
                {
                  ...base,
                  id: 2,
                  firstName: 'Mina',
                  status: 'accepted',
                  relatedApplications: [
                    { id: 9, createdAt: base.createdAt, status: 'rejected', region: 'new-york', season: 2025, relation: 'returning' },
                  ],
                },
              ]),
        ),
      ),
    );
    const requests = recordRequests();
    renderAdmin(<EmploymentPage />, { route: '/admin/employment' });
    const cards = await screen.findAllByTestId('application-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Vlad Harker')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Night Makeup Artist')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Corn Maze Scarer, Tour Guide')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Accepted')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Returning')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Returning')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(screen.getByRole('option', { name: 'Florida' }));
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(requests[requests.length - 1].search).toBe('?limit=20&offset=0&region=florida');
    await user.click(screen.getByRole('combobox', { name: 'Applicants' }));
    await user.click(screen.getByRole('option', { name: 'Returning' }));
    await screen.findByText('No applications found');
    expect(requests[requests.length - 1].search).toBe('?limit=20&offset=0&region=florida&returning=true');
  });

  it('marks an application sent from a Spanish page, and an English one not', async () => {
    server.use(
      http.get('/api/employment-applications', () =>
        HttpResponse.json(page([base, { ...base, id: 2, firstName: 'Inés', region: 'florida', language: 'es' }])),
      ),
    );
    renderAdmin(<EmploymentPage />, { route: '/admin/employment' });
    const [english, spanish] = await screen.findAllByTestId('application-card');
    expect(within(spanish).getByText('Inés Harker')).toBeInTheDocument();
    expect(within(spanish).getByText('Spanish')).toBeInTheDocument();
    expect(within(english).queryByText('Spanish')).not.toBeInTheDocument();
    expect(within(english).queryByText('English')).not.toBeInTheDocument();
  });

  it("says so with the server's message when the list cannot be loaded", async () => {
    server.use(
      http.get('/api/employment-applications', () =>
        HttpResponse.json({ statusCode: 503, message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    renderAdmin(<EmploymentPage />, { route: '/admin/employment' });
    expect(await screen.findByText('Could not load the applications')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('The applications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
