import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TOKEN_KEY } from '../../../api/token-storage';
import { deferred, inTurn, recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
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
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: /Back to Website/ })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/demo credentials/i)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/admin123|password:/i);
  });

  it('requires a username and a password before calling the server', async () => {
    const requests = recordRequests();
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for the authenticator code when the account has a second factor, then signs in with it', async () => {
    server.use(
      http.post<never, { code?: string }>('/api/admin/login', async ({ request }) =>
        (await request.json()).code === '123456'
          ? HttpResponse.json({ token: 'two-factor-token', message: 'Login successful', expiresAt: new Date().toISOString() })
          : HttpResponse.json(
              {
                statusCode: 401,
                message: 'Enter the code from your authenticator app',
                error: 'Unauthorized',
                secondFactorRequired: true,
              },
              { status: 401 },
            ),
      ),
    );
    const requests = recordRequests();
    renderLogin();
    const user = await logIn();
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(requests.map((request) => (request.body as { code?: string }).code)).toEqual([undefined, '123456']);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('two-factor-token');
  });

  it("shows the server's refusal, 'Invalid credentials' without one, 'Login failed. Please try again.' when the network fails, and clears it on the next try", async () => {
    const signedIn = deferred();
    server.use(
      http.post(
        '/api/admin/login',
        inTurn(
          () => HttpResponse.json({ statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' }, { status: 401 }),
          () => new HttpResponse(null, { status: 401 }),
          () => HttpResponse.error(),
          async () => {
            await signedIn.promise;
            return HttpResponse.json({ token: 't', message: 'ok' });
          },
        ),
      ),
    );
    renderLogin();
    const user = await logIn();
    const tryAgain = () => user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await tryAgain();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    await tryAgain();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    await tryAgain();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    signedIn.resolve();
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('reads Logging in... and is disabled while the request runs', async () => {
    const pending = deferred();
    server.use(
      http.post('/api/admin/login', async () => {
        await pending.promise;
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      }),
    );
    renderLogin();
    await logIn();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    pending.resolve();
    expect(await screen.findByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
  });

  it('stores the token, welcomes the admin and opens the dashboard', async () => {
    server.use(http.post('/api/admin/login', () => HttpResponse.json({ token: 'jwt-token', message: 'Login successful' })));
    const requests = recordRequests();
    renderLogin();
    await logIn(' warden ', 'correct horse');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-token');
    expect(requests[0].body).toEqual({ username: 'warden', password: 'correct horse' });
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin dashboard')).toBeInTheDocument();
  });
});
