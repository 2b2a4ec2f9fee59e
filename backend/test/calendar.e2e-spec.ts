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

  describe('staff write nights', () => {
    it('create a night (201, in the response shape), and delete it (204)', async () => {
      const night = await create({ date: '2026-10-02' });
      expect(night).toMatchObject({ region: 'new-york', date: '2026-10-02', status: 'open', startsAt: '2026-10-02T18:30:00-04:00' });
      await t.http.delete(`/api/calendar/nights/${night.id}`).set(t.admin).expect(204);
      expect(await rowCount()).toBe(0);
    });
  });

  describe('bad input', () => {
    it.each([
      ['an unknown region', { region: 'mars', date: '2026-10-02' }, 'Region must be one of: new-york, florida'],
      ['a date that does not exist', { date: '2026-02-30' }, 'Date must be a date written YYYY-MM-DD'],
      ['a 12-hour time', { date: '2026-10-02', doorsOpen: '6:30 PM' }, 'Doors open must be a 24-hour time written HH:MM, e.g. 18:30'],
      ['an unknown status', { date: '2026-10-02', status: 'maybe' }, 'Status must be one of: open, sold-out, closed'],
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
    ])('a bulk add with %s is a 400 that says so, and nothing is saved', async (_, body, message) => {
      const res = await bulkAdd(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await rowCount()).toBe(0);
    });

    it.each([
      ['region=mars', 'region must be one of: new-york, florida'],
      ['', 'region must be one of: new-york, florida'],
      ['region=new-york&from=2026-13-01', 'from must be a date written YYYY-MM-DD'],
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
    it.each(['Mars/Olympus', '+05:00', '', null])('refuses %p as a time zone', async (zone) => {
      const res = await t.http.patch('/api/regions/new-york').set(t.admin).send({ timeZone: zone }).expect(400);
      expect(res.body.errors.timeZone).toEqual(['Time zone must be an IANA time zone such as America/New_York']);
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
