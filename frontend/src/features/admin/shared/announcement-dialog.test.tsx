import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { AnnouncementDialog } from './announcement-dialog';
import { pasteInto } from '../../../test/paste-into';

const queued = (waitingFor: 'mail-server' | 'public-address' | null) =>
  http.post('/api/announcements', () =>
    HttpResponse.json(
      {
        id: 1,
        createdAt: '2026-10-01T12:00:00.000Z',
        region: 'florida',
        subject: 'Florida is open',
        body: 'Gates open.',
        recipients: 12,
        progress: { sent: 0, pending: 12, failed: 0, waitingFor },
      },
      { status: 201 },
    ),
  );

async function send() {
  const user = userEvent.setup();
  renderAdmin(
    <AnnouncementDialog
      region="florida"
      draft={{ reason: 'Florida is open.', subject: 'Florida is open', body: 'Gates open.' }}
      onClose={() => {}}
    />,
  );
  // The region's name comes with the regions.
  await screen.findByText('Florida');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('AnnouncementDialog', () => {
  it('says a queued announcement waits in the outbox for a mail server when none is set', async () => {
    server.use(queued('mail-server'));
    await send();
    expect(await screen.findByText('Announcement queued')).toBeInTheDocument();
    expect(
      screen.getByText('It waits in the outbox for a mail server (E-mail); then 12 confirmed subscribers of Florida will get it.'),
    ).toBeInTheDocument();
  });

  it('sends the Spanish staff write for a region with Spanish pages, and none when it is left empty', async () => {
    server.use(queued(null));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin(<AnnouncementDialog region="florida" onClose={() => {}} />);
    await pasteInto(user, screen.getByLabelText(/^Subject/), 'Florida is open');
    await pasteInto(user, screen.getByLabelText(/^Body/), 'Gates open.');
    await pasteInto(user, await screen.findByLabelText('Spanish subject'), '¡Florida abrió!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Spanish body is required')).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('Spanish body'), 'Abrimos.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Announcement queued');
    expect(requests.find((r) => r.path === '/api/announcements')?.body).toEqual({
      region: 'florida',
      subject: 'Florida is open',
      body: 'Gates open.',
      translations: { es: { subject: '¡Florida abrió!', body: 'Abrimos.' } },
    });
  });

  it('asks for no Spanish for a region in English only', async () => {
    renderAdmin(<AnnouncementDialog region="new-york" onClose={() => {}} />);
    await screen.findByText('New York');
    expect(screen.queryByLabelText('Spanish subject')).not.toBeInTheDocument();
  });

  it('says who gets it when mail goes out now', async () => {
    server.use(queued(null));
    await send();
    expect(await screen.findByText('12 confirmed subscribers of Florida will get it.')).toBeInTheDocument();
  });
});
