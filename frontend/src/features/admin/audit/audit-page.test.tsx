import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEntryResponseDto as AuditEntry } from '../../../api/staff-api';
import { recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { AuditPage, describeChange } from './audit-page';

const entry: AuditEntry = {
  id: 7,
  createdAt: '2026-10-02T18:30:00.000Z',
  actorId: 1,
  actorUsername: 'owner',
  actorRole: 'admin',
  address: '203.0.113.7',
  action: 'update',
  recordType: 'blog-post',
  recordId: '42',
  label: 'The Hollow Bride',
  changes: [{ field: 'published', from: 'false', to: 'true' }, { field: 'content' }],
};

describe('AuditPage', () => {
  it('lists who changed what, from where, and the fields old → new', async () => {
    server.use(http.get('/api/audit-log', () => HttpResponse.json(page([entry], 45))));
    renderAdmin(<AuditPage />, { route: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('owner')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText('Story “The Hollow Bride”')).toBeInTheDocument();
    expect(within(row).getByText('published: false → true')).toBeInTheDocument();
    expect(within(row).getByText('content')).toBeInTheDocument();
  });

  it('names a record by its id only when it has no name', async () => {
    server.use(
      http.get('/api/audit-log', () => HttpResponse.json(page([{ ...entry, recordType: 'site-settings', recordId: '1', label: null }]))),
    );
    renderAdmin(<AuditPage />, { route: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Settings #1')).toBeInTheDocument();
  });

  const auditRequests = () => {
    const requests = recordRequests();
    return () => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path === '/api/audit-log').at(-1)!.search));
  };

  it('asks the server again with the record type and days chosen', async () => {
    server.use(http.get('/api/audit-log', () => HttpResponse.json(page([entry], 45))));
    const last = auditRequests();
    renderAdmin(<AuditPage />, { route: '/admin/audit' });
    await screen.findByRole('table', { name: 'Audit log' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(screen.getByRole('option', { name: 'Story' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(last()).toEqual({ limit: '20', offset: '0', recordType: 'blog-post', from: '2026-10-01', to: '2026-10-31' }),
    );
  });

  it('asks the server again for a member and for the next page', async () => {
    server.use(http.get('/api/audit-log', () => HttpResponse.json(page([entry], 45))));
    const last = auditRequests();
    renderAdmin(<AuditPage />, { route: '/admin/audit' });
    await screen.findByRole('table', { name: 'Audit log' });
    fireEvent.change(screen.getByLabelText('Member (username)'), { target: { value: 'owner' } });
    // The member box reports its text after a pause, and a new filter goes back to the first page.
    await waitFor(() => expect(last()).toEqual({ limit: '20', offset: '0', member: 'owner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(last()).toEqual({ limit: '20', offset: '20', member: 'owner' }));
  });

  it('says so when no entry matches', async () => {
    server.use(http.get('/api/audit-log', () => HttpResponse.json(page([]))));
    renderAdmin(<AuditPage />, { route: '/admin/audit' });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });
});

describe('describeChange', () => {
  it('shows old → new, a new value alone, an empty value, or the name alone', () => {
    expect(describeChange({ field: 'title', from: 'Old', to: 'New' })).toBe('title: Old → New');
    expect(describeChange({ field: 'title', to: 'New' })).toBe('title: New');
    expect(describeChange({ field: 'note', from: 'Sold out', to: null })).toBe('note: Sold out → (empty)');
    expect(describeChange({ field: 'passwordHash' })).toBe('passwordHash');
  });
});
