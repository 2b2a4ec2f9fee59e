import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DirectionsResponseDto } from '../../../api/generated-public';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { DirectionsPage } from './directions-page';

const directionsOf = (region: string): DirectionsResponseDto => ({
  region,
  directions: 'Route 78 north.',
  parking: 'Free parking.',
  latitude: null,
  longitude: null,
  directionsUrl: null,
  translations: region === 'florida' ? { es: { parking: 'Estacionamiento gratis.' } } : {},
});

describe('DirectionsPage', () => {
  it('puts the Spanish beside the directions and parking of a region with Spanish pages, and saves it', async () => {
    server.use(
      http.get('/api/regions/:region/directions', ({ params }) => HttpResponse.json(directionsOf(String(params.region)))),
      http.put('/api/regions/:region/directions', ({ params }) => HttpResponse.json(directionsOf(String(params.region)))),
    );
    const requests = recordRequests();
    renderAdmin(<DirectionsPage />);
    const florida = await screen.findByRole('region', { name: 'Florida' });
    const newYork = screen.getByRole('region', { name: 'New York' });
    expect(await within(florida).findByLabelText('Parking in Spanish')).toHaveValue('Estacionamiento gratis.');
    expect(within(newYork).queryByLabelText('Parking in Spanish')).not.toBeInTheDocument();
    fireEvent.change(within(florida).getByLabelText('Directions in Spanish'), { target: { value: 'Ruta 78 al norte.' } });
    fireEvent.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        translations: { es: { directions: 'Ruta 78 al norte.', parking: 'Estacionamiento gratis.' } },
      }),
    );
  });
});
