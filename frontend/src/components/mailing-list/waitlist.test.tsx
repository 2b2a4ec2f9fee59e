import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { Waitlist } from './waitlist';

describe('Waitlist', () => {
  beforeEach(() => serveRegions(...STARTING_REGIONS));

  it('asks, in Spanish on a Spanish page, to be told when a region still to open opens', async () => {
    renderWithProviders(<Waitlist region="florida" />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Avísame cuando abra Florida' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un correo cuando abramos las puertas y después noticias y boletos antes que nadie. Cancela tu suscripción con un clic desde cualquier correo.',
      ),
    ).toBeInTheDocument();
  });
});
