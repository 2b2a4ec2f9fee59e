import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { NEW_YORK, FLORIDA, serveRegions } from '../../test/regions';
import { renderWithProviders } from '../../test/render-with-providers';
import { NavBar } from './nav-bar';

/** New York, here speaking Spanish too, so its Spanish pages sell tickets. */
function renderNavBar(language: 'en' | 'es') {
  serveRegions({ ...NEW_YORK, languages: ['en', 'es'] }, FLORIDA);
  server.use(http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })));
  renderWithProviders(<NavBar region="new-york" />, { route: '/new-york', language });
}

describe('NavBar', () => {
  it("names the region's links, the tickets button and the menu's controls", async () => {
    renderNavBar('en');
    const nav = await screen.findByRole('navigation', { name: 'New York navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Attractions', 'Dark Legends', 'Discount Ouija', 'Know Before You Go', 'Contact', 'Careers', 'Español', 'Tickets']);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hollow Oak Haunt home' })).toHaveAttribute('href', '/');
  });

  it('speaks Spanish', async () => {
    renderNavBar('es');
    const nav = await screen.findByRole('navigation', { name: 'Navegación de New York' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Antes de tu visita' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Boletos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Boletos' })).toHaveAttribute('href', '/es/tickets?region=new-york');
    expect(within(nav).getByRole('list', { name: 'Idioma' })).toBeInTheDocument();
  });
});
