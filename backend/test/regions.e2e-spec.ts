import { RegionRow } from '../src/regions/entities/region.entity';
import { comingSeasonYear } from '../src/regions/regions.constants';
import { todayIn } from '../src/common/domain/zoned-time';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

describe('regions', () => {
  const t = testAppSession();

  it('before staff save anything, New York is open on Eastern time for the coming season and Florida is coming soon, stating no facts', async () => {
    const { body } = await t.http.get('/api/regions').expect(200);
    const year = comingSeasonYear(todayIn('America/New_York'));
    expect(body.items).toEqual([
      {
        key: 'new-york',
        name: 'New York',
        status: 'open',
        timeZone: 'America/New_York',
        address: '',
        openingLine: `Opening September ${year}`,
        heroTitle: 'New York Nightmares',
        heroLine: '',
        cardLine: '',
        cardLocation: '',
        updatedAt: expect.any(String),
      },
      {
        key: 'florida',
        name: 'Florida',
        status: 'coming-soon',
        timeZone: 'America/New_York',
        address: '',
        openingLine: 'Opening Date TBD',
        heroTitle: 'Florida Nightmares',
        heroLine: 'Southern nightmares and tropical terror await',
        cardLine: 'Southern nightmares and tropical terror await',
        cardLocation: '',
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('the season that opens September 1 is next year once this one has begun', () => {
    expect(comingSeasonYear('2026-08-31')).toBe(2026);
    expect(comingSeasonYear('2026-09-01')).toBe(2027);
    expect(comingSeasonYear('2026-11-26')).toBe(2027);
  });

  it('staff open Florida: only the fields sent change, visitors see it at once, and the change is in the audit log', async () => {
    await t.http.get('/api/regions').expect(200);
    const res = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ status: 'open', openingLine: '  Opening October 2027 ' })
      .expect(200);
    expect(res.body).toMatchObject({
      key: 'florida',
      status: 'open',
      openingLine: 'Opening October 2027',
      heroTitle: 'Florida Nightmares',
    });
    const { body } = await t.http.get('/api/regions').expect(200);
    expect(body.items[1]).toMatchObject({ status: 'open', openingLine: 'Opening October 2027', updatedAt: expect.any(String) });
    expect(await t.dataSource.getRepository(RegionRow).countBy({ key: 'florida' })).toBe(1);
    const audit = await t.http.get('/api/audit-log').set(t.admin).expect(200);
    expect(JSON.stringify(audit.body.items[0])).toContain('region');
  });

  it('refuses an unknown status, a blank title, a line too long and an unknown region; lines the site can leave out may be emptied', async () => {
    const bad = await t.http
      .patch('/api/regions/new-york')
      .set(t.admin)
      .send({ status: 'sold-out', heroTitle: '  ', cardLine: 'x'.repeat(201) })
      .expect(400);
    expect(bad.body.errors).toEqual({
      status: ['Status must be one of: open, coming-soon, closed-for-season'],
      heroTitle: ['Hero title is required'],
      cardLine: ['Card line must be at most 200 characters'],
    });
    const blanked = await t.http.patch('/api/regions/new-york').set(t.admin).send({ heroLine: ' ', cardLocation: '' }).expect(200);
    expect(blanked.body).toMatchObject({ heroLine: '', cardLocation: '' });
    const unknown = await t.http.patch('/api/regions/texas').set(t.admin).send({ status: 'open' }).expect(404);
    expect(unknown.body.message).toBe('No such region: texas');
  });

  it('staff rename a region, move its park to another clock and give its address; a bad time zone is refused', async () => {
    const res = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ name: ' Florida Keys ', timeZone: 'America/Chicago', address: '13 Swamp Lane, Orlando, FL' })
      .expect(200);
    expect(res.body).toMatchObject({
      key: 'florida',
      name: 'Florida Keys',
      timeZone: 'America/Chicago',
      address: '13 Swamp Lane, Orlando, FL',
    });
    const bad = await t.http.patch('/api/regions/florida').set(t.admin).send({ timeZone: 'Eastern Time', name: '' }).expect(400);
    expect(bad.body.errors).toEqual({
      timeZone: ['Time zone must be an IANA time zone such as America/New_York'],
      name: ['Name is required'],
    });
  });

  it('an editor may change the copy; box office may not', async () => {
    const editor = await addMember(t.dataSource, 'editor');
    await t.http
      .patch('/api/regions/new-york')
      .set(bearer(await memberToken(t.dataSource, t.config.jwtSecret, editor.id)))
      .send({ status: 'closed-for-season' })
      .expect(200);
    const boxOffice = await addMember(t.dataSource, 'box-office');
    await t.http
      .patch('/api/regions/new-york')
      .set(bearer(await memberToken(t.dataSource, t.config.jwtSecret, boxOffice.id)))
      .send({ status: 'open' })
      .expect(403);
    await t.http.patch('/api/regions/new-york').set(t.admin).send({ status: 'open' }).expect(200);
  });
});
