import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AttractionResponseDto as Attraction, TicketTypeResponseDto as TicketType } from '../../api/generated-public';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { renderWithProviders } from '../../test/render-with-providers';
import { server } from '../../test/server';
import { AttractionsPage } from './attractions-page';

const attraction = (overrides: Partial<Attraction>): Attraction => ({
  id: 1,
  createdAt: '2026-08-01T00:00:00.000Z',
  updatedAt: '2026-08-01T00:00:00.000Z',
  title: 'The Hollow Hayride',
  description: 'A wagon ride through the dark woods.',
  image: '',
  imageAlt: null,
  category: 'hayride',
  featured: true,
  active: true,
  region: 'new-york',
  sortOrder: 0,
  intensity: 4,
  minAge: 12,
  adultRequiredUnder: 16,
  contentWarnings: ['strobe', 'fog'],
  contentNote: null,
  accessibility: { wheelchair: 'partly', routeNote: null, sensoryNote: null },
  durationMinutes: 20,
  ...overrides,
});

const general: TicketType = {
  id: 1,
  name: 'General Admission',
  description: 'Every attraction, once.',
  region: 'new-york',
  priceFrom: 35,
  priceTo: 45.5,
  includes: ['hayride', 'maze'],
  priceNote: null,
  sortOrder: 0,
  active: true,
  updatedAt: '2026-08-01T00:00:00.000Z',
};

function serveAttractions() {
  serveRegions(...STARTING_REGIONS);
  server.use(
    // The server answers in the language asked for where staff translated a text (attractions.e2e-spec.ts).
    http.get('/api/attractions', ({ request }) =>
      HttpResponse.json({
        items: [
          attraction(new URL(request.url).searchParams.get('language') === 'es' ? { title: 'La Carreta Hueca' } : {}),
          attraction({ id: 2, title: 'The Corn Maze', category: 'maze', featured: false, intensity: null }),
        ],
        total: 2,
      }),
    ),
    http.get('/api/ticket-types', () => HttpResponse.json({ items: [general], total: 1 })),
    http.get('/api/attraction-intensity-words', () => HttpResponse.json({ labels: [] })),
    http.get('/api/blog-posts', () => HttpResponse.json({ items: [], total: 0, nextCursor: null })),
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt', ticketingUrl: null, ticketingTakesCampaign: false })),
  );
}

describe('AttractionsPage', () => {
  beforeEach(serveAttractions);

  it('says everything as it always has in English', async () => {
    renderWithProviders(<AttractionsPage />, { route: '/new-york/attractions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'NEW YORK ATTRACTIONS' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Two terrifying attractions. One unforgettable night. Ride, walk and run through the most frightening experiences in Western New York.',
      ),
    ).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Know before you go: The Hollow Hayride' });
    expect(within(facts).getByText('Intensity 4 of 5')).toBeInTheDocument();
    expect(within(facts).getByText('Ages 12+, under 16 with an adult')).toBeInTheDocument();
    expect(within(facts).getByText('Strobe lights · Fog / haze')).toBeInTheDocument();
    expect(await screen.findByText('$35 – $45.50')).toBeInTheDocument();
    expect(screen.getByText('Includes: Haunted Hayride, Maze')).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page: headings, facts, prices and buttons', async () => {
    renderWithProviders(<AttractionsPage />, { route: '/new-york/attractions', language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ATRACCIONES DE NEW YORK' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Dos atracciones aterradoras. Una noche inolvidable. Súbete, camina y corre por las experiencias más espeluznantes de Western New York.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Encuentra el susto perfecto para ti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar atracciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ATRACCIONES DESTACADAS' })).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Antes de tu visita: La Carreta Hueca' });
    expect(within(facts).getByText('Nivel de miedo 4 de 5')).toBeInTheDocument();
    expect(within(facts).getByText('Desde los 12 años, menores de 16 con un adulto')).toBeInTheDocument();
    expect(within(facts).getByText('Parcialmente accesible en silla de ruedas')).toBeInTheDocument();
    expect(await screen.findByText('Incluida con General Admission')).toBeInTheDocument();
    expect(screen.getByText('Incluye: Paseo embrujado en carreta, Laberinto')).toBeInTheDocument();
    expect(screen.getByText('$35 – $45.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿TE ATREVES A ENFRENTAR TUS MIEDOS?' })).toBeInTheDocument();
  });
});
