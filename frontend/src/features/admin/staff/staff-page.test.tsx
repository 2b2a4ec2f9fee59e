import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StaffMemberResponseDto } from '../../../api/staff-api';
import { server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { StaffPage } from './staff-page';

const member = (overrides: Partial<StaffMemberResponseDto>): StaffMemberResponseDto => ({
  id: 2,
  createdAt: '2026-10-01T12:00:00.000Z',
  username: 'marta',
  email: 'marta@example.com',
  role: 'editor',
  totpEnabled: false,
  lastSignInAt: null,
  disabled: false,
  inviteExpiresAt: null,
  ...overrides,
});
const IN_A_DAY = new Date(Date.now() + 86_400_000).toISOString();
const LINK = 'https://haunt.example.com/admin/accept-invite#token=abc123';

describe('StaffPage', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/staff', () =>
        HttpResponse.json([
          member({ id: 2, username: 'marta', inviteExpiresAt: IN_A_DAY }),
          member({ id: 3, username: 'olek', inviteExpiresAt: '2026-01-01T00:00:00.000Z' }),
          member({ id: 4, username: 'pia', lastSignInAt: '2026-10-02T12:00:00.000Z' }),
        ]),
      ),
      http.get('/api/staff/policy', () => HttpResponse.json({ requireTwoFactor: false })),
      http.get('/api/staff/roles', () => HttpResponse.json([])),
      http.get('/api/staff/2/invitation-link', () => HttpResponse.json({ inviteUrl: LINK, inviteExpiresAt: IN_A_DAY })),
    );
  });

  it('lets the owner copy a pending invitation link again while it is valid', async () => {
    renderAdmin(<StaffPage />, { route: '/admin/staff' });
    const copy = await screen.findByRole('button', { name: 'Copy the invitation link of marta' });
    expect(screen.queryByRole('button', { name: 'Copy the invitation link of olek' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy the invitation link of pia' })).not.toBeInTheDocument();
    await userEvent.setup().click(copy);
    const dialog = await screen.findByRole('dialog', { name: 'Invitation for marta' });
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(LINK);
  });

  it('says why when the link cannot be shown again', async () => {
    server.use(
      http.get('/api/staff/2/invitation-link', () =>
        HttpResponse.json(
          { statusCode: 410, code: 'INVITATION_GONE', message: 'This member has no invitation link to show.', error: 'Gone' },
          { status: 410 },
        ),
      ),
    );
    renderAdmin(<StaffPage />, { route: '/admin/staff' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Copy the invitation link of marta' }));
    expect(await screen.findByText('This member has no invitation link to show.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
