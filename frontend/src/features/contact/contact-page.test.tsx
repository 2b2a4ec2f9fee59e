import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { ContactPage } from './contact-page';

/** The site's answers for the contact page: the regions, the park's numbers, no nights yet and no directions. */
function serveContactPage() {
  serveRegions(...STARTING_REGIONS);
  server.use(
    http.get('/api/settings', () =>
      HttpResponse.json({ parkName: 'Hollow Oak Haunt', phone: '716-555-0100', groupsPhone: null, groupsEmail: 'groups@example.com' }),
    ),
    http.get('/api/calendar', ({ request }) =>
      HttpResponse.json({
        region: new URL(request.url).searchParams.get('region'),
        timeZone: 'America/New_York',
        today: '2026-09-01',
        generatedAt: '2026-09-01T12:00:00.000Z',
        from: '2026-09-01',
        to: '2027-09-01',
        standardHours: [],
        nights: [],
      }),
    ),
    // Before the regions arrive the page has no region yet, and asks for the directions of '' (/api/regions//directions).
    http.get(/\/api\/regions\/([^/]*)\/directions$/, ({ request }) =>
      HttpResponse.json({
        region: new URL(request.url).pathname.split('/')[3],
        directions: null,
        parking: 'Free, in the north field',
        latitude: null,
        longitude: null,
        directionsUrl: null,
      }),
    ),
  );
}

describe('ContactPage', () => {
  beforeEach(serveContactPage);

  it("speaks Spanish on a Spanish page: the title, the region's cards and the form", async () => {
    renderWithProviders(<ContactPage />, { route: '/new-york/contact', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'CONTÁCTANOS' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        '¿Tienes preguntas, quieres reservar para un grupo o tienes una historia que contar? Escríbele al equipo de New York.',
      ),
    ).toBeInTheDocument();
    const phone = await screen.findByRole('region', { name: 'Teléfono' });
    expect(within(phone).getByText(/Información general:/)).toBeInTheDocument();
    expect(within(phone).getByRole('link', { name: 'Solicita una reservación de grupo' })).toHaveAttribute('href', '/es/new-york/groups');
    expect(await screen.findByText('Estacionamiento:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Escríbenos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
  });

  it('says in Spanish that a region still to open is coming soon, with its waiting list', async () => {
    renderWithProviders(<ContactPage />, { route: '/florida/contact', language: 'es' });
    expect(
      await screen.findByText('Nuestra sede de Florida abre próximamente. Envíanos un mensaje y te mantendremos al tanto.'),
    ).toBeInTheDocument();
    expect(screen.getByText('En construcción')).toBeInTheDocument();
    expect(screen.getByText('Apertura prevista: por confirmar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Avísame cuando abra Florida' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suscríbeme' })).toBeInTheDocument();
  });
});
