import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { OuijaPage } from './ouija-page';

describe('OuijaPage', () => {
  beforeEach(() => {
    localStorage.clear();
    serveRegions(...STARTING_REGIONS);
  });

  it('speaks Spanish on a Spanish page: its title, its promise and its rule', async () => {
    renderWithProviders(<OuijaPage />, { route: '/ouija', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'OUIJA DE DESCUENTOS' })).toBeInTheDocument();
    expect(screen.getByText('Pídeles a los espíritus un descuento en tus boletos. Responden una vez al día.')).toBeInTheDocument();
    expect(screen.getByText('Un descuento por visitante cada 24 horas')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Descuentos posibles' })).toBeInTheDocument();
  });
});
