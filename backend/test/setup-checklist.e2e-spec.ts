import { DiscountPoolCode } from '../src/discount/entities/discount-pool-code.entity';
import { attractionBody } from './support/factories';
import { testAppSession } from './support/test-app';

type Checklist = { complete: boolean; items: { key: string; done: boolean; adminPath: string | null }[] };

const SEASON_STEPS = ['ticket-types', 'operating-nights', 'discount-pool', 'privacy-policy'];
const PARK_STEPS = ['contact-details', 'region-copy', 'attractions', 'faq-reviewed', 'team-member'];

describe('the setup checklist (/api/setup/checklist)', () => {
  const t = testAppSession();
  const checklist = async () => (await t.http.get('/api/setup/checklist').set(t.admin).expect(200)).body as Checklist;
  const done = (list: Checklist) => list.items.filter((item) => item.done).map((item) => item.key);

  it('on a fresh install lists every step, none done, each with the screen that sets it', async () => {
    const list = await checklist();
    expect(list.complete).toBe(false);
    expect(list.items.map((item) => [item.key, item.adminPath])).toEqual([
      ['contact-details', '/admin/settings'],
      ['region-copy', '/admin/regions'],
      ['attractions', '/admin/attractions'],
      ['faq-reviewed', '/admin/faq'],
      ['team-member', '/admin/staff'],
      ['ticketing-site', '/admin/tickets'],
      ['ticket-types', '/admin/tickets'],
      ['operating-nights', '/admin/calendar'],
      ['discount-pool', '/admin/discounts'],
      ['email', '/admin/mail'],
      ['public-address', '/admin/mail'],
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
    expect(done(await checklist())).toEqual(SEASON_STEPS);
  });

  it("ticks the park's own steps as staff do them: contact details, region copy, an attraction, a reviewed FAQ, a member", async () => {
    await t.http.put('/api/settings').set(t.admin).send({ phone: '(555) 010-2000' }).expect(200);
    expect(done(await checklist())).toEqual(['contact-details', ...SEASON_STEPS]);
    await t.http.patch('/api/regions/new-york').set(t.admin).send({ cardLocation: 'Down the orchard road' }).expect(200);
    expect(done(await checklist())).toEqual(['contact-details', ...SEASON_STEPS]);
    await t.http.patch('/api/regions/florida').set(t.admin).send({ heroLine: 'Opening when we are ready' }).expect(200);
    // Every region's lines are the park's own, but no region says where the park is yet.
    expect(done(await checklist())).toEqual(['contact-details', ...SEASON_STEPS]);
    await t.http.patch('/api/regions/new-york').set(t.admin).send({ address: '1 Orchard Road, Somewhere' }).expect(200);
    expect(done(await checklist())).toEqual(['contact-details', 'region-copy', ...SEASON_STEPS]);
    await t.http.post('/api/attractions').set(t.admin).send(attractionBody()).expect(201);
    const [draft] = (await t.http.get('/api/faq?region=new-york').set(t.admin).expect(200)).body.items as { id: number }[];
    await t.http.patch(`/api/faq/${draft.id}`).set(t.admin).send({ active: true }).expect(200);
    await t.http.post('/api/staff').set(t.admin).send({ username: 'morgan', email: 'morgan@example.com', role: 'editor' }).expect(201);
    expect(done(await checklist())).toEqual([...PARK_STEPS, ...SEASON_STEPS]);
  });
});
