import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { AuditionSessionsPage } from './audition-sessions-page';

const session = {
  id: 4,
  startsAt: '2026-09-12T14:00:00.000Z',
  place: 'Main gate',
  capacity: 10,
  bookedCount: 3,
  positionTypes: ['actor'],
  region: 'new-york',
};

describe('AuditionSessionsPage', () => {
  it('changes a session in the form it was published with, saying who will be told', async () => {
    server.use(
      http.get('/api/audition-sessions', () => HttpResponse.json({ sessions: [session] })),
      http.put('/api/audition-sessions/4', async ({ request }) => HttpResponse.json({ ...session, ...((await request.json()) as object) })),
    );
    const requests = recordRequests();
    renderAdmin(<AuditionSessionsPage />, { route: '/admin/employment/auditions' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Change the session of/ }));
    const form = screen.getByRole('form', { name: 'Change audition session' });
    expect(form).toHaveTextContent('3 booked: a new time or place is e-mailed to them.');
    expect(screen.getByRole('spinbutton', { name: 'Capacity' })).toHaveAttribute('min', '3');
    const place = screen.getByRole('textbox', { name: 'Place' });
    expect(place).toHaveValue('Main gate');
    await user.clear(place);
    await user.paste('The old barn');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'New audition session' })).toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/audition-sessions/4',
        body: { startsAt: session.startsAt, place: 'The old barn', capacity: 10, region: 'new-york', positionTypes: ['actor'] },
      }),
    ]);
  });

  it("shows the server's refusal and keeps the form open", async () => {
    server.use(
      http.get('/api/audition-sessions', () => HttpResponse.json({ sessions: [session] })),
      http.put('/api/audition-sessions/4', () =>
        HttpResponse.json(
          { statusCode: 409, code: 'AUDITION_HAS_BOOKINGS', message: '3 applicants have booked this session: capacity cannot be lower' },
          { status: 409 },
        ),
      ),
    );
    renderAdmin(<AuditionSessionsPage />, { route: '/admin/employment/auditions' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Change the session of/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('3 applicants have booked this session: capacity cannot be lower')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change audition session' })).toBeInTheDocument();
  });

  it("shows and sets the session's time on its region's clock, not the browser's", async () => {
    server.use(
      http.get('/api/regions', () =>
        HttpResponse.json({
          items: [
            { key: 'new-york', timeZone: 'America/Los_Angeles' },
            { key: 'florida', timeZone: 'America/Chicago' },
          ],
        }),
      ),
      http.get('/api/audition-sessions', () => HttpResponse.json({ sessions: [session] })),
      http.put('/api/audition-sessions/4', async ({ request }) => HttpResponse.json({ ...session, ...((await request.json()) as object) })),
    );
    const requests = recordRequests();
    renderAdmin(<AuditionSessionsPage />, { route: '/admin/employment/auditions' });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('cell', { name: /^Sat, Sep 12(, 2026)?, 7:00 AM$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Change the session of/ }));
    const startsAt = screen.getByLabelText(/^Date and time \(America\/Los_Angeles\)/, { selector: 'input' });
    expect(startsAt).toHaveValue('2026-09-12T07:00');
    fireEvent.change(startsAt, { target: { value: '2026-09-12T08:30' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ startsAt: '2026-09-12T15:30:00.000Z' });
  });
});
