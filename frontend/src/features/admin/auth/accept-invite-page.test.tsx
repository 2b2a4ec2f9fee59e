import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { AcceptInvitePage } from './accept-invite-page';

const GONE =
  'This invitation link is no longer valid: it has been used, replaced by a newer one or has expired. Ask the park owner for a new invitation.';

function renderAt(route: string) {
  return renderAdmin(<AcceptInvitePage />, { route, path: '/admin/accept-invite' });
}

async function choose(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('AcceptInvitePage', () => {
  it('sets the password with the token of the link, then leads to the sign-in', async () => {
    const requests = recordRequests();
    server.use(
      http.post('/api/staff/accept-invite', () =>
        HttpResponse.json({ username: 'marta', message: 'Your password is set. Sign in with it.' }),
      ),
    );
    renderAt('/admin/accept-invite?token=abc123');
    await choose('lantern-chose-this-one');
    expect(await screen.findByText('Your password is set. Sign in as marta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/admin/login');
    expect(requests.find((request) => request.path === '/api/staff/accept-invite')?.body).toEqual({
      token: 'abc123',
      password: 'lantern-chose-this-one',
    });
  });

  it("says so when the link was used or has expired (the server's 410)", async () => {
    server.use(
      http.post('/api/staff/accept-invite', () => HttpResponse.json({ statusCode: 410, message: GONE, error: 'Gone' }, { status: 410 })),
    );
    renderAt('/admin/accept-invite?token=used');
    await choose('lantern-chose-this-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(GONE);
  });

  it('shows how hard the password is to guess as the member types, with the reason the server would refuse it', async () => {
    renderAt('/admin/accept-invite?token=abc123');
    const user = userEvent.setup();
    const field = screen.getByLabelText('New password');
    await user.type(field, 'password1234');
    expect(
      await screen.findByText(/^This password is too easy to guess: this is similar to a commonly used password\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    await user.clear(field);
    await user.type(field, 'Haunted-Park-1');
    expect(await screen.findByText("The password must not contain the park's name (Haunted Park)")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'velvet-lantern-moss-42');
    expect(await screen.findByText('Very strong: hard to guess')).toBeInTheDocument();
  });

  it('checks the password before calling the server', async () => {
    const requests = recordRequests();
    renderAt('/admin/accept-invite?token=abc123');
    await choose('short', 'short');
    expect(await screen.findByText('The password must be at least 12 characters')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
