import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { recordRequests, server } from '../test/server';
import { FLORIDA, NEW_YORK, serveRegions, STARTING_REGIONS, TEXAS } from '../test/regions';
import { AppProviders } from './providers';
import { publicRoutesFor, resolveLazyRoutes } from './router';

const list = <T,>(items: T[]) => HttpResponse.json({ items, total: items.length, limit: 100, offset: 0 });

/**
 * The public site at `path`, its routes made from the regions GET /api/regions answers and the page's modules loaded
 * before the first render, as main.tsx does (so the test waits for data, not for jest to compile a page).
 */
async function openSite(path: string, regions = [...STARTING_REGIONS, TEXAS]) {
  serveRegions(...regions);
  server.use(
    http.get('/api/settings', () => HttpResponse.json({ parkName: 'Hollow Oak Haunt', ticketingUrl: null })),
    http.get('/api/calendar', ({ request }) =>
      HttpResponse.json({ region: new URL(request.url).searchParams.get('region'), timeZone: 'America/Chicago', nights: [] }),
    ),
    http.get('/api/video-backgrounds/active/:page', () => HttpResponse.json(null)),
    http.get('/api/ticket-types', () => list([])),
    http.get('/api/regions/:key/directions', ({ params }) =>
      HttpResponse.json({ region: params.key, directions: null, parking: null, latitude: null, longitude: null, directionsUrl: null }),
    ),
  );
  const requests = recordRequests();
  const routes = publicRoutesFor(
    regions.map(({ key }) => key),
    'en',
  );
  await resolveLazyRoutes(path, routes);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return requests;
}

describe('a region staff added (Texas), before it opens', () => {
  it('has its home: the coming-soon page with its name, its opening line and its mailing-list sign-up, and no video', async () => {
    const requests = await openSite('/texas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Texas Terror' })).toBeInTheDocument();
    expect(screen.getByText('TEXAS')).toBeInTheDocument();
    expect(screen.getByTestId('opening-line')).toHaveTextContent('Opening October 2027');
    expect(screen.getByRole('button', { name: 'COMING SOON' })).toBeDisabled();
    expect(screen.getByText('Tell me when Texas opens')).toBeInTheDocument();
    expect(screen.getByText(/Be the first to know when the Texas gates open/)).toBeInTheDocument();
    // Florida's own promises are Florida's: a region without them shows none.
    expect(screen.queryByRole('heading', { name: 'WHAT AWAITS YOU' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/video-backgrounds'))).toEqual([]);
  });

  it("is in the navigation and the footer: the region's links, and every region's home", async () => {
    await openSite('/texas');
    const nav = await screen.findByRole('navigation', { name: 'Texas navigation' });
    expect(within(nav).getByRole('link', { name: 'Attractions' })).toHaveAttribute('href', '/texas/attractions');
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/employment?region=texas');
    const footer = screen.getByRole('contentinfo');
    const links = await within(footer).findAllByRole('link', { name: /^(New York|Florida|Texas)$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/new-york', '/florida', '/texas']);
    expect(within(footer).getByRole('link', { name: 'Dark Legends' })).toHaveAttribute('href', '/texas/dark-legends');
  });

  it('has its contact page, saying the region is coming soon', async () => {
    await openSite('/texas/contact');
    expect(
      await screen.findByText('Our Texas location is coming soon. Send us a message and we will keep you posted.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Under Development')).toBeInTheDocument();
  });

  it('has a card on the landing page, beside the first two, in the order staff set', async () => {
    await openSite('/');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['New York', 'Florida', 'Texas']);
    const texas = cards[2];
    expect(within(texas).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(texas).getByText('Lone Star screams are on their way')).toBeInTheDocument();
    expect(within(texas).getByText('Near Austin')).toBeInTheDocument();
    expect(within(texas).getByRole('link', { name: 'Enter Texas' })).toHaveAttribute('href', '/texas');
    expect(within(cards[0]).getByRole('link', { name: 'Enter New York' })).toHaveAttribute('href', '/new-york');
  });

  it('shows one card alone when the table has one region', async () => {
    await openSite('/', [NEW_YORK]);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Enter New York' })).toBeInTheDocument();
  });
});

describe('an address under no region of the table', () => {
  it('is the not-found page, offering every region', async () => {
    await openSite('/oklahoma', [NEW_YORK, FLORIDA, TEXAS]);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    const ways = screen.getByRole('navigation', { name: 'Ways back' });
    expect(within(ways).getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/texas');
  });
});
