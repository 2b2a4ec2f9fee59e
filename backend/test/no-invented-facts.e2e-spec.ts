import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source';
import { createTestDatabase, databaseBefore, type TestDatabase } from './support/test-database';

const MIGRATION = 'NoInventedFacts1764950000001';

/** What the first start wrote into every install's settings before this migration. */
const SHIPPED = {
  phone: '(716) 555-0199',
  groupsPhone: '(716) 555-0142',
  infoEmail: 'info@hauntedpark.com',
  groupsEmail: 'groups@hauntedpark.com',
  jobsEmail: 'jobs@hauntedpark.com',
  newYorkAddress: '11199 Main Street, Clarence, NY 14031',
  floridaAddress: 'Coming Soon, South Florida',
  facebookUrl: 'https://www.facebook.com/hauntedpark',
  instagramUrl: 'https://www.instagram.com/hauntedpark',
  tiktokUrl: 'https://www.tiktok.com/@hauntedpark',
  youtubeUrl: 'https://www.youtube.com/@hauntedpark',
  twitterUrl: 'https://x.com/hauntedpark',
};
const SAFE_WORD = 'Will the actors touch me?';

describe('an install made before parks started without invented facts', () => {
  let before: TestDatabase;
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    // The shipped settings, and every FAQ answer shown.
    before = await databaseBefore(MIGRATION, (first) => first.createQueryBuilder().update('faq_entries').set({ active: true }).execute());
  });

  afterAll(() => before?.drop());

  beforeEach(async () => {
    db = await createTestDatabase({ from: before });
    dataSource = createDataSource(db.config);
    await dataSource.initialize();
  });

  afterEach(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  /** The settings row, with the addresses that have since moved to the regions (1765000000001) where they were. */
  const settings = async () => {
    const [row] = (await dataSource.query('SELECT * FROM site_settings')) as Record<string, unknown>[];
    const regions = (await dataSource.query(`SELECT ${dataSource.driver.escape('key')} AS region, address FROM regions`)) as {
      region: string;
      address: string;
    }[];
    const addressOf = (region: string) => regions.find((candidate) => candidate.region === region)?.address;
    return { ...row, newYorkAddress: addressOf('new-york'), floridaAddress: addressOf('florida') };
  };
  const shownFaq = async () =>
    ((await dataSource.query('SELECT question FROM faq_entries WHERE active = 1 ORDER BY id')) as { question: string }[]).map(
      (entry) => entry.question,
    );
  /** Raw SQL: the entities have columns later migrations add, which the schema of that version has not. */
  const insertRaw = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row).map((column) => dataSource.driver.escape(column));
    const marks = columns.map(() => '?').join(', ');
    return dataSource.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks})`, Object.values(row));
  };
  const insertSettings = (values: Record<string, string>) => insertRaw('site_settings', { id: 1, ...values });

  it("without demo content, empties the placeholders still as shipped, hides the shipped FAQ answers, keeps the park's own", async () => {
    await insertSettings({ ...SHIPPED, phone: '(555) 010-9999', instagramUrl: 'https://www.instagram.com/ourpark' });
    await dataSource.query(
      `UPDATE faq_entries SET answer = 'Never: our actors keep their distance.' WHERE question = ? AND region = 'new-york'`,
      [SAFE_WORD],
    );
    await dataSource.runMigrations();
    expect(await settings()).toMatchObject({
      phone: '(555) 010-9999',
      groupsPhone: null,
      infoEmail: '',
      groupsEmail: '',
      jobsEmail: '',
      newYorkAddress: '',
      floridaAddress: '',
      facebookUrl: null,
      instagramUrl: 'https://www.instagram.com/ourpark',
      tiktokUrl: null,
      youtubeUrl: null,
      twitterUrl: null,
    });
    expect(await shownFaq()).toEqual([SAFE_WORD]);
  });

  it('with the demo content, changes nothing', async () => {
    await insertSettings(SHIPPED);
    await insertRaw('blog_posts', {
      title: 'The Husk Man',
      slug: 'the-husk-man',
      excerpt: 'x',
      content: 'x',
      region: 'new-york',
      category: 'legend',
      image: '/x.webp',
    });
    const before = await shownFaq();
    await dataSource.runMigrations();
    expect(await settings()).toMatchObject(SHIPPED);
    expect(await shownFaq()).toEqual(before);
    expect(before).toHaveLength(22);
  });
});

describe("an install made before the regions' lines stopped stating the demo park's facts", () => {
  const REGION_MIGRATION = 'NoInventedRegionCopy1764980000001';
  let before: TestDatabase;
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    // The demo park's lines in every install.
    before = await databaseBefore(REGION_MIGRATION, async (first) => {
      await first.query('DELETE FROM region_copy');
      const row = (region: string, lines: Record<string, string>) =>
        first
          .createQueryBuilder()
          .insert()
          .into('region_copy')
          .values({ region, status: 'open', openingLine: 'Opening September 2027', ...lines })
          .execute();
      await row('new-york', {
        heroTitle: 'THE #1 HAUNTED ATTRACTION',
        heroLine: "Buffalo NY's most terrifying haunted hayride & attractions",
        cardLine: 'Our own card line',
        cardLocation: 'Located in Clarence, NY',
      });
      await row('florida', {
        heroTitle: 'Florida Nightmares',
        heroLine: 'Southern nightmares and tropical terror await',
        cardLine: 'Southern nightmares and tropical terror await',
        cardLocation: 'South Florida Location',
      });
    });
  });

  afterAll(() => before?.drop());

  beforeEach(async () => {
    db = await createTestDatabase({ from: before });
    dataSource = createDataSource(db.config);
    await dataSource.initialize();
  });

  afterEach(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const LINES = 'heroTitle, heroLine, cardLine, cardLocation';
  /** The lines where they were before the regions became records (1765000000001), and where they are since. */
  const linesBefore = async () =>
    (await dataSource.query(`SELECT region, ${LINES} FROM region_copy ORDER BY region DESC`)) as Record<string, string>[];
  const lines = async () =>
    (await dataSource.query(
      `SELECT ${dataSource.driver.escape('key')} AS region, ${LINES} FROM regions ORDER BY ${dataSource.driver.escape('key')} DESC`,
    )) as Record<string, string>[];

  it("without demo content, replaces each line still as shipped with the plain one and keeps the park's own", async () => {
    await dataSource.runMigrations();
    expect(await lines()).toEqual([
      { region: 'new-york', heroTitle: 'New York Nightmares', heroLine: '', cardLine: 'Our own card line', cardLocation: '' },
      {
        region: 'florida',
        heroTitle: 'Florida Nightmares',
        heroLine: 'Southern nightmares and tropical terror await',
        cardLine: 'Southern nightmares and tropical terror await',
        cardLocation: '',
      },
    ]);
  });

  it('with the demo content, changes nothing', async () => {
    // Plain SQL: the table as this migration finds it, without the columns later migrations add.
    await dataSource.query('INSERT INTO attractions (title, description, image, category, region) VALUES (?, ?, ?, ?, ?)', [
      'The Husk Maze',
      'x',
      '/x.webp',
      'maze',
      'new-york',
    ]);
    const before = await linesBefore();
    await dataSource.runMigrations();
    expect(await lines()).toEqual(before);
    expect(before[0].heroLine).toContain('Buffalo');
  });
});
