import { DiscountPoolCode } from '../src/discount/entities/discount-pool-code.entity';
import { testAppSession } from './support/test-app';

type Checklist = { complete: boolean; items: { key: string; done: boolean; adminPath: string | null }[] };

describe('the setup checklist (/api/setup/checklist)', () => {
  const t = testAppSession();
  const checklist = async () => (await t.http.get('/api/setup/checklist').set(t.admin).expect(200)).body as Checklist;
  const done = (list: Checklist) => list.items.filter((item) => item.done).map((item) => item.key);

  it('on a fresh install lists every step, none done, each with the screen that sets it', async () => {
    const list = await checklist();
    expect(list.complete).toBe(false);
    expect(list.items.map((item) => [item.key, item.adminPath])).toEqual([
      ['ticketing-site', '/admin/tickets'],
      ['ticket-types', '/admin/tickets'],
      ['operating-nights', '/admin/calendar'],
      ['discount-pool', '/admin/discounts'],
      ['email', null],
      ['public-address', null],
      ['privacy-policy', '/admin/legal'],
      ['owner-second-factor', '/admin/account'],
    ]);
    expect(done(list)).toEqual([]);
  });

  it('ticks each step as staff do it', async () => {
    await t.http
      .post('/api/ticket-types')
      .set(t.admin)
      .send({ name: 'General Admission', description: 'All of it', region: 'new-york', priceFrom: 35, includes: ['hayride'] })
      .expect(201);
    const nextYear = `${new Date().getUTCFullYear() + 1}-10-02`;
    await t.http.post('/api/calendar/nights').set(t.admin).send({ region: 'new-york', date: nextYear }).expect(201);
    await t.http.put('/api/legal/privacy').set(t.admin).send({ title: 'Privacy Policy', body: 'What we collect.' }).expect(200);
    await t.dataSource.getRepository(DiscountPoolCode).insert({ code: 'VENDOR-1', value: '10%' } as DiscountPoolCode);
    expect(done(await checklist())).toEqual(['ticket-types', 'operating-nights', 'discount-pool', 'privacy-policy']);
  });
});
