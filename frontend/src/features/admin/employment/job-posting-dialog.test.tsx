import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { JobPostingResponseDto as JobPosting } from '../../../api/generated-public';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { JobPostingDialog } from './job-posting-dialog';

const actor: JobPosting = {
  id: 3,
  region: 'florida',
  title: 'Sinister Actor',
  positionType: 'actor',
  description: 'Scare our guests.',
  payFrom: 15,
  payTo: null,
  payUnit: 'hour',
  schedule: 'Weekends',
  startDate: null,
  endDate: null,
  sortOrder: 0,
  active: true,
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
  translations: { es: { title: 'Actor siniestro' } },
};

describe('JobPostingDialog', () => {
  it("edits a posting's Spanish beside its English in a region with Spanish pages", async () => {
    server.use(http.patch('/api/job-postings/:id', () => HttpResponse.json(actor)));
    const requests = recordRequests();
    renderAdmin(<JobPostingDialog posting={actor} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Title in Spanish')).toHaveValue('Actor siniestro');
    fireEvent.change(within(dialog).getByLabelText('Nights or hours in Spanish'), { target: { value: 'Fines de semana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
        title: 'Sinister Actor',
        translations: { es: { title: 'Actor siniestro', schedule: 'Fines de semana' } },
      }),
    );
  });
});
