import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { tokenStorage } from '../../../api/token-storage';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { AcceptInvitePage } from './accept-invite-page';

const GONE =
  'This invitation link is no longer valid: it has been used, replaced by a newer one or has expired. Ask the park owner for a new invitation.';
const gone = () => HttpResponse.json({ statusCode: 410, code: 'INVITATION_GONE', message: GONE, error: 'Gone' }, { status: 410 });
const forMarta = http.post('/api/staff/invitation', () => HttpResponse.json({ username: 'marta', expiresAt: '2026-11-01T12:00:00.000Z' }));

function renderAt(route: string) {
  return renderAdmin(<AcceptInvitePage />, {
    route,
    path: '/admin/accept-invite',
    routes: [{ path: '/admin', element: <h1>Dashboard</h1> }],
  });
}

/** Types (pastes: this is not a test of typing) into a field. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function choose(password: string, repeat = password) {
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText('New password'), password);
  await fill(user, screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('AcceptInvitePage', () => {
  // The checker's dictionaries are loaded once for the file, as a browser keeps them once loaded.
  beforeAll(() => import('../shared/password-rules'));
  afterEach(() => tokenStorage.clear());

  it('checks the token after # first, sets the password, then signs the member in', async () => {
    const requests = recordRequests();
    server.use(
      forMarta,
      http.post('/api/staff/accept-invite', () =>
        HttpResponse.json({ username: 'marta', message: 'Your password is set. Sign in with it.' }),
      ),
      http.post('/api/admin/login', () =>
        HttpResponse.json({ token: 'marta-session', message: 'Login successful', expiresAt: '2026-11-01T12:00:00.000Z' }),
      ),
    );
    const { router } = renderAt('/admin/accept-invite#token=abc123');
    expect(await screen.findByText('Choose the password of marta')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    await choose('lantern-chose-this-one');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('marta-session');
    const bodies = Object.fromEntries(requests.map((request) => [request.path, request.body]));
    expect(bodies).toEqual({
      '/api/staff/invitation': { token: 'abc123' },
      '/api/staff/accept-invite': { token: 'abc123', password: 'lantern-chose-this-one' },
      '/api/admin/login': { username: 'marta', password: 'lantern-chose-this-one' },
    });
  });

  it('says a used or expired link is no longer valid before anything is typed', async () => {
    server.use(http.post('/api/staff/invitation', gone));
    renderAt('/admin/accept-invite#token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(GONE);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('still reads the token of a link made before it moved after # (?token=)', async () => {
    const requests = recordRequests();
    server.use(forMarta);
    renderAt('/admin/accept-invite?token=older');
    expect(await screen.findByText('Choose the password of marta')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ token: 'older' });
  });

  it('asks for the whole link when it has no token', async () => {
    const requests = recordRequests();
    renderAt('/admin/accept-invite');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the whole invitation link. Open the link you were given.');
    expect(requests).toHaveLength(0);
  });

  it("says so when the link stopped working meanwhile (the server's 410 on accepting)", async () => {
    server.use(forMarta, http.post('/api/staff/accept-invite', gone));
    renderAt('/admin/accept-invite#token=abc123');
    await choose('lantern-chose-this-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(GONE);
  });

  it('shows how hard the password is to guess as the member types, with the reason the server would refuse it', async () => {
    server.use(forMarta);
    renderAt('/admin/accept-invite#token=abc123');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New password');
    await fill(user, field, 'password1234');
    expect(
      await screen.findByText(/^This password is too easy to guess: this is similar to a commonly used password\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    await fill(user, field, 'marta-lantern-velvet');
    expect(await screen.findByText('The password must not contain the username')).toBeInTheDocument();
    await fill(user, field, 'Haunted-Park-1');
    expect(await screen.findByText("The password must not contain the park's name (Haunted Park)")).toBeInTheDocument();
    await fill(user, field, 'velvet-lantern-moss-42');
    expect(await screen.findByText('Very strong: hard to guess')).toBeInTheDocument();
  });

  it('puts the meter in place as the member types, before the verdict, so the form does not move under a tap', async () => {
    server.use(forMarta);
    renderAt('/admin/accept-invite#token=abc123');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New password');
    await fill(user, field, 'velvet');
    expect(screen.getByText('Too short: at least 12 characters (6 so far)')).toBeInTheDocument();
    await fill(user, field, 'velvet-lantern-moss-42');
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toBeInTheDocument();
    expect(await screen.findByText('Very strong: hard to guess')).toBeInTheDocument();
  });

  it("refuses the park's own name from the settings, as the server does", async () => {
    server.use(
      forMarta,
      http.get('/api/settings', () => HttpResponse.json({ parkName: 'Ravenwood Frights' })),
    );
    renderAt('/admin/accept-invite#token=abc123');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New password');
    await fill(user, field, 'RAVENWOOD_frights_velvet');
    expect(await screen.findByText("The password must not contain the park's name (Ravenwood Frights)")).toBeInTheDocument();
    await fill(user, field, 'haunted-park-velvet-lantern-moss');
    expect(await screen.findByText('Very strong: hard to guess')).toBeInTheDocument();
  });

  it('checks the password before calling the server', async () => {
    const requests = recordRequests(['GET /api/settings', 'GET /api/regions']);
    server.use(forMarta);
    renderAt('/admin/accept-invite#token=abc123');
    await choose('short', 'short');
    expect(await screen.findByText('The password must be at least 12 characters')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/api/staff/invitation']);
  });
});
