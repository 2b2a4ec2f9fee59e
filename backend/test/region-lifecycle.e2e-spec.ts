import { Attraction } from '../src/attractions/entities/attraction.entity';
import { RegionRedirectRow } from '../src/regions/entities/region-redirect.entity';
import { RegionRow } from '../src/regions/entities/region.entity';
import { newRegionCopy } from '../src/regions/regions.constants';
import { attractionBody, blogPostBody, testimonialBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

/** The owner adds, deletes and renames regions (POST, DELETE /api/regions/:key, POST /api/regions/:key/rename). */
describe('regions staff add, delete and rename', () => {
  const t = testAppSession();
  const keys = async () => ((await t.http.get('/api/regions').expect(200)).body.items as { key: string }[]).map((region) => region.key);
  const redirects = async () =>
    (await t.dataSource.getRepository(RegionRedirectRow).find({ order: { oldKey: 'ASC' } })).map(({ oldKey, key }) => `${oldKey}>${key}`);

  it('the owner adds Texas: coming soon with the starting copy, last in every list, and its region-scoped routes take it at once', async () => {
    expect(await keys()).toEqual(['new-york', 'florida']);
    const res = await t.http.post('/api/regions').set(t.admin).send({ name: ' Texas ', timeZone: 'America/Chicago' }).expect(201);
    expect(res.body).toEqual({
      key: 'texas',
      name: 'Texas',
      timeZone: 'America/Chicago',
      address: '',
      ...newRegionCopy('Texas'),
      status: 'coming-soon',
      area: 'Texas',
      stateCode: null,
      employmentLocation: null,
      firstCrewLine: null,
      icon: null,
      heroImage: null,
      homeVideo: null,
      comingSoonFeatures: [],
      languages: ['en'],
      translations: {},
      updatedAt: expect.any(String),
    });
    expect(await keys()).toEqual(['new-york', 'florida', 'texas']);
    await t.http.get('/api/faq?region=texas').expect(200);
    await t.http.get('/api/regions/texas/directions').expect(200);
  });

  it('makes the key from the name and takes the first region’s clock unless told; a status may be given', async () => {
    await t.http.patch('/api/regions/new-york').set(t.admin).send({ timeZone: 'America/Denver' }).expect(200);
    const res = await t.http
      .post('/api/regions')
      .set(t.admin)
      .send({ name: 'Nuevo México & Friends of the Night', status: 'open' })
      .expect(201);
    expect(res.body).toMatchObject({ key: 'nuevo-mexico-friends', timeZone: 'America/Denver', status: 'open' });
    await t.http.patch('/api/regions/new-york').set(t.admin).send({ timeZone: 'America/New_York' }).expect(200);
    await t.http.delete('/api/regions/nuevo-mexico-friends').set(t.admin).expect(204);
  });

  it.each([
    ['a blank name', { name: '  ' }, { name: ['Name is required'] }],
    [
      'a name with nothing to make a key from',
      { name: '¡¡!!' },
      { key: [expect.stringMatching(/^Key is required: .*choose a key such as texas$/)] },
    ],
    [
      'a key with capitals',
      { name: 'Ohio', key: 'Ohio!' },
      {
        key: ['Key must be 20 characters at most: lowercase letters a-z, digits and single hyphens between them, e.g. texas or new-mexico'],
      },
    ],
    ['a key too long', { name: 'Ohio', key: 'o'.repeat(21) }, { key: ['Key must be at most 20 characters'] }],
    [
      'the address of a page',
      { name: 'Tickets', key: 'tickets' },
      { key: [expect.stringContaining('Key "tickets" is the address of a page of the site; choose another (taken: admin, api,')] },
    ],
    [
      'a time zone that is not IANA',
      { name: 'Ohio', timeZone: 'Eastern' },
      { timeZone: ['Time zone must be an IANA time zone such as America/New_York'] },
    ],
    ['an unknown status', { name: 'Ohio', status: 'soon' }, { status: ['Status must be one of: open, coming-soon, closed-for-season'] }],
  ])('refuses %s with 400', async (_, body, errors) => {
    const res = await t.http.post('/api/regions').set(t.admin).send(body).expect(400);
    expect(res.body.errors).toEqual(errors);
    expect(await keys()).toEqual(['new-york', 'florida', 'texas']);
  });

  it('refuses a key another region has with 409', async () => {
    const res = await t.http.post('/api/regions').set(t.admin).send({ name: 'Texas Two', key: 'texas' }).expect(409);
    expect(res.body).toMatchObject({ code: 'REGION_KEY_TAKEN', message: 'The key "texas" is Texas\'s; choose another key' });
  });

  it('only the owner adds, deletes or renames a region: an editor edits its copy, box office nothing', async () => {
    for (const role of ['editor', 'box-office', 'hiring'] as const) {
      const member = await addMember(t.dataSource, role);
      const token = bearer(await memberToken(t.dataSource, t.config.jwtSecret, member.id));
      await t.http.post('/api/regions').set(token).send({ name: 'Ohio' }).expect(403);
      await t.http.delete('/api/regions/texas').set(token).expect(403);
      await t.http.post('/api/regions/texas/rename').set(token).send({ key: 'ohio' }).expect(403);
    }
    await t.http.post('/api/regions').send({ name: 'Ohio' }).expect(401);
    expect(await keys()).toEqual(['new-york', 'florida', 'texas']);
  });

  it('refuses to delete a region records belong to, saying what it has; deletes it once they are gone', async () => {
    const attractions = [];
    for (const title of ['The Barn', 'The Maze', 'The Mill']) {
      attractions.push(
        (
          await t.http
            .post('/api/attractions')
            .set(t.admin)
            .send(attractionBody({ title, region: 'texas' }))
            .expect(201)
        ).body.id,
      );
    }
    const story = (
      await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ region: 'texas' }))
        .expect(201)
    ).body.id;
    const res = await t.http.delete('/api/regions/texas').set(t.admin).expect(409);
    expect(res.body).toMatchObject({
      code: 'REGION_HAS_RECORDS',
      message: 'Texas has 3 attractions and 1 story; close it for the season instead',
    });
    for (const id of attractions) await t.http.delete(`/api/attractions/${id}`).set(t.admin).expect(204);
    await t.http.delete(`/api/blog-posts/${story}`).set(t.admin).expect(204);
    await t.http.delete('/api/regions/texas').set(t.admin).expect(204);
    expect(await keys()).toEqual(['new-york', 'florida']);
    const audit = await t.http.get('/api/audit-log?recordType=region-row').set(t.admin).expect(200);
    expect(audit.body.items[0]).toMatchObject({ action: 'delete', label: 'Texas' });
    await t.http.get('/api/faq?region=texas').expect(400);
    await t.http.delete('/api/regions/texas').set(t.admin).expect(404);
  });

  it('renames a key with every record of it; old addresses lead to the newest key, and the API takes only the new one', async () => {
    await t.http.post('/api/regions').set(t.admin).send({ name: 'Texas' }).expect(201);
    const attraction = (
      await t.http
        .post('/api/attractions')
        .set(t.admin)
        .send(attractionBody({ region: 'texas' }))
        .expect(201)
    ).body.id;
    await t.http
      .post('/api/testimonials')
      .set(t.admin)
      .send(testimonialBody({ region: 'texas' }))
      .expect(201);

    const renamed = await t.http.post('/api/regions/texas/rename').set(t.admin).send({ key: 'lone-star' }).expect(200);
    expect(renamed.body).toMatchObject({ key: 'lone-star', name: 'Texas' });
    expect(await keys()).toEqual(['new-york', 'florida', 'lone-star']);
    expect(await t.dataSource.getRepository(Attraction).findOneByOrFail({ id: attraction })).toMatchObject({ region: 'lone-star' });
    const testimonials = await t.http.get('/api/testimonials?region=lone-star').expect(200);
    expect(testimonials.body.items).toHaveLength(1);
    const old = await t.http.get('/api/testimonials?region=texas').expect(400);
    expect(old.body.message).toContain('region must be one of: new-york, florida, lone-star');
    expect(await redirects()).toEqual(['texas>lone-star']);

    await t.http.post('/api/regions/lone-star/rename').set(t.admin).send({ key: 'tx' }).expect(200);
    expect(await redirects()).toEqual(['lone-star>tx', 'texas>tx']);
    // Back to a key it had: that key is a region again, no longer a redirect.
    await t.http.post('/api/regions/tx/rename').set(t.admin).send({ key: 'texas' }).expect(200);
    expect(await redirects()).toEqual(['lone-star>texas', 'tx>texas']);
    const audit = await t.http.get('/api/audit-log?recordType=region-row').set(t.admin).expect(200);
    expect(audit.body.items.slice(0, 3)).toEqual(
      ['tx>texas', 'lone-star>tx', 'texas>lone-star'].map((rename) => {
        const [from, to] = rename.split('>');
        return expect.objectContaining({ action: 'rename', recordId: to, label: 'Texas', changes: [{ field: 'key', from, to }] });
      }),
    );
    expect(await t.dataSource.getRepository(Attraction).findOneByOrFail({ id: attraction })).toMatchObject({ region: 'texas' });
  });

  it('refuses a rename to a key taken or invalid, of an unknown region, or without a key', async () => {
    const taken = await t.http.post('/api/regions/texas/rename').set(t.admin).send({ key: 'florida' }).expect(409);
    expect(taken.body).toMatchObject({ code: 'REGION_KEY_TAKEN', message: 'The key "florida" is Florida\'s; choose another key' });
    const invalid = await t.http.post('/api/regions/texas/rename').set(t.admin).send({ key: 'admin' }).expect(400);
    expect(invalid.body.errors.key[0]).toMatch(/^Key "admin" is the address of a page of the site/);
    const missing = await t.http.post('/api/regions/texas/rename').set(t.admin).send({}).expect(400);
    expect(missing.body.errors).toEqual({ key: ['Key is required'] });
    const unknown = await t.http.post('/api/regions/ohio/rename').set(t.admin).send({ key: 'buckeye' }).expect(404);
    expect(unknown.body.message).toBe('No such region: ohio');
    expect(await keys()).toEqual(['new-york', 'florida', 'texas']);
  });

  it('a key that was renamed away can be a new region’s: its old addresses then lead to the new region', async () => {
    await t.http.post('/api/regions').set(t.admin).send({ name: 'Texas Panhandle', key: 'tx' }).expect(201);
    expect(await redirects()).toEqual(['lone-star>texas']);
    await t.http.delete('/api/regions/tx').set(t.admin).expect(204);
  });

  it('deleting a renamed region drops its redirects; the last region cannot be deleted', async () => {
    const texas = (await t.dataSource.getRepository(Attraction).findBy({ region: 'texas' })).map((row) => row.id);
    for (const id of texas) await t.http.delete(`/api/attractions/${id}`).set(t.admin).expect(204);
    const testimonials = await t.http.get('/api/testimonials?region=texas&limit=100').set(t.admin).expect(200);
    for (const { id } of testimonials.body.items as { id: number }[])
      await t.http.delete(`/api/testimonials/${id}`).set(t.admin).expect(204);
    await t.http.delete('/api/regions/texas').set(t.admin).expect(204);
    expect(await redirects()).toEqual([]);
    // A park that runs New York alone (Florida's seeded records aside: the last region is refused before they count).
    await t.dataSource.getRepository(RegionRow).delete({ key: 'florida' });
    const last = await t.http.delete('/api/regions/new-york').set(t.admin).expect(409);
    expect(last.body).toMatchObject({
      code: 'LAST_REGION',
      message: 'New York is the only region, and the site needs one; close it for the season instead',
    });
  });
});
