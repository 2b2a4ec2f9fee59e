import { api, regionListArgs } from '../api/enhanced-api';
import type {
  AttractionResponseDto,
  CalendarResponseDto as Calendar,
  JobPostingResponseDto as JobPosting,
  RegionResponseDto,
  SettingsResponseDto as SiteSettings,
} from '../api/generated-public';
import type { RegionSlug as Region } from '../config/paths';
import { operatingNight as night } from '../test/operating-night';
import { pageHeads, type PageContext } from './page-heads';
import { makeStore } from './store';
import { NEW_YORK, STARTING_REGIONS, TEXAS } from '../test/regions';
import { intlOf, textOf } from '../i18n/text';
import type { Language } from '../i18n/languages';

/** A page's texts and locale in `language` (the catalogues load before the tests run). */
const inLanguage = (language: Language = 'en') => ({
  language,
  text: textOf(intlOf(language)),
  locale: language === 'en' ? 'en-US' : 'es-US',
});

const calendar = (region: Region, today: string, nights: Calendar['nights']): Calendar => ({
  region,
  timeZone: 'America/New_York',
  today,
  generatedAt: `${today}T12:00:00.000Z`,
  from: today,
  to: today,
  standardHours: [],
  nights,
});

const posting = (overrides: Partial<JobPosting> = {}): JobPosting => ({
  id: 7,
  region: 'new-york',
  title: 'Sinister Actor',
  positionType: 'actor',
  description: 'Scare our guests on the **trail**.\n\n- Corn Maze Scarer\n- Tour Guide',
  payFrom: null,
  payTo: null,
  payUnit: 'hour',
  schedule: null,
  startDate: null,
  endDate: null,
  sortOrder: 10,
  active: true,
  createdAt: '2026-08-14T15:00:00.000Z',
  updatedAt: '2026-08-14T15:00:00.000Z',
  ...overrides,
});

async function jobHead(job: JobPosting | undefined, calendars: Calendar[], region: Region = 'new-york') {
  const store = makeStore();
  for (const data of calendars) await store.dispatch(api.util.upsertQueryData('calendarRead', { region: data.region }, data));
  if (job) await store.dispatch(api.util.upsertQueryData('jobPostingsGet', { id: job.id }, job));
  await store.dispatch(
    api.util.upsertQueryData('regionsList', undefined, {
      items: [
        { key: 'new-york', name: 'New York', address: '11199 Main Street, Clarence, NY 14031', stateCode: 'NY' },
        { key: 'florida', name: 'Florida', address: '1 Palm Rd', stateCode: 'FL' },
      ] as RegionResponseDto[],
    }),
  );
  const context: PageContext = {
    region,
    params: { id: String(job?.id ?? 7) },
    search: new URLSearchParams(),
    state: store.getState(),
    ...inLanguage(),
  };
  return pageHeads.job(context);
}

describe("a job posting's page head", () => {
  it('carries its JobPosting with every field Google requires, valid until the end of the season', async () => {
    const head = await jobHead(posting(), [
      calendar('new-york', '2026-09-20', [night('2026-09-26'), night('2026-10-31'), night('2026-11-01', { status: 'closed' })]),
    ]);
    expect(head).toMatchObject({
      title: 'Sinister Actor — New York',
      description: 'Scare our guests on the trail. Corn Maze Scarer, Tour Guide.',
    });
    expect(head.structuredData).toEqual([
      {
        '@type': 'JobPosting',
        title: 'Sinister Actor',
        description: '<p>Scare our guests on the trail.</p><ul><li>Corn Maze Scarer</li><li>Tour Guide</li></ul>',
        datePosted: '2026-08-14',
        validThrough: '2026-10-31T23:00:00-04:00',
        employmentType: ['TEMPORARY', 'PART_TIME'],
        hiringOrganization: { '@type': 'Organization', name: 'Haunted Park', sameAs: '/', logo: '/favicon.svg' },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '11199 Main Street, Clarence, NY 14031',
            addressRegion: 'NY',
            addressCountry: 'US',
          },
        },
        directApply: true,
        url: '/new-york/jobs/7',
      },
    ]);
    expect(head.breadcrumb).toEqual([
      { name: 'New York', path: '/new-york' },
      { name: 'Careers', path: '/employment?region=new-york' },
      { name: 'Sinister Actor', path: '/new-york/jobs/7' },
    ]);
  });

  it('states its pay and its own end date; without a season or an end date it names no validThrough', async () => {
    const paid = posting({ region: 'florida', payFrom: 15, payTo: 18, payUnit: 'night', endDate: '2026-11-02' });
    const [data] = (await jobHead(paid, [calendar('florida', '2026-09-20', [])], 'florida')).structuredData as Record<string, unknown>[];
    expect(data).toMatchObject({
      validThrough: '2026-11-02',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 15, maxValue: 18, unitText: 'DAY' },
      },
      jobLocation: { address: { streetAddress: '1 Palm Rd', addressRegion: 'FL' } },
    });
    const [open] = (await jobHead(posting(), [calendar('new-york', '2026-12-01', [])])).structuredData as Record<string, unknown>[];
    expect(open).not.toHaveProperty('validThrough');
    expect(open).not.toHaveProperty('baseSalary');
  });

  it('is not found for a posting that is closed, unknown or of the other region', async () => {
    expect(await jobHead(undefined, [])).toMatchObject({ found: false, title: 'Job Not Found' });
    expect(await jobHead(posting({ region: 'florida' }), [])).toMatchObject({ found: false });
  });
});

describe('the region pages’ descriptions', () => {
  const contextWith = async (setup: (store: ReturnType<typeof makeStore>) => Promise<unknown>): Promise<PageContext> => {
    const store = makeStore();
    await store.dispatch(api.util.upsertQueryData('regionsList', undefined, { items: STARTING_REGIONS }));
    await setup(store);
    return { region: 'new-york', params: {}, search: new URLSearchParams(), state: store.getState(), ...inLanguage() };
  };

  it("describe the region home in the region's own lines, with no place the park did not name", async () => {
    const copy = {
      key: 'new-york',
      status: 'open',
      heroTitle: 'Orchard Frights',
      heroLine: 'Three fields of fear',
      cardLocation: 'Down the orchard road',
    } as RegionResponseDto;
    const context = await contextWith((store) => store.dispatch(api.util.upsertQueryData('regionsList', undefined, { items: [copy] })));
    expect(pageHeads.regionHome(context).description).toBe('Three fields of fear. Down the orchard road.');
    const unwritten = { ...NEW_YORK, heroLine: '', cardLocation: '' };
    const bare = await contextWith((store) => store.dispatch(api.util.upsertQueryData('regionsList', undefined, { items: [unwritten] })));
    expect(pageHeads.regionHome(bare).description).toBe('Haunted attractions in Western New York.');
  });

  it("name the region's attractions as the data has them, and none when there are none", async () => {
    const attractions = (titles: string[]) => ({
      items: titles.map((title) => ({ title }) as AttractionResponseDto),
      total: titles.length,
      limit: 100,
      offset: 0,
    });
    const context = await contextWith((store) =>
      store.dispatch(
        api.util.upsertQueryData('attractionsList', regionListArgs('new-york'), attractions(['Corn Maze', 'Night Wagon', 'Old Barn'])),
      ),
    );
    expect(pageHeads.attractions(context).description).toBe(
      'Corn Maze, Night Wagon, Old Barn: every attraction of Western New York, what it includes and how to get tickets.',
    );
    expect(pageHeads.attractions(await contextWith(async () => undefined)).description).toBe(
      'The attractions of Western New York are being built. Coming soon.',
    );
  });

  it("describe the landing page with the park's tagline, or its name and regions until it has one", async () => {
    const withTagline = await contextWith((store) =>
      store.dispatch(
        api.util.upsertQueryData('settingsGet', undefined, {
          parkName: 'Orchard Frights',
          tagline: 'Three fields of fear',
        } as SiteSettings),
      ),
    );
    expect(pageHeads.landing(withTagline).description).toBe('Three fields of fear');
    const named = await contextWith(async (store) => {
      await store.dispatch(
        api.util.upsertQueryData('settingsGet', undefined, { parkName: 'Orchard Frights', tagline: '' } as SiteSettings),
      );
      await store.dispatch(api.util.upsertQueryData('regionsList', undefined, { items: STARTING_REGIONS }));
    });
    expect(pageHeads.landing(named).description).toBe(
      'Orchard Frights: haunted attractions in Western New York and South Florida. Choose your terror.',
    );
    const withTexas = await contextWith(async (store) => {
      await store.dispatch(
        api.util.upsertQueryData('settingsGet', undefined, { parkName: 'Orchard Frights', tagline: '' } as SiteSettings),
      );
      await store.dispatch(api.util.upsertQueryData('regionsList', undefined, { items: [...STARTING_REGIONS, TEXAS] }));
    });
    expect(pageHeads.landing(withTexas).description).toBe(
      'Orchard Frights: haunted attractions in Western New York, South Florida, and Texas. Choose your terror.',
    );
  });
});

describe("the park's name in every page's description", () => {
  it('is the one from the settings, never the name the install started with', async () => {
    const store = makeStore();
    await store.dispatch(api.util.upsertQueryData('settingsGet', undefined, { parkName: 'Orchard Frights' } as SiteSettings));
    const context: PageContext = {
      region: 'new-york',
      params: {},
      search: new URLSearchParams(),
      state: store.getState(),
      ...inLanguage(),
    };
    const named = ['faq', 'groups', 'tickets', 'employment', 'privacy', 'terms', 'confirmSubscription', 'unsubscribe', 'audition'] as const;
    for (const page of named) {
      const { description } = pageHeads[page](context);
      expect({ page, description }).toEqual({ page, description: expect.stringContaining('Orchard Frights') });
      expect(description).not.toContain('Haunted Park');
    }
  });
});

describe('a page head in Spanish', () => {
  const spanishContext = async (): Promise<PageContext> => {
    const store = makeStore();
    await store.dispatch(api.util.upsertQueryData('regionsList', undefined, { items: [...STARTING_REGIONS, TEXAS] }));
    await store.dispatch(api.util.upsertQueryData('settingsGet', undefined, { parkName: 'Orchard Frights', tagline: '' } as SiteSettings));
    return { region: 'new-york', params: {}, search: new URLSearchParams(), state: store.getState(), ...inLanguage('es') };
  };

  it('has its title, description and breadcrumb in Spanish, with the region names as they are', async () => {
    const head = pageHeads.legends(await spanishContext());
    expect(head).toMatchObject({
      title: 'Leyendas Oscuras de New York',
      description:
        'Historias de fantasmas, crímenes reales, leyendas y misterios desde las sombras de Western New York. Léelas si te atreves.',
      breadcrumb: [
        { name: 'New York', path: '/new-york' },
        { name: 'Leyendas Oscuras', path: '/new-york/dark-legends' },
      ],
    });
  });

  it('joins the regions with the Spanish "y" and says the group size in Spanish', async () => {
    const context = await spanishContext();
    expect(pageHeads.landing(context)).toMatchObject({
      title: 'Elige tu terror',
      description: 'Orchard Frights: atracciones de terror en Western New York, South Florida y Texas. Elige tu terror.',
    });
    expect(pageHeads.groups(context).description).toBe(
      'Grupos de 15 personas o más en Orchard Frights New York: tarifa de grupo y hora de entrada reservada. Solicita una reservación para tus noches.',
    );
    expect(pageHeads.notFound(context)).toMatchObject({ title: '404 Página no encontrada', found: false });
  });
});
