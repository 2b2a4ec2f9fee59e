import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TicketTypeResponseDto as TicketType } from '../../../api/generated-public';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { TicketTypesCard } from './ticket-types-card';

const general: TicketType = {
  id: 4,
  name: 'General Admission',
  description: 'Every attraction of the park.',
  region: 'florida',
  priceFrom: 35,
  priceTo: null,
  includes: ['hayride'],
  priceNote: null,
  sortOrder: 0,
  active: true,
  updatedAt: '2026-08-01T00:00:00.000Z',
  translations: { es: { name: 'Entrada general' } },
};

describe('TicketTypesCard', () => {
  it("edits a type's Spanish beside its English in a region with Spanish pages", async () => {
    server.use(
      http.get('/api/ticket-types', () => HttpResponse.json({ items: [general], total: 1 })),
      http.patch('/api/ticket-types/:id', () => HttpResponse.json(general)),
    );
    const requests = recordRequests();
    renderAdmin(<TicketTypesCard />);
    fireEvent.click(await screen.findByRole('button', { name: /General Admission/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Name in Spanish')).toHaveValue('Entrada general');
    fireEvent.change(within(dialog).getByLabelText('Short description in Spanish'), { target: { value: 'Todas las atracciones.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
        translations: { es: { name: 'Entrada general', description: 'Todas las atracciones.' } },
      }),
    );
  });
});
