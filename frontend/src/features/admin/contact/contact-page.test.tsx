import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffContactSubmissionResponseDto as ContactSubmission } from '../../../api/staff-api';
import { server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { ContactPage } from './contact-page';

const message: ContactSubmission = {
  id: 1,
  name: 'Wanda Hollow',
  email: 'wanda@example.com',
  message: 'Do you open on Halloween?',
  type: 'general',
  region: 'new-york',
  language: 'en',
  read: false,
  createdAt: '2026-09-01T18:30:00.000Z',
};

describe('ContactPage', () => {
  it('marks a message sent from a Spanish page, so staff answer in Spanish, and an English one not', async () => {
    server.use(
      http.get('/api/contact-submissions', () =>
        HttpResponse.json(
          page([{ ...message, id: 2, name: 'Inés Sombra', region: 'florida', language: 'es', message: '¿Abren en Halloween?' }, message]),
        ),
      ),
    );
    renderAdmin(<ContactPage />, { route: '/admin/contact' });
    const [spanish, english] = await screen.findAllByTestId('contact-message');
    expect(within(spanish).getByText('Inés Sombra')).toBeInTheDocument();
    expect(within(spanish).getByText('Spanish')).toBeInTheDocument();
    expect(within(english).getByText('Wanda Hollow')).toBeInTheDocument();
    expect(within(english).queryByText('Spanish')).not.toBeInTheDocument();
    expect(within(english).queryByText('English')).not.toBeInTheDocument();
  });
});
