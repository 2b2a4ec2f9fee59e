jest.setTimeout(20_000);

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactForm } from './contact-form';

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

describe('ContactForm', () => {
  it('shows every rule message when submitted empty and sends nothing', async () => {
    const { submit, send } = setup();
    await submit();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', 'not-an-email@', 'Please enter a valid email address'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ] as const)('refuses a %s of %p with its message', async (field, value, message) => {
    const { user, fields, submit, send } = setup();
    await fill(user, fields.name, 'Raven');
    await fill(user, fields.email, 'raven@example.com');
    await fill(user, fields.message, 'I would like to book a group of twenty.');
    await fill(user, fields[field], value);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid message as type general, shows Sending..., then the success toast and resets', async () => {
    let resolve!: (value: unknown) => void;
    const send = jest.fn(() => new Promise((r) => (resolve = r)));
    const { user, fields, submit } = setup(send);
    await fill(user, fields.name, 'Raven');
    await fill(user, fields.email, 'raven@example.com');
    await fill(user, fields.message, 'I would like to book a group of twenty.');
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

  it('shows the destructive error toast with the server message and keeps the input', async () => {
    const send = jest
      .fn()
      .mockRejectedValue({ status: 429, data: { statusCode: 429, message: 'Too many messages, slow down', error: 'Too Many Requests' } });
    const { user, fields, submit } = setup(send);
    await fill(user, fields.name, 'Raven');
    await fill(user, fields.email, 'raven@example.com');
    await fill(user, fields.message, 'I would like to book a group of twenty.');
    await submit();
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Too many messages, slow down')).toBeInTheDocument();
    expect(fields.name).toHaveValue('Raven');
  });

  it("falls back to 'Please try again later' when the failure has no message", async () => {
    const send = jest.fn().mockRejectedValue({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    const { user, fields, submit } = setup(send);
    await fill(user, fields.name, 'Raven');
    await fill(user, fields.email, 'raven@example.com');
    await fill(user, fields.message, 'I would like to book a group of twenty.');
    await submit();
    expect(await screen.findByText('Please try again later')).toBeInTheDocument();
  });
});
