import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TOKEN_KEY } from '../../../api/token-storage';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { TwoFactorCard } from './two-factor-card';

const verified = (totpEnabled: boolean) =>
  http.get('/api/admin/verify', () => HttpResponse.json({ valid: true, user: { id: 1, username: 'warden', role: 'admin', totpEnabled } }));

describe('TwoFactorCard', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'first-token'));
  afterEach(() => localStorage.clear());

  it('turns two-factor authentication off with the password and a code, and keeps the session with the new token', async () => {
    server.use(
      verified(true),
      http.post('/api/admin/totp/disable', () => HttpResponse.json({ token: 'renewed-token', expiresAt: '2030-01-01T00:00:00.000Z' })),
    );
    const requests = recordRequests();
    renderAdmin(<TwoFactorCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'correct horse');
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Two-factor authentication is off. Other sessions of this account were signed out.'),
    ).toBeInTheDocument();
    const sent = requests.find((request) => request.path === '/api/admin/totp/disable')!;
    expect(sent.body).toEqual({ password: 'correct horse', code: 'abcde-fghjk' });
    expect(sent.headers.get('Authorization')).toBe('Bearer first-token');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('renewed-token');
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a wrong password next to the field and stays on', async () => {
    server.use(
      verified(true),
      http.post('/api/admin/totp/disable', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: ['That is not the password of this account.'],
            error: 'Bad Request',
            errors: { password: ['That is not the password of this account.'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderAdmin(<TwoFactorCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.type(screen.getByLabelText('Current password'), 'wrong password');
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('That is not the password of this account.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('first-token');
    expect(screen.getByText(/^On:/)).toBeInTheDocument();
  });

  it('turns it on with the password and the app’s code, shows the recovery codes and stores the new token', async () => {
    server.use(
      verified(false),
      http.post('/api/admin/totp/setup', () =>
        HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA==' }),
      ),
      http.post('/api/admin/totp/enable', () =>
        HttpResponse.json({ token: 'renewed-token', expiresAt: '2030-01-01T00:00:00.000Z', recoveryCodes: ['abcde-fghjk', 'bcdef-ghjkm'] }),
      ),
    );
    const requests = recordRequests();
    renderAdmin(<TwoFactorCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.type(screen.getByLabelText('Current password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/admin/totp/enable')!.body).toEqual({
      password: 'correct horse',
      code: '123456',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('renewed-token');
    expect(screen.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeInTheDocument();
  });
});
