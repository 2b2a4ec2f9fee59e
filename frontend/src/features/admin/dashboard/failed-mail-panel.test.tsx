import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OutboxMailResponseDto as OutboxMail } from '../../../api/staff-api';
import { recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { FailedMailPanel } from './failed-mail-panel';

const failed: OutboxMail = {
  id: 7,
  createdAt: '2026-10-03T21:04:00.000Z',
  to: 'info@haunt.example.com',
  subject: 'New contact message from Wanda Hollow (New York)',
  about: 'ContactSubmission 12',
  status: 'failed',
  attempts: 10,
  nextAttemptAt: '2026-10-04T01:04:00.000Z',
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  sentAt: null,
  waitingFor: null,
};

describe('FailedMailPanel', () => {
  it('shows nothing while every e-mail went out', async () => {
    server.use(http.get('/api/mail-outbox', () => HttpResponse.json(page([]))));
    const requests = recordRequests();
    const { store } = renderAdmin(<FailedMailPanel />);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/mail-outbox')).toBe(true));
    expect(requests.find((r) => r.path === '/api/mail-outbox')?.search).toBe('?limit=5&offset=0&status=failed');
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"status":"fulfilled"'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument();
  });

  it('lists the e-mails that could not be sent, with why, and sends one again', async () => {
    let retried = false;
    server.use(
      http.get('/api/mail-outbox', () => HttpResponse.json(retried ? page([]) : page([failed]))),
      http.post('/api/mail-outbox/7/retry', () => {
        retried = true;
        return HttpResponse.json({ ...failed, status: 'pending', attempts: 0 });
      }),
    );
    renderAdmin(<FailedMailPanel />);
    expect(await screen.findByText('1 e-mail could not be sent')).toBeInTheDocument();
    expect(screen.getByText('New contact message from Wanda Hollow (New York) → info@haunt.example.com')).toBeInTheDocument();
    expect(screen.getByText(/10 attempt\(s\) · connect ECONNREFUSED 10\.0\.0\.5:587/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('1 e-mail could not be sent')).not.toBeInTheDocument());
  });
});
