import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StaffEmploymentApplicationResponseDto, TimelineEntryDto } from '../../../api/staff-api';
import { TOKEN_KEY } from '../../../api/token-storage';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { ApplicantPage } from './applicant-page';
import { UnsavedChangesGuard } from '../shared/unsaved-changes';
import { pasteInto } from '../../../test/paste-into';

const application: StaffEmploymentApplicationResponseDto = {
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
  jobPostingId: 1,
  jobTitle: 'Sinister Actor',
  positionType: 'actor',
  specificPositions: ['Tour Guide'],
  availability: 'weekends',
  availableNights: [],
  startDate: '2025-09-15',
  previousExperience: null,
  specialSkills: null,
  performanceLinks: null,
  over18: true,
  canLiftWeight: false,
  comfortableInDark: true,
  status: 'pending',
  season: 2025,
  language: 'en',
  relatedApplications: [],
  headshotUrl: null,
  resumeUrl: null,
  createdAt: '2025-08-01T18:30:00.000Z',
  updatedAt: '2025-08-01T18:30:00.000Z',
};

const none = { actor: null, noteId: null, mailId: null, mailStatus: null, mailError: null };
const now = new Date().toISOString();
const timeline: TimelineEntryDto[] = [
  { ...none, at: application.createdAt, kind: 'submitted', text: 'Application submitted' },
  {
    ...none,
    at: application.createdAt,
    kind: 'email',
    text: 'We received your application, Morticia',
    mailId: 4,
    mailStatus: 'failed',
    mailError: '550 Mailbox unavailable',
  },
  { ...none, at: now, kind: 'note', text: 'Great scream', actor: 'hana', noteId: 9 },
  { ...none, at: '2025-08-02T10:00:00.000Z', kind: 'note', text: 'Old note', actor: 'hana', noteId: 8 },
];

function renderPage({ smtpConfigured = true, guarded = false, applicant = application } = {}) {
  localStorage.setItem(TOKEN_KEY, 'good-token');
  server.use(
    http.get('/api/admin/verify', () =>
      HttpResponse.json({
        valid: true,
        user: {
          id: 3,
          username: 'hana',
          role: 'hiring',
          totpEnabled: false,
          twoFactorSetupRequired: false,
          permissions: ['applications', 'email-templates'],
        },
      }),
    ),
    http.get('/api/employment-applications/7', () => HttpResponse.json(applicant)),
    http.get('/api/employment-applications/7/timeline', () => HttpResponse.json(timeline)),
    http.get('/api/email-templates', () =>
      HttpResponse.json({
        templates: [{ id: 2, name: 'Audition invitation', subject: 's', body: 'b', sendOnStatus: null, createdAt: now, updatedAt: now }],
        placeholders: ['firstName'],
        smtpConfigured,
        waitingForSmtp: smtpConfigured ? 0 : 3,
      }),
    ),
  );
  const page = guarded ? (
    <UnsavedChangesGuard>
      <ApplicantPage />
    </UnsavedChangesGuard>
  ) : (
    <ApplicantPage />
  );
  return renderAdmin(page, {
    route: '/admin/employment/7',
    path: '/admin/employment/:id',
    routes: [{ path: '/admin/employment', element: <p>All the applications</p> }],
  });
}

describe('ApplicantPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the application, and a timeline with e-mail states, failures and the notes', async () => {
    renderPage();
    expect(await screen.findByText('1 Crypt Lane, Clarence, NY 14031')).toBeInTheDocument();
    const entries = await screen.findAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Application submitted'),
      expect.stringContaining('We received your application, Morticia'),
      expect.stringContaining('Great scream'),
      expect.stringContaining('Old note'),
    ]);
    expect(within(entries[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(entries[1]).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(entries[1]).getByRole('button', { name: 'Discard E-mail' })).toBeInTheDocument();
    // The member's own recent note can be edited; an old one cannot.
    expect(await within(entries[2]).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(entries[3]).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/E-mail is not set up/)).not.toBeInTheDocument();
    expect(screen.queryByText('Spanish')).not.toBeInTheDocument();
  });

  it('marks an applicant who applied from a Spanish page, so staff write to them in Spanish', async () => {
    renderPage({ applicant: { ...application, language: 'es' } });
    expect(await screen.findByText('1 Crypt Lane, Clarence, NY 14031')).toBeInTheDocument();
    expect(screen.getByText('Spanish')).toBeInTheDocument();
  });

  it('adds a note', async () => {
    server.use(http.post('/api/employment-applications/7/notes', () => HttpResponse.json({}, { status: 201 })));
    const requests = recordRequests();
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('textbox', { name: 'Note' }));
    await user.paste('Call back on Friday');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/employment-applications/7/notes', body: { text: 'Call back on Friday' } }),
    ]);
  });

  it('sends the chosen template', async () => {
    server.use(http.post('/api/employment-applications/7/emails', () => HttpResponse.json({ queued: 1, notFound: [] })));
    const requests = recordRequests();
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Audition invitation' }));
    await user.click(screen.getByRole('button', { name: 'Send E-mail' }));
    expect(await screen.findByText('E-mail queued')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/employment-applications/7/emails', body: { templateId: 2 } }),
    ]);
  });

  it('discards a mail that failed', async () => {
    server.use(http.post('/api/employment-applications/7/emails/4/discard', () => HttpResponse.json({})));
    const requests = recordRequests();
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Discard E-mail' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/employment-applications/7/emails/4/discard' }),
    ]);
  });

  it("links the applicant's other applications, saying which season they belong to", async () => {
    application.relatedApplications = [
      { id: 3, createdAt: '2024-09-02T18:30:00.000Z', status: 'accepted', region: 'new-york', season: 2024, relation: 'returning' },
    ];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Other Applications' })).toBeInTheDocument();
    expect(screen.getByText('Earlier season')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open application 3' })).toHaveAttribute('href', '/admin/employment/3');
    application.relatedApplications = [];
  });

  it('erases the applicant after confirming, and goes back to the list', async () => {
    server.use(http.delete('/api/employment-applications/7', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    const { router } = renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Erase Applicant' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Erase the application of Morticia Graves/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Applicant erased')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/employment-applications/7']);
    expect(router.state.location.pathname).toBe('/admin/employment');
  });

  it('says when no mail server is set yet', async () => {
    renderPage({ smtpConfigured: false });
    expect(await screen.findByText(/No mail server is set yet \(under E-mail\)/)).toBeInTheDocument();
  });

  it('asks before leaving the page with a note typed and not added', async () => {
    const user = userEvent.setup();
    renderPage({ guarded: true });
    const notes = await screen.findByRole('form', { name: 'Add a note' });
    await pasteInto(user, within(notes).getByRole('textbox', { name: 'Note' }), 'Call back after the audition');
    await user.click(screen.getByRole('link', { name: 'All Applications' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('All the applications')).toBeInTheDocument();
  });
});
