import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { SignUpForm } from './sign-up-form';

const form = <SignUpForm region="florida" title="Tell me when Florida opens" consent="One e-mail when the gates open." />;

describe('SignUpForm', () => {
  it('signs an address up for the region and says where the confirmation link goes, true for an address already on the list too', async () => {
    server.use(
      http.post('/api/subscribers', () => HttpResponse.json({ email: 'raven@example.com', confirmationSent: true }, { status: 201 })),
    );
    const requests = recordRequests();
    renderWithProviders(form);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' raven@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByText(
        'Almost there: check raven@example.com for our link to confirm; it works for 7 days. Already on the list? Then nothing changes.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/subscribers')?.body).toEqual({
      email: 'raven@example.com',
      region: 'florida',
      language: 'en',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('signs up from a Spanish page in Spanish, so the confirmation and every mail after it are in Spanish', async () => {
    server.use(
      http.post('/api/subscribers', () => HttpResponse.json({ email: 'lucia@example.com', confirmationSent: true }, { status: 201 })),
    );
    const requests = recordRequests();
    renderWithProviders(form, { language: 'es' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Suscríbeme' }));
    await screen.findByText(/lucia@example\.com/);
    expect(requests.find((r) => r.path === '/api/subscribers')?.body).toEqual({
      email: 'lucia@example.com',
      region: 'florida',
      language: 'es',
    });
  });

  it("says the link comes once the park's e-mail is set up, while it is not", async () => {
    server.use(
      http.post('/api/subscribers', () => HttpResponse.json({ email: 'raven@example.com', confirmationSent: false }, { status: 201 })),
    );
    renderWithProviders(form);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'raven@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByText(
        'Thanks: we noted raven@example.com. Our e-mail is not set up yet: the link to confirm comes as soon as it is (none if the address is on the list already), and nothing else is sent until you confirm.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses an address that is not one, and ties the message to the field', async () => {
    const requests = recordRequests();
    renderWithProviders(form);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'raven');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(requests.some((r) => r.path === '/api/subscribers')).toBe(false);
  });

  it("shows the server's message for the address", async () => {
    server.use(
      http.post('/api/subscribers', () =>
        HttpResponse.json(
          { statusCode: 400, message: 'That address cannot receive mail', errors: { email: ['That address cannot receive mail'] } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(form);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'raven@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await screen.findByText('That address cannot receive mail');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('That address cannot receive mail');
  });

  it('speaks Spanish on a Spanish page: its label, its button, its message for a wrong address and its answer', async () => {
    server.use(
      http.post('/api/subscribers', () => HttpResponse.json({ email: 'raven@example.com', confirmationSent: true }, { status: 201 })),
    );
    renderWithProviders(form, { language: 'es' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'raven');
    await user.click(screen.getByRole('button', { name: 'Suscríbeme' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Escribe un correo electrónico válido');
    await user.type(screen.getByLabelText('Correo electrónico'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Suscríbeme' }));
    expect(
      await screen.findByText(
        '¡Ya casi! Busca en raven@example.com nuestro enlace para confirmar; funciona por 7 días. ¿Ya estás en la lista? Entonces no cambia nada.',
      ),
    ).toBeInTheDocument();
  });
});
