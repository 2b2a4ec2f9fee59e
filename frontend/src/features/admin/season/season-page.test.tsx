import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { SeasonPage } from './season-page';
import { seasonStats as stats } from './season-stats.test-data';

describe('SeasonPage', () => {
  it('puts this week against last and ranks the stories with their click-through', async () => {
    server.use(http.get('/api/season-stats', () => HttpResponse.json(stats(true))));
    renderAdmin(<SeasonPage />, { route: '/admin/season' });
    expect(await screen.findByRole('group', { name: 'Ticket clicks this week' })).toHaveTextContent("8 (+100% on last week's 4)");
    expect(screen.getByRole('group', { name: 'Page views this week' })).toHaveTextContent("92 (−8% on last week's 100)");
    const stories = screen.getByRole('table', { name: 'Top stories' });
    expect(within(stories).getByRole('row', { name: /the-lady-in-white/ })).toHaveTextContent('the-lady-in-white3407.5%');
  });

  it('shows the same numbers as a table, each open night named', async () => {
    server.use(http.get('/api/season-stats', () => HttpResponse.json(stats(true))));
    renderAdmin(<SeasonPage />, { route: '/admin/season' });
    await screen.findByRole('group', { name: 'Ticket clicks this week' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Table' }));
    const days = screen.getByRole('table', { name: 'Per day' });
    expect(
      within(days)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Page views', 'Story views', 'Ticket clicks', 'Sign-ups', 'Applications', 'Open']);
    const row = within(days).getByRole('row', { name: /2026-10-03/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-10-03', '52', '12', '5', '2', '1', 'new-york, florida']);
  });

  it('shows the box office the ticket clicks only', async () => {
    server.use(http.get('/api/season-stats', () => HttpResponse.json(stats(false))));
    renderAdmin(<SeasonPage />, { route: '/admin/season' });
    await screen.findByRole('group', { name: 'Ticket clicks this week' });
    expect(screen.queryByRole('group', { name: 'Page views this week' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Table' }));
    expect(
      within(screen.getByRole('table', { name: 'Per day' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Ticket clicks', 'Open']);
  });
});
