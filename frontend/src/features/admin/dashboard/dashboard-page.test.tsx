import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BlogStatsResponseDto } from '../../../api/staff-api';
import { TOKEN_KEY } from '../../../api/token-storage';
import { server } from '../../../test/server';
import { page, renderAdmin } from '../test/render';
import { DashboardPage } from './dashboard-page';

const stats: BlogStatsResponseDto = {
  total: 6,
  byRegion: [
    { region: 'new-york', name: 'New York', count: 4 },
    { region: 'florida', name: 'Florida', count: 0 },
    { region: 'texas', name: 'Texas', count: 2 },
  ],
  totalViews: 5210,
  published: 5,
  drafts: 1,
};

describe('DashboardPage', () => {
  afterEach(() => localStorage.clear());

  it('shows a story card per region of the table, by its state code or name and in its order, a region staff added and one without stories too', async () => {
    localStorage.setItem(TOKEN_KEY, 'good-token');
    server.use(
      http.get('/api/admin/verify', () =>
        HttpResponse.json({
          valid: true,
          user: { id: 2, username: 'edgar', role: 'editor', totpEnabled: false, twoFactorSetupRequired: false, permissions: ['stories'] },
        }),
      ),
      http.get('/api/blog-posts/stats', () => HttpResponse.json(stats)),
      http.get('/api/blog-posts', () => HttpResponse.json(page([]))),
    );
    renderAdmin(<DashboardPage />, { route: '/admin' });
    expect(await screen.findByText('5,210')).toBeInTheDocument();
    const cards = screen
      .getAllByRole('group')
      .map((card) => [card.getAttribute('aria-label'), within(card).getByTestId('stat-value').textContent]);
    expect(cards).toEqual([
      ['Total Stories', '6'],
      ['NY Stories', '4'],
      ['FL Stories', '0'],
      ['Texas Stories', '2'],
      ['Total Views', '5,210'],
    ]);
  });
});
