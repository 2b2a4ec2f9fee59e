import type { Page } from 'playwright-core';
import { seriousA11yViolations, settle } from '../public/public-support';
import { adminSession, type AdminSession, choose, shot, toast } from './admin-support';

interface Night {
  id: number;
  date: string;
  status: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** "Saturday, October 2, 2027", as the calendars name a date. */
const fullDate = (date: string) =>
  `${WEEKDAYS[dayOf(date)]}, ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/** The JSON-LD graph a crawler reads in the server's HTML. */
async function eventsIn(admin: AdminSession, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await admin.api(path)).text();
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const graph = (JSON.parse(script ?? '{"@graph":[]}') as { '@graph': Record<string, unknown>[] })['@graph'];
  return graph.filter((item) => item['@type'] === 'Event');
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await settle(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('admin operating calendar: staff plan the season, visitors see it', () => {
  const admin = adminSession();
  /** The October staff plan: this year's while it is still to come, else next year's. */
  let year: number;
  let today: string;
  let octoberWeekends: string[];

  beforeAll(async () => {
    // Staff start from an empty calendar: the demo season is taken away first.
    const token = await admin.token();
    const calendar = (await (await admin.api('/api/calendar?region=new-york')).json()) as { today: string; nights: Night[] };
    for (const night of calendar.nights) await admin.api(`/api/calendar/nights/${night.id}`, { method: 'DELETE', token });
    today = calendar.today;
    year = Number(today.slice(0, 4)) + (today.slice(5) > '10-31' ? 1 : 0);
    octoberWeekends = Array.from({ length: 31 }, (_, i) => `${year}-10-${String(i + 1).padStart(2, '0')}`).filter((date) =>
      [5, 6].includes(dayOf(date)),
    );
  });

  it("adds October's Fridays and Saturdays with the spec's hours, sells one out and closes one for weather", async () => {
    const { page, errors, close } = await admin.open('/admin/calendar');
    await page.getByRole('heading', { name: 'OPERATING CALENDAR' }).waitFor();
    await page.getByRole('link', { name: 'Calendar' }).waitFor();
    const months = (year - Number(today.slice(0, 4))) * 12 + 10 - Number(today.slice(5, 7));
    for (let i = 0; i < months; i++) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('heading', { name: `October ${year}` }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Add Nights' }).click();
    const dialog = page.getByRole('dialog', { name: /Add Nights/ });
    expect(await dialog.getByLabel('From').inputValue()).toBe(`${year}-10-01`);
    expect(await dialog.getByLabel('To').inputValue()).toBe(`${year}-10-31`);
    expect(await dialog.getByRole('checkbox', { name: 'Friday' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(false);
    expect(await dialog.getByLabel('Doors Open').inputValue()).toBe('18:30');
    expect(await dialog.getByLabel('Attractions Start').inputValue()).toBe('19:00');
    expect(await dialog.getByLabel('Last Entry (Sunday - Thursday)').inputValue()).toBe('22:00');
    expect(await dialog.getByLabel('Last Entry (Friday & Saturday)').inputValue()).toBe('23:00');
    await shot(page, 'calendar-bulk-add');
    await dialog.getByRole('button', { name: 'Add Nights' }).click();
    await toast(page, `${octoberWeekends.length} nights added`);

    const [firstFriday, firstSaturday, secondFriday] = octoberWeekends;
    const day = (date: string) => page.getByRole('button', { name: new RegExp(`^${fullDate(date)}: Open`) });
    await day(firstSaturday).click();
    await choose(page, 'Status', 'Sold out');
    await page.getByRole('button', { name: 'Save Night' }).click();
    await toast(page, 'Night saved');

    await day(octoberWeekends[2]).click();
    await choose(page, 'Status', 'Closed');
    await page.getByLabel('Note for visitors').fill('Closed for weather');
    await page.getByRole('button', { name: 'Save Night' }).click();
    await toast(page, 'Night saved');
    await page.getByRole('button', { name: new RegExp(`^${fullDate(secondFriday)}: Closed`) }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${fullDate(firstSaturday)}: Sold out`) }).waitFor();
    expect(await page.getByTestId('calendar-counts').textContent()).toContain(`${octoberWeekends.length - 2} open · 1 sold out · 1 closed`);
    expect(firstFriday < firstSaturday).toBe(true);
    await shot(page, 'calendar-month');
    // The last toast first closes (axe would catch it mid-fade).
    await page.locator('.MuiSnackbar-root').first().waitFor({ state: 'detached' });
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('a visitor sees the next open night on /new-york and /tickets, and the month with its marks on the contact page', async () => {
    // A next night more than about six months away names its year.
    const tonightOrNext = /^(Open tonight: doors 6:30 PM|Next open night: (Friday|Saturday), October \d+(, \d{4})? · doors 6:30 PM)/;
    for (const path of ['/new-york', '/tickets']) {
      const { page, errors, close } = await admin.open(path, { signIn: false });
      const line = page.getByTestId('tonight-line');
      await line.waitFor();
      expect(await line.textContent()).toMatch(tonightOrNext);
      await expectNoSeriousViolations(page);
      expect(errors).toEqual([]);
      await close();
    }

    const { page, errors, close } = await admin.open('/new-york/contact', { signIn: false, width: 390 });
    const calendar = page.getByTestId('month-calendar');
    await calendar.getByRole('heading', { name: `Operating nights · October ${year}` }).waitFor();
    const [, firstSaturday, secondFriday] = octoberWeekends;
    expect(await calendar.locator(`td[data-date="${firstSaturday}"]`).getAttribute('aria-label')).toBe(
      `${fullDate(firstSaturday)}: sold out, doors 6:30 PM, last entry 11:00 PM`,
    );
    expect(await calendar.locator(`td[data-date="${secondFriday}"]`).getAttribute('aria-label')).toBe(
      `${fullDate(secondFriday)}: closed (Closed for weather)`,
    );
    await calendar.getByText(`${WEEKDAYS[dayOf(secondFriday)]}, October ${Number(secondFriday.slice(8))}: Closed for weather`).waitFor();
    await calendar.getByRole('list', { name: 'Legend' }).getByText('Sold out').waitFor();
    await page.getByText('Doors Open: 6:30 PM (Friday & Saturday)').waitFor();
    await page.getByText('Last Entry: 11:00 PM (Friday & Saturday)').waitFor();
    expect(await calendar.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(today.slice(0, 7) === `${year}-10`);
    await shot(page, 'calendar-contact');
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it("publishes October's nights as schema.org Events in the contact page's HTML, with New York's offsets", async () => {
    const events = await eventsIn(admin, '/new-york/contact');
    expect(events).toHaveLength(octoberWeekends.length);
    const [firstFriday, firstSaturday, secondFriday] = octoberWeekends;
    const byStart = (date: string) => events.find((event) => String(event.startDate).startsWith(date))!;
    expect(byStart(firstFriday)).toMatchObject({
      startDate: `${firstFriday}T18:30:00-04:00`,
      endDate: `${firstFriday}T23:00:00-04:00`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { streetAddress: '11199 Main Street, Clarence, NY 14031' } },
      // One offer per ticket type the demo seeds, each with its price.
      offers: [
        expect.objectContaining({ availability: 'https://schema.org/InStock', priceCurrency: 'USD' }),
        expect.objectContaining({ availability: 'https://schema.org/InStock', priceCurrency: 'USD' }),
      ],
    });
    expect(byStart(firstSaturday)).toMatchObject({
      offers: [{ availability: 'https://schema.org/SoldOut' }, { availability: 'https://schema.org/SoldOut' }],
    });
    expect(byStart(secondFriday)).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    expect(String((byStart(firstFriday).offers as { url: string }[])[0].url)).toMatch(/^https?:\/\//);
  });
});
