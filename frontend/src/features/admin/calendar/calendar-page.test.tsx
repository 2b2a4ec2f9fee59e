import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OperatingNightResponseDto as OperatingNight } from '../../../api/generated-public';
import { TOKEN_KEY } from '../../../api/token-storage';
import { operatingNight } from '../../../test/operating-night';
import { recordRequests, server } from '../../../test/server';
import { REGION_CLOCKS, renderAdmin, serveRegions, TEXAS } from '../test/render';
import { CalendarPage } from './calendar-page';

const HOURS = { doorsOpen: '18:30', attractionsStart: '19:00', lastEntry: '22:00' };

/** The calendar API over `nights`, answering each window it is asked for as the server does. */
function serveCalendar(nights: OperatingNight[]) {
  localStorage.setItem(TOKEN_KEY, 'good-token');
  server.use(
    http.get('/api/admin/verify', () =>
      HttpResponse.json({
        valid: true,
        user: { id: 1, username: 'owner', role: 'owner', totpEnabled: false, twoFactorSetupRequired: false, permissions: ['calendar'] },
      }),
    ),
    http.get('/api/calendar', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const today = new Date().toISOString().slice(0, 10);
      const from = params.get('from') ?? today;
      const to = params.get('to') ?? `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
      return HttpResponse.json({
        region: 'new-york',
        timeZone: 'America/New_York',
        today,
        generatedAt: new Date().toISOString(),
        from,
        to,
        standardHours: Array.from({ length: 7 }, () => HOURS),
        nights: nights.filter((night) => night.date >= from && night.date <= to),
      });
    }),
  );
}

const nextYear = new Date().getUTCFullYear() + 1;
const september = (day: number) => `${nextYear}-09-${String(day).padStart(2, '0')}`;

describe('CalendarPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the month of the first night added, however far ahead', async () => {
    const nights: OperatingNight[] = [];
    serveCalendar(nights);
    server.use(
      http.post('/api/calendar/nights/bulk', () => {
        nights.push(operatingNight(september(17)), operatingNight(september(18)));
        return HttpResponse.json({ created: nights, skipped: [] }, { status: 201 });
      }),
    );
    renderAdmin(<CalendarPage />, { route: '/admin/calendar' });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Nights' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add Nights' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: september(1) } });
    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: september(30) } });
    await user.click(within(dialog).getByRole('button', { name: 'Add Nights' }));
    expect(await screen.findByRole('heading', { name: `September ${nextYear}` })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: new RegExp(`September 17, ${nextYear}: Open`) })).toBeInTheDocument();
  });

  it('shows the first region of the regions table, and offers each of them by name, a region added since among them', async () => {
    const [NEW_YORK, FLORIDA] = REGION_CLOCKS.items;
    serveCalendar([]);
    serveRegions(FLORIDA, NEW_YORK, TEXAS);
    const requests = recordRequests(['GET /api/settings', 'GET /api/regions', 'GET /api/admin/verify']);
    renderAdmin(<CalendarPage />, { route: '/admin/calendar' });
    await waitFor(() => expect(requests[0]?.search).toMatch(/^\?region=florida&/));
    expect(screen.getByText('Florida')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('New York')).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(screen.getByText('Texas'));
    await waitFor(() => expect(requests.at(-1)?.search).toMatch(/^\?region=texas&/));
    expect(await screen.findByText(/^Texas, /)).toBeInTheDocument();
  });

  it('goes to a month chosen in the month picker', async () => {
    serveCalendar([operatingNight(september(17))]);
    renderAdmin(<CalendarPage />, { route: '/admin/calendar' });
    fireEvent.change(await screen.findByLabelText('Go to month'), { target: { value: `${nextYear}-09` } });
    expect(await screen.findByRole('heading', { name: `September ${nextYear}` })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: new RegExp(`September 17, ${nextYear}: Open`) })).toBeInTheDocument();
  });

  it('lists the nights ahead, each date with its year when it is not this year', async () => {
    serveCalendar([operatingNight(september(17), { note: 'Members night' })]);
    renderAdmin(<CalendarPage />, { route: '/admin/calendar' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'List' }));
    const list = await screen.findByRole('table', { name: 'New York: the nights ahead' });
    expect(await within(list).findByText(new RegExp(`^\\w+, September 17, ${nextYear}$`))).toBeInTheDocument();
    expect(within(list).getByText('Members night')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: new RegExp(`^Edit the night of \\w+, September 17, ${nextYear}$`) }),
    ).toBeInTheDocument();
  });
});
