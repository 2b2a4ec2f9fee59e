import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAttractionsListQuery, type AttractionResponseDto as Attraction } from '../../../api/generated-public';
import { recordRequests, server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { RegionalRecordsPage } from './regional-records-page';

const hayride: Attraction = {
  id: 7,
  createdAt: '2026-08-01T18:30:00.000Z',
  updatedAt: '2026-08-01T18:30:00.000Z',
  title: 'Haunted Hayride',
  description: 'A ride through the dead fields.',
  image: '/images/hayride.jpg',
  imageAlt: null,
  category: 'hayride',
  featured: false,
  active: true,
  region: 'new-york',
  sortOrder: 0,
  intensity: 3,
  minAge: 10,
  adultRequiredUnder: null,
  contentWarnings: ['fog'],
  contentNote: null,
  accessibility: { wheelchair: 'partly', routeNote: null, sensoryNote: null },
  durationMinutes: 30,
};

function renderAttractions() {
  return renderAdmin(
    <RegionalRecordsPage<Attraction>
      noun="attraction"
      subtitle="What visitors see"
      useList={useAttractionsListQuery}
      layout="rows"
      skeletons={{ count: 2, height: 100 }}
      renderRecord={(attraction, onEdit) => <button onClick={onEdit}>Edit {attraction.title}</button>}
      renderDialog={(attraction, onClose) => (
        <div role="dialog" aria-label={attraction ? `Editing ${attraction.title}` : 'Adding an attraction'}>
          <button onClick={onClose}>Close</button>
        </div>
      )}
    />,
  );
}

describe('RegionalRecordsPage', () => {
  it('is titled after the plural of its noun, adds one, and invites the first record while there is none', async () => {
    server.use(http.get('/api/attractions', () => HttpResponse.json(page([]))));
    renderAttractions();
    expect(screen.getByRole('heading', { level: 1, name: 'ATTRACTIONS' })).toBeInTheDocument();
    expect(screen.getByText('What visitors see')).toBeInTheDocument();
    expect(await screen.findByText('No attractions yet. Add the first one!')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Attraction' }));
    expect(screen.getByRole('dialog', { name: 'Adding an attraction' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("lists the chosen region's records and edits the one whose onEdit is called", async () => {
    server.use(http.get('/api/attractions', () => HttpResponse.json(page([hayride]))));
    const requests = recordRequests(['GET /api/settings', 'GET /api/regions']);
    renderAttractions();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Haunted Hayride' }));
    expect(screen.getByRole('dialog', { name: 'Editing Haunted Hayride' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(screen.getByRole('option', { name: 'Florida' }));
    await waitFor(() =>
      expect(requests.map((request) => request.search)).toEqual(['?limit=50&offset=0', '?limit=50&offset=0&region=florida']),
    );
  });

  it('names the chosen region when it has none', async () => {
    server.use(
      http.get('/api/attractions', ({ request }) =>
        HttpResponse.json(page(new URL(request.url).searchParams.get('region') === 'florida' ? [] : [hayride])),
      ),
    );
    renderAttractions();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit Haunted Hayride' });
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(screen.getByRole('option', { name: 'Florida' }));
    expect(await screen.findByText('No attractions in Florida yet. Add the first one!')).toBeInTheDocument();
  });
});
