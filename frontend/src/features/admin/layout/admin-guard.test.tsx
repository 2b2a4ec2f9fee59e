import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SESSION_EXPIRED_EVENT } from '../../../api/base-api';
import { TOKEN_KEY } from '../../../api/token-storage';
import { deferred, recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { AdminGuard } from './admin-guard';

function renderGuarded() {
  return renderAdmin(
    <AdminGuard>
      <p>Secret admin screen</p>
    </AdminGuard>,
    { route: '/admin/blog', routes: [{ path: '/admin/login', element: <p>Login screen</p> }] },
  );
}

describe('AdminGuard', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a token to /admin/login without calling the server', async () => {
    const requests = recordRequests();
    renderGuarded();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows Verifying credentials... while the token is checked, then the screen', async () => {
    localStorage.setItem(TOKEN_KEY, 'good-token');
    const verdict = deferred();
    server.use(
      http.get('/api/admin/verify', async () => {
        await verdict.promise;
        return HttpResponse.json({ valid: true });
      }),
    );
    const requests = recordRequests();
    renderGuarded();
    expect(await screen.findByText('Verifying credentials...')).toBeInTheDocument();
    expect(screen.queryByText('Secret admin screen')).not.toBeInTheDocument();
    verdict.resolve();
    expect(await screen.findByText('Secret admin screen')).toBeInTheDocument();
    expect(requests[0].headers.get('Authorization')).toBe('Bearer good-token');
  });

  it('removes a refused token and redirects to the login', async () => {
    localStorage.setItem(TOKEN_KEY, 'revoked-token');
    server.use(http.get('/api/admin/verify', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    renderGuarded();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token while the server answers 503, says it is retrying, and lets the admin in once it answers', async () => {
    localStorage.setItem(TOKEN_KEY, 'some-token');
    let serverUp = false;
    server.use(
      http.get('/api/admin/verify', () =>
        serverUp ? HttpResponse.json({ valid: true }) : HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      ),
    );
    renderGuarded();
    expect(await screen.findByText('Server unavailable, retrying...')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('some-token');
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    serverUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Secret admin screen')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('some-token');
  });

  it('keeps the token when the check is cancelled because the page is being left', async () => {
    localStorage.setItem(TOKEN_KEY, 'good-token');
    const verdict = deferred();
    server.use(
      http.get('/api/admin/verify', async () => {
        await verdict.promise;
        return HttpResponse.error();
      }),
    );
    const requests = recordRequests();
    renderGuarded();
    await screen.findByText('Verifying credentials...');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    try {
      await act(async () => {
        verdict.resolve();
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(requests).toHaveLength(1);
      expect(localStorage.getItem(TOKEN_KEY)).toBe('good-token');
      expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    } finally {
      act(() => {
        window.dispatchEvent(new Event('pageshow'));
      });
    }
  });

  it('keeps the token when the server cannot be reached', async () => {
    localStorage.setItem(TOKEN_KEY, 'good-token');
    server.use(http.get('/api/admin/verify', () => HttpResponse.error()));
    renderGuarded();
    expect(await screen.findByText('Server unavailable, retrying...')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('good-token');
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('goes to the login once when any later call reports an expired session', async () => {
    localStorage.setItem(TOKEN_KEY, 'good-token');
    server.use(http.get('/api/admin/verify', () => HttpResponse.json({ valid: true })));
    const { router } = renderGuarded();
    await screen.findByText('Secret admin screen');
    act(() => {
      localStorage.removeItem(TOKEN_KEY);
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(screen.getByText('Session expired')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
