/** @jest-environment ./src/features/admin/test/fetch-environment.mjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../../api/token-storage';
import { deferred, renderAdmin, stubFetch, type StubResponse } from '../test/render';
import { LoginPage } from './login-page';

function renderLogin() {
  return renderAdmin(<LoginPage />, {
    route: '/admin/login',
    routes: [
      { path: '/admin', element: <p>Dashboard screen</p> },
      { path: '/', element: <p>Public landing</p> },
    ],
  });
}

async function logIn(username = 'warden', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the fields, the Back to Website link and no credentials', () => {
    stubFetch({});
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: /Back to Website/ })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/demo credentials/i)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/admin123|password:/i);
  });

  it('requires a username and a password before calling the server', async () => {
    const { calls } = stubFetch({});
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    stubFetch({});
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for the authenticator code when the account has a second factor, then signs in with it', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/login': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? { body: { token: 'two-factor-token', message: 'Login successful', expiresAt: new Date().toISOString() } }
          : {
              status: 401,
              body: {
                statusCode: 401,
                message: 'Enter the code from your authenticator app',
                error: 'Unauthorized',
                secondFactorRequired: true,
              },
            },
    });
    renderLogin();
    const user = await logIn();
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(calls.map((call) => (call.body as { code?: string }).code)).toEqual([undefined, '123456']);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('two-factor-token');
  });

  it("shows the server's message when the credentials are refused", async () => {
    stubFetch({
      'POST /api/admin/login': { status: 401, body: { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' } },
    });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("falls back to 'Invalid credentials' when the refusal has no message", async () => {
    stubFetch({ 'POST /api/admin/login': { status: 401 } });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it("says 'Login failed. Please try again.' when the network fails", async () => {
    stubFetch({});
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('reads Logging in... and is disabled while the request runs', async () => {
    const pending = deferred<StubResponse>();
    stubFetch({ 'POST /api/admin/login': () => pending.promise });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    pending.resolve({ status: 401, body: { message: 'Invalid credentials' } });
    expect(await screen.findByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
  });

  it('stores the token, welcomes the admin and opens the dashboard', async () => {
    const { calls } = stubFetch({ 'POST /api/admin/login': { body: { token: 'jwt-token', message: 'Login successful' } } });
    renderLogin();
    await logIn(' warden ', 'correct horse');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-token');
    expect(calls[0].body).toEqual({ username: 'warden', password: 'correct horse' });
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin dashboard')).toBeInTheDocument();
  });

  it('clears an earlier error when the admin tries again', async () => {
    let attempt = 0;
    stubFetch({
      'POST /api/admin/login': () =>
        ++attempt === 1 ? { status: 401, body: { message: 'Invalid credentials' } } : { body: { token: 't', message: 'ok' } },
    });
    renderLogin();
    const user = await logIn();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await waitFor(() => expect(screen.getByText('Dashboard screen')).toBeInTheDocument());
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
  });
});
