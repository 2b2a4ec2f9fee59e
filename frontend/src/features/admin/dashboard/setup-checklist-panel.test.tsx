import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { SetupChecklistDto } from '../../../api/staff-api';
import { server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { SetupChecklistPanel } from './setup-checklist-panel';

const checklist = (done: boolean[]): SetupChecklistDto => ({
  items: [
    { key: 'ticketing-site', label: 'Ticketing site', detail: 'Where BUY TICKETS leads.', adminPath: '/admin/tickets', done: done[0] },
    { key: 'email', label: 'E-mail (SMTP)', detail: 'Set SMTP_URL on the server.', adminPath: null, done: done[1] },
  ],
  complete: done.every(Boolean),
});

describe('SetupChecklistPanel', () => {
  it('shows nothing until the server answers, then the steps left with a link to each screen', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/setup/checklist', async () => {
        await answered;
        return HttpResponse.json(checklist([false, true]));
      }),
    );
    renderAdmin(<SetupChecklistPanel />);
    await delay(50);
    expect(screen.queryByRole('heading', { name: 'Set up your season' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: 'Set up your season' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 done. This list goes away once everything is set.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up Ticketing site' })).toHaveAttribute('href', '/admin/tickets');
    expect(screen.queryByRole('link', { name: 'Set up E-mail (SMTP)' })).not.toBeInTheDocument();
  });

  it('never shows once every step is done', async () => {
    let asked = false;
    server.use(
      http.get('/api/setup/checklist', () => {
        asked = true;
        return HttpResponse.json(checklist([true, true]));
      }),
    );
    const { store } = renderAdmin(<SetupChecklistPanel />);
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"status":"fulfilled"'));
    expect(screen.queryByRole('heading', { name: 'Set up your season' })).not.toBeInTheDocument();
  });

  it('says so when the checklist cannot be loaded', async () => {
    server.use(http.get('/api/setup/checklist', () => HttpResponse.json({ message: 'Server unavailable' }, { status: 503 })));
    renderAdmin(<SetupChecklistPanel />);
    expect(await screen.findByRole('heading', { name: 'Set up your season' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
