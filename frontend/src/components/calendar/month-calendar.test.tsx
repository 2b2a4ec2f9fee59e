import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import type { CalendarResponseDto as Calendar, OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { operatingNight as night } from '../../test/operating-night';
import { api } from '../../api/enhanced-api';
import { MonthCalendar } from './month-calendar';

function renderCalendar(nights: OperatingNight[], today = '2026-09-20', language: 'en' | 'es' = 'en') {
  const store = makeStore();
  const calendar: Calendar = {
    region: 'new-york',
    timeZone: 'America/New_York',
    today,
    generatedAt: `${today}T16:00:00.000Z`,
    from: today,
    to: '2027-09-20',
    standardHours: [],
    nights,
  };
  void store.dispatch(api.util.upsertQueryData('calendarRead', { region: 'new-york' }, calendar));
  return render(
    <AppProviders store={store} language={language}>
      <MonthCalendar region="new-york" />
    </AppProviders>,
  );
}

describe('MonthCalendar', () => {
  it('opens on the month of the next night and says what each date is, in words', async () => {
    renderCalendar([
      night('2026-10-02'),
      night('2026-10-03', { status: 'sold-out' }),
      night('2026-10-09', { status: 'closed', note: 'Closed for weather' }),
      night('2026-11-06'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Operating nights · October 2026' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('cell', { name: 'Friday, October 2, 2026: open, doors 6:30 PM, last entry 11:00 PM' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: 'Saturday, October 3, 2026: sold out, doors 6:30 PM, last entry 11:00 PM' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Friday, October 9, 2026: closed (Closed for weather)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Sunday, October 4, 2026: not an operating night' })).toBeInTheDocument();
    expect(screen.getByText('Friday, October 9: Closed for weather')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Sold out', 'Closed']);
  });

  it('pages from this month to the last month with a night, and no further', async () => {
    const user = userEvent.setup();
    renderCalendar([night('2026-10-02'), night('2026-11-06')]);
    const previous = await screen.findByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    await user.click(next);
    expect(screen.getByRole('heading', { name: 'Operating nights · November 2026' })).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    await user.click(previous);
    expect(screen.getByRole('heading', { name: 'Operating nights · September 2026' })).toBeInTheDocument();
    expect(previous).toBeDisabled();
  });

  it('shows nothing for a region without nights', () => {
    const { container } = renderCalendar([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Spanish on a Spanish page: the month, the days, the statuses and the buttons', async () => {
    renderCalendar([night('2026-10-02'), night('2026-10-09', { status: 'closed', note: 'Cerrado por lluvia' })], '2026-09-20', 'es');
    expect(await screen.findByRole('heading', { name: 'Noches de apertura · octubre de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('cell', {
        name: 'viernes, 2 de octubre de 2026: abierto, puertas a las 6:30 p.m., última entrada a las 11:00 p.m.',
      }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'dom' })).toHaveAttribute('abbr', 'domingo');
    expect(screen.getByText('viernes, 9 de octubre: Cerrado por lluvia')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Leyenda' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Abierto', 'Agotado', 'Cerrado']);
  });
});
