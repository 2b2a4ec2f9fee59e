import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AttractionResponseDto as Attraction, TestimonialResponseDto as Testimonial } from '../../api/generated-public';
import { FLORIDA, NEW_YORK } from '../../test/regions';
import { recordRequests, server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { ComingSoon } from './coming-soon';
import { RegionHome } from './region-home';

const page = <T,>(items: T[]) => HttpResponse.json({ items, total: items.length, limit: 100, offset: 0 });

const review: Testimonial = {
  id: 7,
  name: 'Mina M.',
  content: 'I screamed so loud the tractor stopped.',
  region: 'new-york',
  rating: 5,
  sortOrder: 0,
  active: true,
  createdAt: '2026-10-01T00:00:00.000Z',
};

/** New York's home with the park's testimonials answered as `testimonials`, and nothing else written yet. */
function renderNewYork(testimonials: Testimonial[]) {
  server.use(
    http.get('/api/testimonials', () => page(testimonials)),
    http.get('/api/attractions', () => page([])),
    http.get('/api/blog-posts', () => page([])),
    http.get('/api/regions', () => page([])),
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })),
    http.get('/api/calendar', () => HttpResponse.json({ region: 'new-york', timeZone: 'America/New_York', nights: [] })),
    http.get('/api/video-backgrounds/active/ny-home', () => HttpResponse.json(null)),
  );
  const requests = recordRequests();
  renderWithProviders(<RegionHome region="new-york" />, { route: '/new-york' });
  return requests;
}

describe('a region home', () => {
  it("shows the park's own testimonials", async () => {
    renderNewYork([review]);
    expect(await screen.findByText('— Mina M.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'VISITOR TESTIMONIALS' })).toBeInTheDocument();
  });

  it('leaves the testimonials out when the park has none, inventing no sample ones', async () => {
    const requests = renderNewYork([]);
    await waitFor(() => expect(requests.some((request) => request.path === '/api/testimonials')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading testimonials' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'VISITOR TESTIMONIALS' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^— /)).not.toBeInTheDocument();
  });
});

const hayride: Attraction = {
  id: 3,
  createdAt: '2026-08-01T00:00:00.000Z',
  updatedAt: '2026-08-01T00:00:00.000Z',
  title: 'Haunted Hayride',
  description: 'A ride through the dead fields.',
  image: '/images/attractions/hayride.webp',
  imageAlt: null,
  category: 'hayride',
  featured: false,
  active: true,
  region: 'new-york',
  sortOrder: 0,
  intensity: null,
  minAge: null,
  adultRequiredUnder: null,
  contentWarnings: [],
  contentNote: null,
  accessibility: { wheelchair: 'yes', routeNote: null, sensoryNote: null },
  durationMinutes: null,
};

/** New York open for the season, with one attraction and one testimonial, in `language`. */
function renderOpenNewYork(language: 'en' | 'es') {
  server.use(
    http.get('/api/testimonials', () => page([review])),
    http.get('/api/attractions', () => page([hayride])),
    http.get('/api/attraction-intensity-words', () => HttpResponse.json({ labels: ['1', '2', '3', '4', '5'] })),
    http.get('/api/blog-posts', () => page([])),
    http.get('/api/regions', () => page([NEW_YORK, FLORIDA])),
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })),
    http.get('/api/calendar', () => HttpResponse.json({ region: 'new-york', timeZone: 'America/New_York', nights: [] })),
    http.get('/api/video-backgrounds/active/ny-home', () => HttpResponse.json(null)),
  );
  renderWithProviders(<RegionHome region="new-york" />, { route: '/new-york', language });
}

describe('a region home in English', () => {
  it('counts its attractions in words', async () => {
    renderOpenNewYork('en');
    expect(await screen.findByText('One way to lose your nerve: ride, walk, crawl and run through our nightmares.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More about Haunted Hayride' })).toBeInTheDocument();
  });
});

describe('a region home in Spanish', () => {
  it("speaks Spanish around the park's own words: headings, counts, ticket and group buttons", async () => {
    renderOpenNewYork('es');
    expect(await screen.findByRole('heading', { name: 'ENFRENTA TUS MIEDOS' })).toBeInTheDocument();
    expect(
      screen.getByText('Una forma de perder los nervios: recorre nuestras pesadillas en carreta, a pie, a gatas y a toda carrera.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Más información sobre Haunted Hayride' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'LO QUE DICEN NUESTROS VISITANTES' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿TE ATREVES A ENTRAR?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'COMPRA TUS BOLETOS YA' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Reservaciones de grupo' })).toBeInTheDocument();
  });

  it("says in Spanish that a region is coming soon, and how to stay updated, in the region's Spanish lines", async () => {
    const spanishLines = { heroTitle: 'PESADILLAS DEL SUR', openingLine: 'Fecha de apertura por confirmar' };
    server.use(
      http.get('/api/regions', () => page([NEW_YORK, { ...FLORIDA, translations: { es: spanishLines } }])),
      http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })),
      http.get('/api/calendar', () => HttpResponse.json({ region: 'florida', timeZone: 'America/New_York', nights: [] })),
      http.get('/api/video-backgrounds/active/fl-home', () => HttpResponse.json(null)),
    );
    renderWithProviders(<ComingSoon region="florida" />, { route: '/florida', language: 'es' });
    // The button is the page's own; the heading waits for the region's lines.
    expect(await screen.findByRole('heading', { level: 1, name: 'PESADILLAS DEL SUR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PRÓXIMAMENTE' })).toBeDisabled();
    expect(screen.getByText('Fecha de apertura por confirmar')).toBeInTheDocument();
    // A line staff left untranslated shows in English.
    expect(screen.getByText(FLORIDA.heroLine)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'LO QUE TE ESPERA' })).toBeInTheDocument();
    expect(screen.getByText('Estamos cavando un nuevo cementerio en South Florida.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MANTENTE AL TANTO' })).toBeInTheDocument();
  });
});
