import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { serveRegions, STARTING_REGIONS } from '../../test/regions';
import { ConfirmSubscriptionPage, UnsubscribePage } from './subscription-link-page';

describe('the pages of the mailing list links', () => {
  beforeEach(() => {
    serveRegions(...STARTING_REGIONS);
    server.use(http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt' })));
  });

  it('confirm a sign-up with the token of the link, in Spanish on a Spanish page', async () => {
    server.use(http.post('/api/subscribers/confirm', () => HttpResponse.json({ email: 'raven@example.com', region: 'florida' })));
    const requests = recordRequests();
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/es/florida/mailing-list/confirm#tok3n', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'CONFIRMA TU SUSCRIPCIÓN' })).toBeInTheDocument();
    expect(screen.getByText('Un clic y ya estás en la lista.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));
    expect(await screen.findByText('Confirmado: raven@example.com recibirá las noticias de Hollow Oak Haunt Florida.')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/subscribers/confirm')?.body).toEqual({ token: 'tok3n' });
  });

  it('unsubscribe, in Spanish on a Spanish page, and say the link is needed when it is missing', async () => {
    server.use(http.post('/api/subscribers/unsubscribe', () => HttpResponse.json({ unsubscribed: true })));
    renderWithProviders(<UnsubscribePage />, { route: '/es/unsubscribe#tok3n', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'CANCELAR SUSCRIPCIÓN' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByText('Cancelaste tu suscripción. Borramos tu dirección.')).toBeInTheDocument();
  });

  it('says in Spanish that the page needs the link from the e-mail', async () => {
    renderWithProviders(<UnsubscribePage />, { route: '/es/unsubscribe', language: 'es' });
    expect(await screen.findByText('Esta página necesita el enlace de tu correo: vuelve a abrirla desde allí.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar suscripción' })).toBeDisabled();
  });
});
