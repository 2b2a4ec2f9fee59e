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
        area: 'Western New York',
        stateCode: 'NY',
        employmentLocation: 'New York - Western NY Location',
        firstCrewLine: null,
        icon: 'farm',
        heroImage: '/images/fallback/ny-hero.webp',
        homeVideo: 'ny-home',
        comingSoonFeatures: [],
        languages: ['en'],
        translations: {},
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
        area: 'South Florida',
        stateCode: 'FL',
        employmentLocation: 'Florida - Central FL Location',
        firstCrewLine: 'We are building our first Florida crew. Apply now to be part of the opening season of tropical terror.',
        icon: 'beach',
        heroImage: '/images/fallback/fl-hero.webp',
        homeVideo: 'fl-home',
        comingSoonFeatures: [
          {
            title: 'Tropical Terror',
            text: 'Swamps, mangroves and humid midnight air: the scares of the South, where something always moves beneath the water.',
            icon: 'park',
          },
          {
            title: 'Haunted Attractions',
            text: 'Trails, mazes and a haunted house built for Florida nights, with the same actors and craft that made New York scream.',
            icon: 'nightlife',
          },
          {
            title: 'Dark Legends',
            text: 'The ghost stories, true crimes and mysteries of South Florida, told the way only we can tell them.',
            icon: 'stories',
          },
        ],
        languages: ['en'],
        translations: {},
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

  it("staff write a region's facts: its area, state, employment name, icon, hero picture, video and what awaits; empty clears", async () => {
    const card = { title: ' Bayou Dread ', text: 'Something moves beneath the water.', icon: 'park' };
    const res = await t.http
      .patch('/api/regions/new-york')
      .set(t.admin)
      .send({
        area: ' Niagara Frontier ',
        stateCode: 'NY',
        employmentLocation: 'New York - Clarence',
        firstCrewLine: 'Join the first crew.',
        icon: 'beach',
        heroImage: '/uploads/0123456789abcdef0123456789abcdef-web.webp',
        homeVideo: 'ny-attractions',
        comingSoonFeatures: [card],
      })
      .expect(200);
    expect(res.body).toMatchObject({
      area: 'Niagara Frontier',
      stateCode: 'NY',
      employmentLocation: 'New York - Clarence',
      firstCrewLine: 'Join the first crew.',
      icon: 'beach',
      heroImage: '/uploads/0123456789abcdef0123456789abcdef-web.webp',
      homeVideo: 'ny-attractions',
      comingSoonFeatures: [{ title: 'Bayou Dread', text: 'Something moves beneath the water.', icon: 'park' }],
    });
    const cleared = await t.http
      .patch('/api/regions/new-york')
      .set(t.admin)
      .send({
        stateCode: '',
        employmentLocation: null,
        firstCrewLine: ' ',
        icon: null,
        heroImage: '',
        homeVideo: null,
        comingSoonFeatures: [],
      })
      .expect(200);
    expect(cleared.body).toMatchObject({
      area: 'Niagara Frontier',
      stateCode: null,
      employmentLocation: null,
      firstCrewLine: null,
      icon: null,
      heroImage: null,
      homeVideo: null,
      comingSoonFeatures: [],
    });
    const { body } = await t.http.get('/api/regions').expect(200);
    expect(body.items[0]).toMatchObject({ area: 'Niagara Frontier', heroImage: null, comingSoonFeatures: [] });
  });

  it("refuses facts a region's pages cannot show, saying which and why", async () => {
    const bad = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({
        area: '',
        stateCode: 'Florida',
        icon: 'castle',
        heroImage: 'javascript:alert(1)',
        homeVideo: 'texas-home',
        comingSoonFeatures: [
          { title: 'A', text: 'a', icon: 'park' },
          { title: 'B', text: 'b', icon: 'park' },
          { title: 'C', text: 'c', icon: 'park' },
          { title: 'D', text: 'd', icon: 'park' },
        ],
      })
      .expect(400);
    expect(bad.body.errors).toEqual({
      area: ['Area is required'],
      stateCode: ['State code must be the postal code of the state in capitals, such as NY'],
      icon: ['Icon must be one of: farm, beach'],
      heroImage: ['Hero picture must be an http(s) URL or a path starting with /'],
      homeVideo: ['Home video must be one of: landing, ny-home, fl-home, ny-attractions, fl-attractions, ny-blog, fl-blog'],
      comingSoonFeatures: ['What awaits takes at most 3 cards'],
    });
    const badCard = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ comingSoonFeatures: [{ title: ' ', text: 'x'.repeat(301), icon: 'ghost' }] })
      .expect(400);
    expect(badCard.body.errors).toEqual({
      'comingSoonFeatures.0.title': ['Card title is required'],
      'comingSoonFeatures.0.text': ['Card text must be at most 300 characters'],
      'comingSoonFeatures.0.icon': ['Card icon must be one of: park, nightlife, stories'],
    });
    const notList = await t.http.patch('/api/regions/florida').set(t.admin).send({ comingSoonFeatures: 'cards' }).expect(400);
    expect(notList.body.errors.comingSoonFeatures).toContain('What awaits must be a list of cards');
  });

  it('staff give Florida Spanish pages beside its English ones, and take them away', async () => {
    const spanish = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ languages: ['en', 'es'] })
      .expect(200);
    expect(spanish.body.languages).toEqual(['en', 'es']);
    const { body } = await t.http.get('/api/regions').expect(200);
    expect(body.items.map(({ key, languages }: { key: string; languages: string[] }) => ({ key, languages }))).toEqual([
      { key: 'new-york', languages: ['en'] },
      { key: 'florida', languages: ['en', 'es'] },
    ]);
    const english = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ languages: ['en'] })
      .expect(200);
    expect(english.body.languages).toEqual(['en']);
  });

  it("staff translate a region's copy beside its directions: each screen keeps the other's translations", async () => {
    const copy = {
      heroTitle: 'LA ATRACCIÓN EMBRUJADA N.º 1',
      openingLine: 'Fecha de apertura por confirmar',
      feature1Title: 'Terror tropical',
    };
    const saved = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ translations: { es: { ...copy, cardLine: '  ' } } })
      .expect(200);
    expect(saved.body.translations).toEqual({ es: copy });
    const directions = { es: { parking: 'Estacionamiento gratis.' } };
    await t.http.put('/api/regions/florida/directions').set(t.admin).send({ translations: directions }).expect(200);
    // Every reader gets the copy's translations with the list (the pages pick their language's); directions stay apart.
    const florida = (await t.http.get('/api/regions').expect(200)).body.items[1];
    expect(florida).toMatchObject({ key: 'florida', heroTitle: 'Florida Nightmares', translations: { es: copy } });
    // A change that leaves them out keeps them; a change of the copy's translations keeps the directions'.
    await t.http.patch('/api/regions/florida').set(t.admin).send({ heroLine: 'Terror tropical' }).expect(200);
    const cleared = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ translations: { es: null } })
      .expect(200);
    expect(cleared.body.translations).toEqual({});
    const staff = (await t.http.get('/api/regions/florida/directions').set(t.admin).expect(200)).body;
    expect(staff.translations).toEqual(directions);
    const long = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ translations: { es: { heroTitle: 'x'.repeat(81) } } })
      .expect(400);
    expect(JSON.stringify(long.body.errors)).toContain('Spanish hero title must be at most 80 characters');
    const longCard = await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ translations: { es: { feature2Text: 'x'.repeat(301) } } })
      .expect(400);
    expect(JSON.stringify(longCard.body.errors)).toContain('Spanish card 2 text must be at most 300 characters');
  });

  it.each([
    [['es'], "Languages must start with English (en), the language of the region's own addresses"],
    [[], "Languages must start with English (en), the language of the region's own addresses"],
    [['en', 'es', 'es'], 'Languages must name each language once'],
    [['en', 'fr'], 'Languages must be some of: en, es'],
    ['en', 'Languages must be a list of languages'],
    [null, 'Languages must be a list of languages'],
  ])('refuses the languages %j, saying why', async (languages, message) => {
    const bad = await t.http.patch('/api/regions/florida').set(t.admin).send({ languages }).expect(400);
    expect(bad.body.errors.languages).toContain(message);
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
