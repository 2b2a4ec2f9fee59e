import type { AuthenticatedAdmin } from '../../src/common/auth/authenticated-admin';
import { CalendarModule } from '../../src/calendar/calendar.module';
import { CalendarService } from '../../src/calendar/calendar.service';
import type { BulkAddNightsDto } from '../../src/calendar/dto/bulk-add-nights.dto';
import type { CalendarQueryDto } from '../../src/calendar/dto/calendar-query.dto';
import type { CreateOperatingNightDto } from '../../src/calendar/dto/create-operating-night.dto';
import type { UpdateOperatingNightDto } from '../../src/calendar/dto/update-operating-night.dto';
import { OperatingNight } from '../../src/calendar/entities/operating-night.entity';
import { RegionsService } from '../../src/regions/regions.service';
import type { UpdateRegionDto } from '../../src/regions/dto/update-region.dto';
import { asRequest, serviceSession } from '../support/service-module';

const OCTOBER_2026_WEEKENDS = ['02', '03', '09', '10', '16', '17', '23', '24', '30', '31'].map((day) => `2026-10-${day}`);
const OWNER: AuthenticatedAdmin = { id: 1, username: 'admin', role: 'owner', totpEnabled: false, twoFactorSetupRequired: false };
const LAST_ENTRY_ORDER = 'Last entry must be after the attractions start (a time before the doors open means after midnight)';

describe('the operating calendar (CalendarService)', () => {
  const s = serviceSession({ imports: [CalendarModule] });
  const calendar = () => s.get(CalendarService);
  const rowCount = () => s.dataSource.getRepository(OperatingNight).count();
  const create = (body: Partial<CreateOperatingNightDto>) => calendar().create({ region: 'new-york', ...body } as CreateOperatingNightDto);
  const bulkAdd = (body: Partial<BulkAddNightsDto>) => calendar().bulkAdd({ region: 'new-york', ...body } as BulkAddNightsDto);
  const update = (id: number, body: UpdateOperatingNightDto) => calendar().update(id, body, OWNER);
  const read = (query: Partial<CalendarQueryDto>) => calendar().read({ region: 'new-york', ...query } as CalendarQueryDto);
  const refusal = (field: string, message: string) => ({ errors: { [field]: [message] } });

  beforeEach(() => s.dataSource.getRepository(OperatingNight).clear());

  describe('adding nights', () => {
    it("gives one night the standard hours of its weekday, with its instants in the region's zone", async () => {
      expect(await create({ date: '2026-10-02' })).toEqual({
        id: expect.any(Number),
        region: 'new-york',
        date: '2026-10-02',
        doorsOpen: '18:30',
        attractionsStart: '19:00',
        lastEntry: '23:00',
        status: 'open',
        note: null,
        startsAt: '2026-10-02T18:30:00-04:00',
        endsAt: '2026-10-02T23:00:00-04:00',
      });
      expect(await create({ date: '2026-10-06', status: 'sold-out' })).toMatchObject({ lastEntry: '22:00', status: 'sold-out' });
    });

    it('refuses a second night on the same date with 409, keeping the first; another region may have that date', async () => {
      await create({ date: '2026-10-02', note: 'Opening night' });
      await expect(create({ date: '2026-10-02' })).rejects.toMatchObject({
        status: 409,
        response: {
          code: 'OPERATING_NIGHT_EXISTS',
          message: 'There is already an operating night for new-york on 2026-10-02; edit that night instead',
        },
      });
      await create({ region: 'florida', date: '2026-10-02' });
      expect(await rowCount()).toBe(2);
    });

    it.each([
      [
        'attractions before the doors',
        { attractionsStart: '18:00' },
        'attractionsStart',
        'Attractions must not start before the doors open',
      ],
      ['last entry before the attractions', { lastEntry: '18:45' }, 'lastEntry', LAST_ENTRY_ORDER],
    ])('refuses a night with %s, saving nothing', async (_, hours, field, message) => {
      await expect(create({ date: '2026-10-02', ...hours })).rejects.toMatchObject(refusal(field, message));
      expect(await rowCount()).toBe(0);
    });

    it("adds October's Fridays and Saturdays in bulk with the spec's hours: last entry 11:00 PM", async () => {
      const { created, skipped } = await bulkAdd({ from: '2026-10-01', to: '2026-10-31', weekdays: [5, 6] });
      expect(skipped).toEqual([]);
      expect(created.map((night) => night.date)).toEqual(OCTOBER_2026_WEEKENDS);
      expect(created.every((n) => n.doorsOpen === '18:30' && n.attractionsStart === '19:00' && n.lastEntry === '23:00')).toBe(true);
      expect(created.every((n) => n.status === 'open' && n.id > 0)).toBe(true);
    });

    it('ends Sundays to Thursdays at 10:00 PM in bulk, takes given times, and leaves existing nights alone', async () => {
      const closed = await create({ date: '2026-10-19', status: 'closed', note: 'Closed for weather' });
      const result = await bulkAdd({
        from: '2026-10-18',
        to: '2026-10-24',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        lastEntryFridayAndSaturday: '00:30',
      });
      expect(result.skipped).toEqual(['2026-10-19']);
      const byDate = Object.fromEntries(result.created.map((night) => [night.date, night]));
      expect(Object.keys(byDate)).toEqual(['2026-10-18', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24']);
      expect(byDate['2026-10-18'].lastEntry).toBe('22:00');
      expect(byDate['2026-10-23']).toMatchObject({ lastEntry: '00:30', endsAt: '2026-10-24T00:30:00-04:00' });
      expect((await read({ from: '2026-10-19', to: '2026-10-19' })).nights).toEqual([
        expect.objectContaining({ id: closed.id, status: 'closed', note: 'Closed for weather', lastEntry: '22:00' }),
      ]);
    });

    it('never makes a duplicate when bulk adds over the same dates run at once; each date is created exactly once', async () => {
      const results = await Promise.all(
        Array.from({ length: 5 }, () => asRequest(() => bulkAdd({ from: '2026-10-01', to: '2026-10-31', weekdays: [5, 6] }))),
      );
      expect(results.flatMap((result) => result.created.map((night) => night.date)).sort()).toEqual(OCTOBER_2026_WEEKENDS);
      for (const result of results) expect([...result.created.map((n) => n.date), ...result.skipped].sort()).toEqual(OCTOBER_2026_WEEKENDS);
      expect(await rowCount()).toBe(OCTOBER_2026_WEEKENDS.length);
    });

    it.each([
      [
        'to before from',
        { from: '2026-10-31', to: '2026-10-01', weekdays: [5] },
        'to',
        'to (2026-10-01) must not be before from (2026-10-31)',
      ],
      ['over 400 days', { from: '2026-01-01', to: '2027-12-31', weekdays: [5] }, 'to', 'to must be at most 400 days after from'],
      [
        'no chosen weekday in the range',
        { from: '2026-10-05', to: '2026-10-06', weekdays: [5, 6] },
        'weekdays',
        'None of the chosen weekdays falls between from and to',
      ],
      [
        'a Friday last entry before the attractions',
        { from: '2026-10-01', to: '2026-10-31', weekdays: [4, 5], lastEntryFridayAndSaturday: '18:45' },
        'lastEntryFridayAndSaturday',
        LAST_ENTRY_ORDER,
      ],
    ])('refuses a bulk add with %s, saving nothing', async (_, body, field, message) => {
      await expect(bulkAdd(body)).rejects.toMatchObject(refusal(field, message));
      expect(await rowCount()).toBe(0);
    });
  });

  describe('changing and deleting nights', () => {
    it('marks a night sold out, closes it for weather, clears the note and changes times past midnight', async () => {
      const night = await create({ date: '2026-10-03' });
      expect(await update(night.id, { status: 'sold-out' })).toMatchObject({
        id: night.id,
        status: 'sold-out',
        note: null,
        lastEntry: '23:00',
      });
      expect(await update(night.id, { status: 'closed', note: '  Closed for weather ' })).toMatchObject({
        status: 'closed',
        note: 'Closed for weather',
      });
      expect(await update(night.id, { status: 'open', note: null, doorsOpen: '18:00', lastEntry: '01:00' })).toMatchObject({
        status: 'open',
        note: null,
        startsAt: '2026-10-03T18:00:00-04:00',
        endsAt: '2026-10-04T01:00:00-04:00',
      });
    });

    it('deletes a night; an unknown night is 404 to delete or change', async () => {
      const night = await create({ date: '2026-10-03' });
      await calendar().remove(night.id);
      expect(await rowCount()).toBe(0);
      const missing = { status: 404, message: `Operating night ${night.id} not found` };
      await expect(calendar().remove(night.id)).rejects.toMatchObject(missing);
      await expect(update(night.id, { status: 'closed' })).rejects.toMatchObject(missing);
    });
  });

  describe('time zones and reading the calendar', () => {
    it('gives the right offsets across both daylight-saving changes of 2026', async () => {
      for (const date of ['2026-03-07', '2026-03-08', '2026-11-01']) await create({ date });
      await create({ date: '2026-10-31', lastEntry: '01:30' });
      const { nights } = await read({ from: '2026-03-01', to: '2026-11-30' });
      expect(nights.map(({ date, startsAt, endsAt }) => ({ date, startsAt, endsAt }))).toEqual([
        { date: '2026-03-07', startsAt: '2026-03-07T18:30:00-05:00', endsAt: '2026-03-07T23:00:00-05:00' },
        { date: '2026-03-08', startsAt: '2026-03-08T18:30:00-04:00', endsAt: '2026-03-08T22:00:00-04:00' },
        // Halloween's last entry is after midnight, the night the clocks fall back: its first 1:30 AM.
        { date: '2026-10-31', startsAt: '2026-10-31T18:30:00-04:00', endsAt: '2026-11-01T01:30:00-04:00' },
        { date: '2026-11-01', startsAt: '2026-11-01T18:30:00-05:00', endsAt: '2026-11-01T22:00:00-05:00' },
      ]);
    });

    it("reads a region's nights in its own zone, which staff change; nights keep their wall-clock hours", async () => {
      const regions = s.get(RegionsService);
      await create({ region: 'florida', date: '2026-10-02' });
      const florida = { region: 'florida', from: '2026-10-01', to: '2026-10-31' } as CalendarQueryDto;
      expect(await calendar().read(florida)).toMatchObject({
        timeZone: 'America/New_York',
        nights: [{ startsAt: '2026-10-02T18:30:00-04:00' }],
      });
      expect(await regions.update('florida', { timeZone: 'America/Chicago' } as UpdateRegionDto)).toMatchObject({
        key: 'florida',
        timeZone: 'America/Chicago',
      });
      expect(await calendar().read(florida)).toMatchObject({
        timeZone: 'America/Chicago',
        nights: [{ doorsOpen: '18:30', startsAt: '2026-10-02T18:30:00-05:00' }],
      });
      // Changing the region's other fields keeps its zone; New York's is its own.
      await regions.update('florida', { openingLine: 'Opening October 2026' } as UpdateRegionDto);
      expect((await regions.list()).items.map(({ key, timeZone }) => [key, timeZone])).toEqual([
        ['new-york', 'America/New_York'],
        ['florida', 'America/Chicago'],
      ]);
    });

    it("reads from today's date in the region's zone by default, with the standard hours of every weekday", async () => {
      const now = new Date();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
      const result = await calendar().read({ region: 'new-york' } as CalendarQueryDto, now);
      expect(result).toMatchObject({ region: 'new-york', timeZone: 'America/New_York', today, from: today, nights: [] });
      expect(result.standardHours).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          doorsOpen: '18:30',
          attractionsStart: '19:00',
          lastEntry: weekday >= 5 ? '23:00' : '22:00',
        })),
      );
    });

    it.each([
      [{ from: '2026-10-31', to: '2026-10-01' }, 'to (2026-10-01) must not be before from (2026-10-31)'],
      [{ from: '2026-01-01', to: '2027-03-01' }, 'to must be at most 400 days after from'],
    ])('refuses to read the range %j', async (range, message) => {
      await expect(read(range)).rejects.toMatchObject(refusal('to', message));
    });
  });
});
