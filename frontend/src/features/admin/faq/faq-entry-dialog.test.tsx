import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FaqEntryResponseDto as FaqEntry } from '../../../api/generated-public';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { FaqEntryDialog } from './faq-entry-dialog';
import { pasteInto } from '../../../test/paste-into';

const fog: FaqEntry = {
  id: 3,
  createdAt: '2026-08-01T00:00:00.000Z',
  updatedAt: '2026-08-01T00:00:00.000Z',
  region: 'florida',
  group: 'safety',
  question: 'Is there fog?',
  answer: 'Yes, in **some** attractions.',
  sortOrder: 10,
  active: true,
  translations: { es: { question: '¿Hay niebla?' } },
};

describe('FaqEntryDialog', () => {
  beforeEach(() => server.use(http.put('/api/faq/:id', () => HttpResponse.json(fog))));

  it("shows each text's Spanish beside it for a region with Spanish pages, and saves what staff write there", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin(<FaqEntryDialog entry={fog} onClose={() => {}} />);
    expect(await screen.findByLabelText('Question in Spanish')).toHaveValue('¿Hay niebla?');
    await pasteInto(user, screen.getByLabelText('Answer in Spanish'), 'Sí, en **algunas** atracciones.');
    await user.clear(screen.getByLabelText('Question in Spanish'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined());
    // An emptied text has no Spanish: the Spanish page shows its English.
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      question: 'Is there fog?',
      translations: { es: { answer: 'Sí, en **algunas** atracciones.' } },
    });
  });

  it('asks for no Spanish in a region in English only, and keeps the Spanish a record has', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin(<FaqEntryDialog entry={{ ...fog, region: 'new-york' }} onClose={() => {}} />);
    expect(await screen.findByLabelText(/^Question/)).toHaveValue('Is there fog?');
    await screen.findByText('New York');
    expect(screen.queryByLabelText('Question in Spanish')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined());
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ translations: { es: { question: '¿Hay niebla?' } } });
  });
});
