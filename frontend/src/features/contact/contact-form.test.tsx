import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactForm } from './contact-form';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

function setup(send = jest.fn().mockResolvedValue({ id: 1 })) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactForm send={send} />);
  const fields = {
    name: screen.getByLabelText(/^Name/),
    email: screen.getByLabelText(/^Email/),
    message: screen.getByLabelText(/^Message/),
  };
  return { user, send, fields, submit: () => user.click(screen.getByRole('button', { name: 'Send Message' })) };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, fields: Record<'name' | 'email' | 'message', HTMLElement>) {
  await fill(user, fields.name, 'Raven');
  await fill(user, fields.email, 'raven@example.com');
  await fill(user, fields.message, 'I would like to book a group of twenty.');
}

// Rules and messages of every field: contact-schema.test.ts.
describe('ContactForm', () => {
  beforeEach(() => serveRegions(...STARTING_REGIONS));

  it('shows every rule message and the error summary, focuses the first field, and sends nothing when submitted empty', async () => {
    const { submit, send, fields } = setup();
    await submit();
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Name: Name must be at least 2 characters',
      'Email: Please enter a valid email address',
      'Message: Message must be at least 10 characters',
    ]);
    expect(document.getElementById('contact-name-helper-text')).toHaveTextContent('Name must be at least 2 characters');
    await waitFor(() => expect(fields.name).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid message as type general, shows Sending..., then the success toast and resets', async () => {
    let resolve!: (value: unknown) => void;
    const send = jest.fn(() => new Promise((r) => (resolve = r)));
    const { user, fields, submit } = setup(send);
    await fillValid(user, fields);
    await submit();

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Raven',
      email: 'raven@example.com',
      message: 'I would like to book a group of twenty.',
      type: 'general',
    });

    resolve({ id: 1 });
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    await waitFor(() => expect(fields.name).toHaveValue(''));
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the destructive error toast with the server's message or 'Please try again later', and keeps the input", async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce({
        status: 429,
        data: { statusCode: 429, message: 'Too many messages, slow down', error: 'Too Many Requests' },
      })
      .mockRejectedValueOnce({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    const { user, fields, submit } = setup(send);
    await fillValid(user, fields);
    await submit();
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Too many messages, slow down')).toBeInTheDocument();
    expect(fields.name).toHaveValue('Raven');
    await submit();
    expect(await screen.findByText('Please try again later')).toBeInTheDocument();
    expect(fields.message).toHaveValue('I would like to book a group of twenty.');
  });

  it('speaks Spanish on a Spanish page: its labels, its button and its rule messages', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithProviders(<ContactForm send={send} />, { language: 'es' });
    expect(screen.getByRole('form', { name: 'Escríbenos' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Nombre: El nombre debe tener al menos 2 caracteres' })).toBeInTheDocument();
    expect(document.getElementById('contact-message-helper-text')).toHaveTextContent('El mensaje debe tener al menos 10 caracteres');
    expect(send).not.toHaveBeenCalled();
  });

  it("says a refusal in Spanish on a Spanish page: a rate limit in its words, a refused field as invalid, never the server's English", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest
      .fn()
      .mockRejectedValueOnce({
        status: 429,
        data: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many messages from your address. Please try again later.' },
      })
      .mockRejectedValueOnce({
        status: 400,
        data: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: ['Email is not deliverable'],
          errors: { email: ['Email is not deliverable'] },
        },
      });
    renderWithProviders(<ContactForm send={send} />, { language: 'es' });
    await fill(user, screen.getByLabelText(/^Nombre/), 'Marisol');
    await fill(user, screen.getByLabelText(/^Correo electrónico/), 'marisol@example.com');
    await fill(user, screen.getByLabelText(/^Mensaje/), 'Queremos visitarlos en grupo.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Recibimos demasiados envíos desde tu conexión. Inténtalo de nuevo más tarde.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Por favor, inténtalo de nuevo más tarde')).toBeInTheDocument();
    expect(document.getElementById('contact-email-helper-text')).toHaveTextContent('Respuesta no válida');
    expect(screen.queryByText(/Too many|not deliverable/)).not.toBeInTheDocument();
  });
});
