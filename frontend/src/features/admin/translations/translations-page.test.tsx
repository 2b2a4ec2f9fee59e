import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { publicApi } from '../../../api/generated-public';
import type { MissingTranslationsResponseDto } from '../../../api/staff-api';
import { server } from '../../../test/server';
import { REGION_CLOCKS, renderAdmin, serveRegions } from '../test/render';
import { TranslationsPage } from './translations-page';

const [NEW_YORK] = REGION_CLOCKS.items;

const florida: MissingTranslationsResponseDto = {
  region: 'florida',
  language: 'es',
  progress: [
    { kind: 'region', records: 1, translated: 0 },
    { kind: 'attraction', records: 2, translated: 1 },
    { kind: 'faq', records: 0, translated: 0 },
    { kind: 'legal', records: 2, translated: 2 },
  ],
  untranslated: [
    { kind: 'region', id: null, name: 'Florida', active: true, missing: ['heroLine', 'firstCrewLine'] },
    { kind: 'attraction', id: 4, name: 'The Haunted Hayride', active: true, missing: ['description', 'sensoryNote'] },
    { kind: 'faq', id: 9, name: 'Is there parking?', active: false, missing: ['answer'] },
  ],
};

describe('TranslationsPage', () => {
  it("lists what Florida's Spanish pages still show in English, with the screen to write it on", async () => {
    server.use(
      http.get('/api/translations/missing', ({ request }) =>
        new URL(request.url).searchParams.get('region') === 'florida' ? HttpResponse.json(florida) : HttpResponse.json({}, { status: 400 }),
      ),
    );
    renderAdmin(<TranslationsPage />);
    expect(await screen.findByText('1 of 2 in Spanish')).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    // A kind with no records yet has nothing to measure: no bar.
    expect(screen.getAllByRole('progressbar').map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Region copy translated', '0'],
      ['Attractions translated', '50'],
      ['Legal pages translated', '100'],
    ]);
    const missing = within(screen.getByRole('list', { name: 'Missing Spanish' })).getAllByRole('listitem');
    expect(missing.map((item) => item.textContent)).toEqual([
      'FloridaMissing in Spanish: Hero line, Employment page line while coming soonRegion copyOpen Region copy',
      'The Haunted HayrideMissing in Spanish: Description, Sensory noteAttractionsOpen Attractions',
      'Is there parking?Missing in Spanish: AnswerFAQHiddenOpen FAQ',
    ]);
    expect(within(missing[0]).getByRole('link', { name: 'Open Region copy' })).toHaveAttribute('href', '/admin/regions');
    expect(within(missing[2]).getByRole('link', { name: 'Open FAQ' })).toHaveAttribute('href', '/admin/faq');
  });

  it('says how to start while no region has Spanish pages', async () => {
    serveRegions(NEW_YORK);
    const { store } = renderAdmin(<TranslationsPage />);
    await waitFor(() => expect(publicApi.endpoints.regionsList.select(undefined)(store.getState()).data?.items).toHaveLength(1));
    expect(screen.getByText(/No region has Spanish pages yet/)).toBeInTheDocument();
  });
});
