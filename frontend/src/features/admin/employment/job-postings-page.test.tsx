import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JobPostingResponseDto as JobPosting } from '../../../api/generated-public';
import { recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { JobPostingsPage } from './job-postings-page';

const actor: JobPosting = {
  id: 1,
  region: 'new-york',
  title: 'Sinister Actor',
  positionType: 'actor',
  description: 'Scare our guests.\n\n- Corn Maze Scarer',
  payFrom: 15,
  payTo: 18,
  payUnit: 'hour',
  schedule: 'Friday and Saturday nights',
  startDate: null,
  endDate: null,
  sortOrder: 10,
  active: true,
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
};
const crew: JobPosting = {
  ...actor,
  id: 2,
  title: 'Operations Crew',
  positionType: 'operations',
  payFrom: null,
  payTo: null,
  active: false,
};

describe('JobPostingsPage', () => {
  it('lists every posting with its facts, closes one, and says why one applicants chose cannot be deleted', async () => {
    server.use(
      http.get('/api/job-postings', () => HttpResponse.json(page([actor, crew]))),
      http.patch('/api/job-postings/1', () => HttpResponse.json({ ...actor, active: false })),
      http.delete('/api/job-postings/1', () =>
        HttpResponse.json(
          { statusCode: 409, code: 'CONFLICT', message: 'Applications name this job posting: close it instead of deleting it' },
          { status: 409 },
        ),
      ),
    );
    const requests = recordRequests(['GET /api/settings', 'GET /api/regions']);
    renderAdmin(<JobPostingsPage />, { route: '/admin/employment/jobs' });
    const rows = await screen.findAllByTestId('job-posting-row');
    expect(screen.getByRole('heading', { name: 'JOB POSTINGS' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('$15 – $18 per hour · Friday and Saturday nights')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', '/new-york/jobs/1');
    expect(within(rows[1]).getByText('Closed')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('link', { name: 'View on the site' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rows[0]).getByRole('switch', { name: 'Open' }));
    expect(await screen.findByText('"Sinister Actor" is now closed.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/job-postings/1', body: { active: false } });

    await user.click(within(rows[0]).getByRole('button', { name: 'Delete Sinister Actor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /delete/i }));
    expect(await screen.findByText('Applications name this job posting: close it instead of deleting it')).toBeInTheDocument();
  });

  it('publishes a posting with its pay, nights and dates', async () => {
    server.use(
      http.get('/api/job-postings', () => HttpResponse.json(page([]))),
      http.post('/api/job-postings', async ({ request }) =>
        HttpResponse.json({ ...actor, ...((await request.json()) as object), id: 5 }, { status: 201 }),
      ),
    );
    const requests = recordRequests(['GET /api/settings', 'GET /api/regions', 'GET /api/job-postings']);
    renderAdmin(<JobPostingsPage />, { route: '/admin/employment/jobs' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Job Posting' }));
    const dialog = await screen.findByRole('dialog');
    // One change event per field: typing character by character is slow in jsdom with MUI.
    const fill = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Title/, 'Makeup Artist');
    fill(/^Description/, 'Turn actors into monsters.');
    fill(/^Pay from/, '16');
    fill(/^Nights or hours/, 'From 4 pm');
    fill(/^Last day/, '2026-11-01');
    // A new posting takes the first region once the regions are in.
    await within(dialog).findByText('New York');
    await user.click(within(dialog).getByRole('button', { name: 'Add Job Posting' }));
    expect(await screen.findByText('Job posting created successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Makeup Artist',
      region: 'new-york',
      positionType: 'actor',
      description: 'Turn actors into monsters.',
      payFrom: 16,
      payTo: null,
      payUnit: 'hour',
      schedule: 'From 4 pm',
      startDate: null,
      endDate: '2026-11-01',
      sortOrder: 0,
      active: true,
      // New York has no Spanish pages: nothing was translated.
      translations: { es: {} },
    });
  });
});
