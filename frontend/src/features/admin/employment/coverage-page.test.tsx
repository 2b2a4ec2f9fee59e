import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { CoveragePage } from './coverage-page';

describe('CoveragePage', () => {
  it('shows each night per position type and highlights the nights below the target', async () => {
    server.use(
      http.get('/api/employment-applications/coverage', () =>
        HttpResponse.json({
          region: 'new-york',
          target: 10,
          nights: [
            { date: '2026-10-02', status: 'open', available: { actor: 8, operations: 3, entertainment: 1 }, total: 12, belowTarget: false },
            { date: '2026-10-03', status: 'open', available: { actor: 2, operations: 1, entertainment: 0 }, total: 3, belowTarget: true },
          ],
        }),
      ),
    );
    const requests = recordRequests(['GET /api/settings', 'GET /api/regions']);
    renderAdmin(<CoveragePage />, { route: '/admin/employment/coverage' });
    const rows = await screen.findAllByTestId('coverage-night');
    expect(rows.map((row) => row.textContent)).toEqual(['Fri, Oct 283112', 'Sat, Oct 3Below target2103']);
    expect(within(rows[1]).getByText('Below target')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Below target')).not.toBeInTheDocument();
    expect(requests[0].search).toBe('?region=new-york&target=10');
  });
});
