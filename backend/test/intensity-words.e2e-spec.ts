import { testAppSession } from './support/test-app';

const SEEDED = ['Family friendly', 'Mild scares', 'Scary', 'Very scary', 'Extreme'];

describe('intensity words (/api/attraction-intensity-words)', () => {
  const t = testAppSession();

  it('starts with the seeded words, in level order', async () => {
    const res = await t.http.get('/api/attraction-intensity-words').expect(200);
    expect(res.body).toEqual({ labels: SEEDED });
  });

  it('staff replace the words (trimmed); visitors read them at once and the change is audited', async () => {
    await t.http.get('/api/attraction-intensity-words').expect(200);
    const labels = ['All ages', ' Spooky ', 'Scary', 'Terrifying', 'Nightmare'];
    const saved = await t.http.put('/api/attraction-intensity-words').set(t.admin).send({ labels }).expect(200);
    const expected = { labels: ['All ages', 'Spooky', 'Scary', 'Terrifying', 'Nightmare'] };
    expect(saved.body).toEqual(expected);
    expect((await t.http.get('/api/attraction-intensity-words').expect(200)).body).toEqual(expected);
    const audit = await t.http.get('/api/audit-log').set(t.admin).expect(200);
    expect(JSON.stringify(audit.body.items.slice(0, 4))).toContain('Nightmare');
  });

  it.each([
    [{}, 'Intensity words must be a list of 5, one per level from 1 to 5'],
    [{ labels: ['One', 'Two', 'Three', 'Four'] }, 'Intensity words must be a list of 5, one per level from 1 to 5'],
    [{ labels: 'Scary' }, 'Intensity words must be a list of 5, one per level from 1 to 5'],
    [{ labels: ['One', '  ', 'Three', 'Four', 'Five'] }, 'The words for level 2 must be 1 to 40 characters'],
    [{ labels: ['One', 'Two', 'Three', 'Four', 'x'.repeat(41)] }, 'The words for level 5 must be 1 to 40 characters'],
    [{ labels: ['One', 'Two', 3, 'Four', 'Five'] }, 'The words for level 3 must be 1 to 40 characters'],
  ])('refuses %j with its message', async (body, message) => {
    const res = await t.http.put('/api/attraction-intensity-words').set(t.admin).send(body).expect(400);
    expect(res.body.errors.labels).toEqual([message]);
  });

  it('refuses a write without a token', async () => {
    await t.http.put('/api/attraction-intensity-words').send({ labels: SEEDED }).expect(401);
  });
});
