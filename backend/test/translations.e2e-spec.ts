import { Attraction } from '../src/attractions/entities/attraction.entity';
import { FaqEntry } from '../src/faq/entities/faq-entry.entity';
import { attractionBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

describe('missing translations (/api/translations/missing)', () => {
  const t = testAppSession();
  let hiring: { Authorization: string };
  beforeAll(async () => {
    hiring = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'hiring')).id));
  });
  beforeEach(async () => {
    await t.dataSource.getRepository(FaqEntry).clear();
    await t.dataSource.getRepository(Attraction).clear();
  });

  const faq = (overrides: Record<string, unknown>) =>
    t.http
      .post('/api/faq')
      .set(t.admin)
      .send({ region: 'florida', group: 'safety', question: 'Is there fog?', answer: 'Yes.', ...overrides })
      .expect(201);

  it('counts per kind what is translated, and names each record still missing a text, shown ones first', async () => {
    await faq({ translations: { es: { question: '¿Hay niebla?', answer: 'Sí.' } } });
    const halfway = (await faq({ question: 'Strollers?', active: false, translations: { es: { question: '¿Cochecitos?' } } })).body;
    const untouched = (await faq({ question: 'Parking?' })).body;
    await faq({ region: 'new-york', question: 'Elsewhere?' });
    const ride = (
      await t.http
        .post('/api/attractions')
        .set(t.admin)
        .send(
          attractionBody({
            region: 'florida',
            contentNote: 'Strobe lights.',
            translations: { es: { title: 'El Carruaje', description: 'Un paseo.' } },
          }),
        )
        .expect(201)
    ).body;

    const res = await t.http.get('/api/translations/missing?region=florida&language=es').set(t.admin).expect(200);
    expect(res.body.region).toBe('florida');
    expect(res.body.progress).toEqual(
      expect.arrayContaining([
        { kind: 'attraction', records: 1, translated: 0 },
        { kind: 'faq', records: 3, translated: 1 },
      ]),
    );
    expect(res.body.progress.map((kind: { kind: string }) => kind.kind)).toEqual([
      'region',
      'directions',
      'attraction',
      'faq',
      'ticket-type',
      'job-posting',
      'legal',
    ]);
    const untranslated = res.body.untranslated.filter((record: { kind: string }) => ['faq', 'attraction'].includes(record.kind));
    expect(untranslated).toEqual([
      // The ride's notes left empty in English need no Spanish; its content note does.
      { kind: 'attraction', id: ride.id, name: 'The Haunted Hayride', active: true, missing: ['contentNote'] },
      { kind: 'faq', id: untouched.id, name: 'Parking?', active: true, missing: ['question', 'answer'] },
      { kind: 'faq', id: halfway.id, name: 'Strollers?', active: false, missing: ['answer'] },
    ]);
  });

  it("names the region's own lines, its directions and the legal pages still in English, each once", async () => {
    await t.http
      .patch('/api/regions/florida')
      .set(t.admin)
      .send({ translations: { es: { heroTitle: 'PESADILLAS DEL SUR', openingLine: 'Fecha por confirmar' } } })
      .expect(200);
    await t.http
      .put('/api/regions/florida/directions')
      .set(t.admin)
      .send({ directions: 'Exit 12, then west.', parking: 'On site.', translations: { es: { parking: 'En el parque.' } } })
      .expect(200);
    const res = await t.http.get('/api/translations/missing?region=florida&language=es').set(t.admin).expect(200);
    expect(res.body.progress).toEqual(
      expect.arrayContaining([
        { kind: 'region', records: 1, translated: 0 },
        { kind: 'directions', records: 1, translated: 0 },
      ]),
    );
    const own = res.body.untranslated.filter((record: { kind: string }) => ['region', 'directions'].includes(record.kind));
    expect(own).toEqual([
      // A line left empty in English (the card's location) needs no Spanish.
      {
        kind: 'region',
        id: null,
        name: 'Florida',
        active: true,
        missing: [
          'heroLine',
          'cardLine',
          'employmentLocation',
          'firstCrewLine',
          // The coming-soon home's cards, by place.
          'feature1Title',
          'feature1Text',
          'feature2Title',
          'feature2Text',
          'feature3Title',
          'feature3Text',
        ],
      },
      { kind: 'directions', id: null, name: 'Getting to Florida', active: true, missing: ['directions'] },
    ]);
    const legal = res.body.untranslated.filter((record: { kind: string }) => record.kind === 'legal');
    expect(legal.map((record: { name: string; missing: string[] }) => record.missing)).toEqual([
      ['title', 'body'],
      ['title', 'body'],
    ]);
  });

  it('shows a member the kinds their role may change, and refuses English or an unknown region', async () => {
    await faq({});
    const res = await t.http.get('/api/translations/missing?region=florida&language=es').set(hiring).expect(200);
    expect(res.body.progress.map((kind: { kind: string }) => kind.kind)).toEqual(['job-posting']);
    expect(res.body.untranslated.every((record: { kind: string }) => record.kind === 'job-posting')).toBe(true);

    const english = await t.http.get('/api/translations/missing?region=florida&language=en').set(t.admin).expect(400);
    expect(english.body.errors).toEqual({ language: ['language must be one of: es'] });
    await t.http.get('/api/translations/missing?region=texas&language=es').set(t.admin).expect(400);
    await t.http.get('/api/translations/missing?region=florida&language=es').expect(401);
  });
});
