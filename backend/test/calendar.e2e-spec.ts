import { OperatingNight } from '../src/calendar/entities/operating-night.entity';
import { SiteSettings } from '../src/settings/entities/site-settings.entity';
import { testAppSession } from './support/test-app';

interface Night {
  id: number;
  region: string;
  date: string;
  doorsOpen: string;
  attractionsStart: string;
  lastEntry: string;
  status: string;
  note: string | null;
  startsAt: string;
  endsAt: string;
}

const OCTOBER_2026_WEEKENDS = ['02', '03', '09', '10', '16', '17', '23', '24', '30', '31'].map((day) => `2026-10-${day}`);

describe('operating calendar', () => {
  const t = testAppSession();

  beforeEach(async () => {
    await t.dataSource.getRepository(OperatingNight).clear();
    await t.dataSource.getRepository(SiteSettings).clear();
  });

  const rowCount = () => t.dataSource.getRepository(OperatingNight).count();
  const create = async (body: Record<string, unknown>): Promise<Night> =>
    (
      await t.http
        .post('/api/calendar/nights')
        .set(t.admin)
        .send({ region: 'new-york', ...body })
        .expect(201)
    ).body;
  const bulkAdd = (body: Record<string, unknown>) =>
    t.http
      .post('/api/calendar/nights/bulk')
      .set(t.admin)
      .send({ region: 'new-york', ...body });
  const read = async (query: string): Promise<{ nights: Night[]; [key: string]: unknown }> =>
    (await t.http.get(`/api/calendar?${query}`).expect(200)).body;

  describe('staff add nights', () => {
    it("one night gets the standard hours of its weekday and comes back with its instants in the region's zone", async () => {
      const friday = await create({ date: '2026-10-02' });
      expect(friday).toEqual({
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
      const tuesday = await create({ date: '2026-10-06', status: 'sold-out' });
      expect(tuesday).toMatchObject({ lastEntry: '22:00', status: 'sold-out' });
    });

    it('a second night on the same date is a 409 with a clear message, and the first one stays', async () => {
      await create({ date: '2026-10-02', note: 'Opening night' });
      const res = await t.http.post('/api/calendar/nights').set(t.admin).send({ region: 'new-york', date: '2026-10-02' }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'OPERATING_NIGHT_EXISTS',
        message: 'There is already an operating night for new-york on 2026-10-02; edit that night instead',
        error: 'Conflict',
      });
      await create({ region: 'florida', date: '2026-10-02' });
      expect(await rowCount()).toBe(2);
    });

    it("a bulk add of October's Fridays and Saturdays uses the spec's hours: last entry 11:00 PM", async () => {
      const res = await bulkAdd({ from: '2026-10-01', to: '2026-10-31', weekdays: [5, 6] }).expect(200);
      expect(res.body.skipped).toEqual([]);
      expect(res.body.created.map((night: Night) => night.date)).toEqual(OCTOBER_2026_WEEKENDS);
      expect(
        res.body.created.every((n: Night) => n.doorsOpen === '18:30' && n.attractionsStart === '19:00' && n.lastEntry === '23:00'),
      ).toBe(true);
      expect(res.body.created.every((n: Night) => n.status === 'open' && n.id > 0)).toBe(true);
    });

    it('a bulk add of Sundays to Thursdays ends at 10:00 PM, takes given times, and leaves existing nights alone', async () => {
      const closed = await create({ date: '2026-10-19', status: 'closed', note: 'Closed for weather' });
      const res = await bulkAdd({
        from: '2026-10-18',
        to: '2026-10-24',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        lastEntryFridayAndSaturday: '00:30',
      }).expect(200);
      expect(res.body.skipped).toEqual(['2026-10-19']);
      const byDate = Object.fromEntries(res.body.created.map((night: Night) => [night.date, night]));
      expect(Object.keys(byDate)).toEqual(['2026-10-18', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24']);
      expect(byDate['2026-10-18'].lastEntry).toBe('22:00');
      expect(byDate['2026-10-23']).toMatchObject({ lastEntry: '00:30', endsAt: '2026-10-24T00:30:00-04:00' });
      const { nights } = await read('region=new-york&from=2026-10-19&to=2026-10-19');
      expect(nights).toEqual([
        expect.objectContaining({ id: closed.id, status: 'closed', note: 'Closed for weather', lastEntry: '22:00' }),
      ]);
    });

    it('concurrent bulk adds over the same dates never make a duplicate; each date is created exactly once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => bulkAdd({ from: '2026-10-01', to: '2026-10-31', weekdays: [5, 6] })),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      const created = answers.flatMap((res) => res.body.created.map((night: Night) => night.date)).sort();
      expect(created).toEqual(OCTOBER_2026_WEEKENDS);
      for (const res of answers)
        expect([...res.body.created.map((n: Night) => n.date), ...res.body.skipped].sort()).toEqual(OCTOBER_2026_WEEKENDS);
      expect(await rowCount()).toBe(OCTOBER_2026_WEEKENDS.length);
    });
  });

  describe('staff change and delete nights', () => {
    it('marks a night sold out, closes another for weather, clears a note and changes times', async () => {
      const night = await create({ date: '2026-10-03' });
      const soldOut = await t.http.patch(`/api/calendar/nights/${night.id}`).set(t.admin).send({ status: 'sold-out' }).expect(200);
      expect(soldOut.body).toMatchObject({ id: night.id, status: 'sold-out', note: null, lastEntry: '23:00' });
      const closed = await t.http
        .patch(`/api/calendar/nights/${night.id}`)
        .set(t.admin)
        .send({ status: 'closed', note: '  Closed for weather ' })
        .expect(200);
      expect(closed.body).toMatchObject({ status: 'closed', note: 'Closed for weather' });
      const reopened = await t.http
        .patch(`/api/calendar/nights/${night.id}`)
        .set(t.admin)
        .send({ status: 'open', note: null, doorsOpen: '18:00', lastEntry: '01:00' })
        .expect(200);
      expect(reopened.body).toMatchObject({
        status: 'open',
        note: null,
        startsAt: '2026-10-03T18:00:00-04:00',
        endsAt: '2026-10-04T01:00:00-04:00',
      });
    });

    it('deletes a night; unknown nights are 404', async () => {
      const night = await create({ date: '2026-10-03' });
      await t.http.delete(`/api/calendar/nights/${night.id}`).set(t.admin).expect(204);
      expect(await rowCount()).toBe(0);
      const missing = await t.http.delete(`/api/calendar/nights/${night.id}`).set(t.admin).expect(404);
      expect(missing.body.message).toBe(`Operating night ${night.id} not found`);
      const changed = await t.http.patch(`/api/calendar/nights/${night.id}`).set(t.admin).send({ status: 'closed' }).expect(404);
      expect(changed.body.message).toBe(`Operating night ${night.id} not found`);
    });
  });

  describe('bad input', () => {
    it.each([
      ['an unknown region', { region: 'mars', date: '2026-10-02' }, 'Region must be one of: new-york, florida'],
      ['a date that does not exist', { date: '2026-02-30' }, 'Date must be a date written YYYY-MM-DD'],
      ['a 12-hour time', { date: '2026-10-02', doorsOpen: '6:30 PM' }, 'Doors open must be a 24-hour time written HH:MM, e.g. 18:30'],
      ['an unknown status', { date: '2026-10-02', status: 'maybe' }, 'Status must be one of: open, sold-out, closed'],
      [
        'attractions before the doors',
        { date: '2026-10-02', attractionsStart: '18:00' },
        'Attractions must not start before the doors open',
      ],
      [
        'last entry before the attractions',
        { date: '2026-10-02', lastEntry: '18:45' },
        'Last entry must be after the attractions start (a time before the doors open means after midnight)',
      ],
      ['a note too long', { date: '2026-10-02', note: 'x'.repeat(201) }, 'Note must be at most 200 characters'],
    ])('creating a night with %s is a 400 that says so, and nothing is saved', async (_, body, message) => {
      const res = await t.http
        .post('/api/calendar/nights')
        .set(t.admin)
        .send({ region: 'new-york', ...body })
        .expect(400);
      expect(res.body.message).toContain(message);
      expect(await rowCount()).toBe(0);
    });

    it.each([
      ['no weekday', { from: '2026-10-01', to: '2026-10-31', weekdays: [] }, 'Choose at least one weekday'],
      [
        'weekday 7',
        { from: '2026-10-01', to: '2026-10-31', weekdays: [7] },
        'Weekdays must be whole numbers from 0 (Sunday) to 6 (Saturday)',
      ],
      ['to before from', { from: '2026-10-31', to: '2026-10-01', weekdays: [5] }, 'to (2026-10-01) must not be before from (2026-10-31)'],
      ['over 400 days', { from: '2026-01-01', to: '2027-12-31', weekdays: [5] }, 'to must be at most 400 days after from'],
      [
        'no chosen weekday in the range',
        { from: '2026-10-05', to: '2026-10-06', weekdays: [5, 6] },
        'None of the chosen weekdays falls between from and to',
      ],
      [
        'a Friday last entry before the attractions',
        { from: '2026-10-01', to: '2026-10-31', weekdays: [4, 5], lastEntryFridayAndSaturday: '18:45' },
        'Last entry must be after the attractions start (a time before the doors open means after midnight)',
      ],
    ])('a bulk add with %s is a 400 that says so, and nothing is saved', async (_, body, message) => {
      const res = await bulkAdd(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await rowCount()).toBe(0);
    });

    it.each([
      ['region=mars', 'region must be one of: new-york, florida'],
      ['', 'region must be one of: new-york, florida'],
      ['region=new-york&from=2026-13-01', 'from must be a date written YYYY-MM-DD'],
      ['region=new-york&from=2026-10-31&to=2026-10-01', 'to (2026-10-01) must not be before from (2026-10-31)'],
      ['region=new-york&from=2026-01-01&to=2027-03-01', 'to must be at most 400 days after from'],
    ])('reading the calendar with %s is a 400: %s', async (query, message) => {
      const res = await t.http.get(`/api/calendar?${query}`).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('every write needs an admin token', async () => {
      const night = await create({ date: '2026-10-02' });
      await t.http.post('/api/calendar/nights').send({ region: 'new-york', date: '2026-10-03' }).expect(401);
      await t.http
        .post('/api/calendar/nights/bulk')
        .send({ region: 'new-york', from: '2026-10-01', to: '2026-10-31', weekdays: [5] })
        .expect(401);
      await t.http.patch(`/api/calendar/nights/${night.id}`).send({ status: 'closed' }).expect(401);
      await t.http.delete(`/api/calendar/nights/${night.id}`).expect(401);
      const { nights } = await read('region=new-york&from=2026-10-01&to=2026-10-31');
      expect(nights).toEqual([expect.objectContaining({ id: night.id, status: 'open' })]);
    });
  });

  describe('time zones', () => {
    it('gives the right offsets across both daylight-saving changes of 2026', async () => {
      for (const date of ['2026-03-07', '2026-03-08', '2026-11-01']) await create({ date });
      await create({ date: '2026-10-31', lastEntry: '01:30' });
      const { nights } = await read('region=new-york&from=2026-03-01&to=2026-11-30');
      expect(nights.map(({ date, startsAt, endsAt }) => ({ date, startsAt, endsAt }))).toEqual([
        { date: '2026-03-07', startsAt: '2026-03-07T18:30:00-05:00', endsAt: '2026-03-07T23:00:00-05:00' },
        { date: '2026-03-08', startsAt: '2026-03-08T18:30:00-04:00', endsAt: '2026-03-08T22:00:00-04:00' },
        // Halloween's last entry is after midnight, the night the clocks fall back: its first 1:30 AM.
        { date: '2026-10-31', startsAt: '2026-10-31T18:30:00-04:00', endsAt: '2026-11-01T01:30:00-04:00' },
        { date: '2026-11-01', startsAt: '2026-11-01T18:30:00-05:00', endsAt: '2026-11-01T22:00:00-05:00' },
      ]);
    });

    it('is a region setting staff change; nights keep their wall-clock hours in the new zone', async () => {
      await create({ region: 'florida', date: '2026-10-02' });
      const florida = await read('region=florida&from=2026-10-01&to=2026-10-31');
      expect(florida).toMatchObject({ timeZone: 'America/New_York', nights: [{ startsAt: '2026-10-02T18:30:00-04:00' }] });

      const saved = await t.http.patch('/api/regions/florida').set(t.admin).send({ timeZone: 'America/Chicago' }).expect(200);
      expect(saved.body).toMatchObject({ key: 'florida', timeZone: 'America/Chicago' });
      const moved = await read('region=florida&from=2026-10-01&to=2026-10-31');
      expect(moved).toMatchObject({ timeZone: 'America/Chicago', nights: [{ doorsOpen: '18:30', startsAt: '2026-10-02T18:30:00-05:00' }] });

      // Changing the region's other fields keeps its zone; New York's is its own.
      await t.http.patch('/api/regions/florida').set(t.admin).send({ openingLine: 'Opening October 2026' }).expect(200);
      const regions = (await t.http.get('/api/regions').expect(200)).body.items as { key: string; timeZone: string }[];
      expect(regions.map(({ key, timeZone }) => [key, timeZone])).toEqual([
        ['new-york', 'America/New_York'],
        ['florida', 'America/Chicago'],
      ]);
    });

    it.each(['Mars/Olympus', '+05:00', '', null])('refuses %p as a time zone', async (zone) => {
      const res = await t.http.patch('/api/regions/new-york').set(t.admin).send({ timeZone: zone }).expect(400);
      expect(res.body.errors.timeZone).toEqual(['Time zone must be an IANA time zone such as America/New_York']);
    });

    it("reads today's date in the region's zone by default, with the standard hours of every weekday", async () => {
      const calendar = await read('region=new-york');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
      expect(calendar).toMatchObject({ region: 'new-york', timeZone: 'America/New_York', today, from: today, nights: [] });
      expect(calendar.standardHours).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          doorsOpen: '18:30',
          attractionsStart: '19:00',
          lastEntry: weekday >= 5 ? '23:00' : '22:00',
        })),
      );
    });
  });

  describe('visitors', () => {
    it('get a cacheable answer that a staff change replaces at once', async () => {
      const night = await create({ date: '2026-10-02' });
      const query = '/api/calendar?region=new-york&from=2026-10-01&to=2026-10-31';
      const first = await t.http.get(query).expect(200);
      expect(first.headers['cache-control']).toMatch(/^public/);
      const again = await t.http.get(query).expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.body.generatedAt).toBe(first.body.generatedAt);

      await t.http.patch(`/api/calendar/nights/${night.id}`).set(t.admin).send({ status: 'sold-out' }).expect(200);
      const fresh = await t.http.get(query).expect(200);
      expect(fresh.body.nights).toEqual([expect.objectContaining({ status: 'sold-out' })]);

      await bulkAdd({ from: '2026-10-01', to: '2026-10-31', weekdays: [6] }).expect(200);
      expect((await t.http.get(query).expect(200)).body.nights).toHaveLength(6);
      const staff = await t.http.get(query).set(t.admin).expect(200);
      expect(staff.headers['cache-control']).toBe('no-store');
    });
  });
});
