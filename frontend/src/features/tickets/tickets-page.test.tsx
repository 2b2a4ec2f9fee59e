import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { renderWithProviders } from '../../test/render-with-providers';
import { server } from '../../test/server';
import { TicketsPage } from './tickets-page';

const STANDARD = Array.from({ length: 7 }, (_, weekday) => ({
  doorsOpen: '18:30',
  attractionsStart: '19:00',
  lastEntry: weekday >= 5 ? '23:00' : '22:00',
}));

/** A park that sells no tickets yet: no ticketing site is set. */
function serveTicketsPage() {
  serveRegions(...STARTING_REGIONS);
  server.use(
    http.get('/api/settings', () =>
      HttpResponse.json({ parkName: 'Hollow Oak Haunt', phone: '716-555-0100', ticketingUrl: null, ticketingTakesCampaign: false }),
    ),
    http.get('/api/ticket-types', () => HttpResponse.json({ items: [], total: 0 })),
    http.get('/api/calendar', () =>
      HttpResponse.json({
        region: 'new-york',
        timeZone: 'America/New_York',
        today: '2026-09-01',
        generatedAt: '2026-09-01T12:00:00.000Z',
        from: '2026-09-01',
        to: '2027-09-01',
        standardHours: STANDARD,
        nights: [],
      }),
    ),
  );
}

describe('TicketsPage', () => {
  beforeEach(serveTicketsPage);

  it('says in English that tickets are not on sale yet, with the usual hours', async () => {
    renderWithProviders(<TicketsPage />, { route: '/new-york/tickets' });
    expect(await screen.findByRole('heading', { name: 'TICKETS ARE NOT ON SALE YET' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Tickets for New York are not on sale yet. Opening September 2026. Check back soon, or see the nights we are open below.',
      ),
    ).toBeInTheDocument();
    const hours = await screen.findByRole('list', { name: 'Hours' });
    expect(within(hours).getByText('Last Entry: 10:00 PM (Sunday - Thursday)')).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page', async () => {
    renderWithProviders(<TicketsPage />, { route: '/new-york/tickets', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'COMPRA TUS BOLETOS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al sitio' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'LOS BOLETOS AÚN NO ESTÁN A LA VENTA' })).toBeInTheDocument();
    const hours = await screen.findByRole('list', { name: 'Horario' });
    expect(within(hours).getByText('Apertura de puertas: 6:30 p.m.')).toBeInTheDocument();
    expect(within(hours).getByText('Última entrada: 11:00 p.m. (viernes y sábado)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Avísame cuando los boletos salgan a la venta' })).toBeInTheDocument();
  });
});
