import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { operatingNight } from '../../test/operating-night';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { GroupBookingPage } from './group-booking-page';

describe('GroupBookingPage', () => {
  beforeEach(() => {
    serveRegions(...STARTING_REGIONS);
    server.use(
      http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })),
      http.get('/api/calendar', () =>
        HttpResponse.json({
          region: 'new-york',
          timeZone: 'America/New_York',
          today: '2026-10-02',
          generatedAt: '2026-10-02T12:00:00.000Z',
          from: '2026-10-02',
          to: '2027-10-02',
          standardHours: [],
          nights: [operatingNight('2026-10-01'), operatingNight('2026-10-02'), operatingNight('2026-10-03', { status: 'closed' })],
        }),
      ),
    );
  });

  it('speaks Spanish on a Spanish page, and offers only the nights to come that the park is open', async () => {
    renderWithProviders(<GroupBookingPage />, { route: '/new-york/groups', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'RESERVACIONES DE GRUPO' })).toBeInTheDocument();
    expect(
      await screen.findByText('Trae a 15 personas o más a Hollow Oak Haunt New York: tarifa de grupo y hora de entrada reservada.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Solicita una reservación de grupo' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'viernes, 2 de octubre' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'jueves, 1 de octubre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'sábado, 3 de octubre' })).not.toBeInTheDocument();
  });
});
