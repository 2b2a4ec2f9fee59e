import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { FLORIDA, NEW_YORK, serveRegions } from '../../test/regions';
import { renderWithProviders } from '../../test/render-with-providers';
import { LandingPage } from './landing-page';

/** The landing page of a park selling New York's tickets on its vendor's site, Florida coming soon. */
function renderLanding(language: 'en' | 'es') {
  serveRegions(NEW_YORK, FLORIDA);
  server.use(
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt', ticketingUrl: 'https://tickets.example.com' })),
    http.get('/api/video-backgrounds/active/landing', () => HttpResponse.json(null)),
  );
  renderWithProviders(<LandingPage />, { language });
}

const card = async (region: string) => (await screen.findByRole('heading', { name: region })).closest('article') as HTMLElement;

describe('the landing page', () => {
  it('gives each region a card saying where its ticket sales stand, and a way in', async () => {
    renderLanding('en');
    expect(screen.getByText('Choose your terror. Select your nightmare destination.')).toBeInTheDocument();
    const newYork = await card('New York');
    expect(within(newYork).getByText('Now booking')).toBeInTheDocument();
    expect(within(newYork).getByRole('link', { name: 'Enter New York' })).toHaveAttribute('href', '/new-york');
    expect(within(await card('Florida')).getByText('Coming Soon')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderLanding('es');
    expect(screen.getByText('Elige tu terror. Escoge el destino de tus pesadillas.')).toBeInTheDocument();
    const newYork = await card('New York');
    expect(within(newYork).getByText('Boletos a la venta')).toBeInTheDocument();
    expect(within(newYork).getByRole('link', { name: 'Entra a New York' })).toBeInTheDocument();
    expect(within(await card('Florida')).getByText('Próximamente')).toBeInTheDocument();
  });
});
