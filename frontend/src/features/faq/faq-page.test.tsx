import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { FaqEntryResponseDto as FaqEntry } from '../../api/generated-public';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { renderWithProviders } from '../../test/render-with-providers';
import { server } from '../../test/server';
import { FaqPage } from './faq-page';

const entry = (id: number, group: FaqEntry['group'], question: string): FaqEntry => ({
  id,
  createdAt: '2026-08-01T00:00:00.000Z',
  updatedAt: '2026-08-01T00:00:00.000Z',
  region: 'new-york',
  group,
  question,
  answer: 'Yes.',
  sortOrder: id,
  active: true,
});

function serveFaq() {
  serveRegions(...STARTING_REGIONS);
  server.use(
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })),
    // The server answers each in the language asked for where staff translated it (faq.e2e-spec.ts).
    http.get('/api/faq', ({ request }) =>
      HttpResponse.json({
        items:
          new URL(request.url).searchParams.get('language') === 'es'
            ? [entry(1, 'tickets', '¿Puedo comprar en la entrada?'), entry(2, 'weather-refunds', 'What if it rains?')]
            : [entry(1, 'tickets', 'Can I buy at the gate?'), entry(2, 'weather-refunds', 'What if it rains?')],
        total: 2,
      }),
    ),
  );
}

describe('FaqPage', () => {
  beforeEach(serveFaq);

  it('says everything in English as it always has', async () => {
    renderWithProviders(<FaqPage />, { route: '/new-york/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'KNOW BEFORE YOU GO' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Weather and refunds' })).toBeInTheDocument();
    expect(screen.getByText(/^Another question\?/)).toHaveTextContent('Another question? Write to us.');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/new-york/contact');
    expect(screen.getByText('Can I buy at the gate?')).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page', async () => {
    renderWithProviders(<FaqPage />, { route: '/new-york/faq', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'ANTES DE TU VISITA' })).toBeInTheDocument();
    expect(await screen.findByText('Todo lo que debes saber antes de una noche en Hollow Oak Haunt New York.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Boletos' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Preguntas por tema' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Clima y reembolsos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/es/new-york/contact');
    // Staff's questions as the Spanish read has them: translated, or in English where no one translated them yet.
    expect(screen.getByText('¿Puedo comprar en la entrada?')).toBeInTheDocument();
    expect(screen.getByText('What if it rains?')).toBeInTheDocument();
  });
});
