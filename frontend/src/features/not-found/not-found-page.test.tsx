import { screen, within } from '@testing-library/react';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotFoundPage } from './not-found-page';

describe('the not-found page', () => {
  it('says the page does not exist and offers the ways back', async () => {
    serveRegions(...STARTING_REGIONS);
    renderWithProviders(<NotFoundPage />, { route: '/new-york/nowhere' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    const ways = screen.getByRole('navigation', { name: 'Ways back' });
    expect(await within(ways).findByRole('link', { name: 'Florida' })).toHaveAttribute('href', '/florida');
    expect(within(ways).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(ways).getByRole('link', { name: 'Dark Legends' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    serveRegions(...STARTING_REGIONS);
    renderWithProviders(<NotFoundPage />, { route: '/new-york/nowhere', language: 'es' });
    expect(screen.getByRole('heading', { name: '404 Página no encontrada' })).toBeInTheDocument();
    const ways = screen.getByRole('navigation', { name: 'Cómo regresar' });
    expect(await within(ways).findByRole('link', { name: 'New York' })).toBeInTheDocument();
    expect(within(ways).getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(within(ways).getByRole('link', { name: 'Leyendas Oscuras' })).toBeInTheDocument();
  });
});
