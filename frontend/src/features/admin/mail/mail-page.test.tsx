import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MailSettingsResponseDto, OutboxMailResponseDto as OutboxMail } from '../../../api/staff-api';
import { recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { Link } from 'react-router-dom';
import { UnsavedChangesGuard } from '../shared/unsaved-changes';
import { MailPage } from './mail-page';

const unset: MailSettingsResponseDto = {
  smtpServer: null,
  mailFrom: 'Haunted Park <no-reply@localhost>',
  publicUrl: null,
  locked: { smtpUrl: false, mailFrom: false, publicUrl: false },
};

const mail = (overrides: Partial<OutboxMail>): OutboxMail => ({
  id: 1,
  createdAt: '2026-10-03T21:04:00.000Z',
  to: 'wanda@example.com',
  subject: 'Confirm your Haunted Park Florida sign-up',
  about: 'Subscriber 1',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-10-03T21:04:00.000Z',
  lastError: null,
  sentAt: null,
  waitingFor: 'mail-server',
  ...overrides,
});

describe('MailPage', () => {
  it('shows what waits and why, and saves the mail server, sender and public address', async () => {
    let settings = unset;
    server.use(
      http.get('/api/mail-settings', () => HttpResponse.json(settings)),
      http.put('/api/mail-settings', async ({ request }) => {
        const body = (await request.json()) as { mailFrom: string; publicUrl: string };
        settings = { ...settings, smtpServer: 'smtps://park@smtp.example.com:465', mailFrom: body.mailFrom, publicUrl: body.publicUrl };
        return HttpResponse.json(settings);
      }),
      http.get('/api/mail-outbox', () => HttpResponse.json(page([mail({})]))),
    );
    const requests = recordRequests();
    renderAdmin(<MailPage />);
    expect(await screen.findByText('No mail server is set: every e-mail waits in the outbox below until one is.')).toBeInTheDocument();
    const row = await screen.findByTestId('outbox-row');
    expect(within(row).getByText('Confirm your Haunted Park Florida sign-up')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for a mail server: set it above')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/mail-outbox')?.search).toBe('?limit=20&offset=0&status=pending');

    const user = userEvent.setup();
    const fill = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Mail server (SMTP URL)', 'smtps://park:secret@smtp.example.com:465');
    await fill('From address', 'Haunted Park <hello@park.example.com>');
    await fill('Public address of the site', 'https://park.example.com');
    await user.click(screen.getByRole('button', { name: 'Save Mail Settings' }));
    expect(await screen.findByText('Mail settings saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT' && r.path === '/api/mail-settings')?.body).toEqual({
      smtpUrl: 'smtps://park:secret@smtp.example.com:465',
      mailFrom: 'Haunted Park <hello@park.example.com>',
      publicUrl: 'https://park.example.com',
    });
    expect(await screen.findByText(/Now smtps:\/\/park@smtp\.example\.com:465\. Stored encrypted/)).toBeInTheDocument();
    expect(screen.getByLabelText('Mail server (SMTP URL)')).toHaveValue('');
  });

  it('locks what the server environment sets, and sends a test e-mail with the server’s answer', async () => {
    server.use(
      http.get('/api/mail-settings', () =>
        HttpResponse.json({
          smtpServer: 'smtp://mail.internal:25',
          mailFrom: 'Park <env@park.example.com>',
          publicUrl: 'https://park.example.com',
          locked: { smtpUrl: true, mailFrom: true, publicUrl: false },
        }),
      ),
      http.post('/api/mail-settings/test', () => HttpResponse.json({ sent: false, error: '550 Mailbox unavailable' })),
      http.get('/api/mail-outbox', () =>
        HttpResponse.json(page([mail({ id: 2, status: 'failed', waitingFor: null, attempts: 10, lastError: '550 Mailbox unavailable' })])),
      ),
    );
    renderAdmin(<MailPage />);
    expect(await screen.findByLabelText('Mail server (SMTP URL)')).toBeDisabled();
    expect(screen.getByLabelText('From address')).toBeDisabled();
    expect(screen.getByText('Set by SMTP_URL on the server, which wins; change it there')).toBeInTheDocument();
    expect(screen.getByLabelText('Public address of the site')).toBeEnabled();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Send a test e-mail to'));
    await user.paste('owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a Test E-mail' }));
    expect(await screen.findByText('The mail server did not take the test e-mail: 550 Mailbox unavailable')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument());
  });

  it('leaves at once after a test e-mail went out: the address typed for it is no unsaved work', async () => {
    server.use(
      http.get('/api/mail-settings', () => HttpResponse.json({ ...unset, smtpServer: 'smtp://mail.internal:25' })),
      http.post('/api/mail-settings/test', () => HttpResponse.json({ sent: true, error: null })),
      http.get('/api/mail-outbox', () => HttpResponse.json(page([]))),
    );
    const user = userEvent.setup();
    renderAdmin(
      <UnsavedChangesGuard>
        <Link to="/admin/regions">Regions</Link>
        <MailPage />
      </UnsavedChangesGuard>,
      { route: '/admin/mail', routes: [{ path: '/admin/regions', element: <p>The regions</p> }] },
    );
    await user.type(await screen.findByLabelText('Send a test e-mail to'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a Test E-mail' }));
    expect(await screen.findByText('The mail server accepted the test e-mail to owner@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Send a test e-mail to')).toHaveValue('owner@example.com');
    await user.click(screen.getByRole('link', { name: 'Regions' }));
    expect(await screen.findByText('The regions')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });
});
