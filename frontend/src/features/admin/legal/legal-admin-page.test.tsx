import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LegalPageResponseDto } from '../../../api/generated-public';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { LegalAdminPage } from './legal-admin-page';

const privacy: LegalPageResponseDto = {
  key: 'privacy',
  title: 'Privacy Policy',
  body: 'We keep little.',
  reviewedAt: '2026-08-01T12:00:00.000Z',
  translations: { es: { title: 'Política de privacidad' } },
};

describe('LegalAdminPage', () => {
  it('asks for the Spanish of a page every region shows while a region has Spanish pages, and saves it', async () => {
    server.use(
      http.get('/api/legal/:key', () => HttpResponse.json(privacy)),
      http.put('/api/legal/:key', () => HttpResponse.json(privacy)),
    );
    const requests = recordRequests();
    renderAdmin(<LegalAdminPage />);
    expect(await screen.findByLabelText('Title in Spanish')).toHaveValue('Política de privacidad');
    fireEvent.change(screen.getByLabelText('Text (Markdown) in Spanish'), { target: { value: 'Guardamos poco.' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        title: 'Privacy Policy',
        body: 'We keep little.',
        translations: { es: { title: 'Política de privacidad', body: 'Guardamos poco.' } },
      }),
    );
  });
});
