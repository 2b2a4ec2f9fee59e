import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import sharp from 'sharp';
import { CreateAttractionDto } from '../src/attractions/dto/create-attraction.dto';
import { Attraction } from '../src/attractions/entities/attraction.entity';
import { STORY_FALLBACK_IMAGE } from '../src/blog/blog.constants';
import { CreateBlogPostDto } from '../src/blog/dto/blog-post-body.dto';
import { BlogPost } from '../src/blog/entities/blog-post.entity';
import { OperatingNight } from '../src/calendar/entities/operating-night.entity';
import { ATTRACTION_CATEGORIES, STORY_CATEGORIES } from '../src/common/domain/constants';
import { withValidationLookups } from '../src/common/validation/validation-lookups';
import { DEMO_ATTRACTIONS } from '../src/database/seed/demo-attractions';
import { DEMO_STORIES } from '../src/database/seed/demo-stories';
import { THUMBNAIL_MAX_SIZE } from '../src/media/images/image-variants';
import { RegionsService } from '../src/regions/regions.service';
import { UpdateSettingsDto } from '../src/settings/dto/update-settings.dto';
import { SiteSettings } from '../src/settings/entities/site-settings.entity';
import { loadConfig } from '../src/config/app.config';
import { CreateTestimonialDto } from '../src/testimonials/dto/create-testimonial.dto';
import { Testimonial } from '../src/testimonials/entities/testimonial.entity';
import { bearer, createTestApp, type TestApp } from './support/test-app';

const PUBLIC_DIR = join(__dirname, '..', '..', 'frontend', 'public');

interface StoryItem {
  slug: string;
  category: string;
  region: string;
  published: boolean;
  featured: boolean;
  image: string;
  content: string;
  excerpt: string;
  distance: string | null;
  readTime: string;
  views: number;
  createdAt: string;
}

/** The picture's width and height, after checking it is a file under frontend/public. */
async function publicPicture(path: string): Promise<{ width?: number; height?: number; format?: string; size: number }> {
  expect(path).toMatch(/^\/images\/[\w/-]+\.(webp|jpg)$/);
  const file = join(PUBLIC_DIR, path);
  expect({ path, exists: existsSync(file) }).toEqual({ path, exists: true });
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format, size: readFileSync(file).length };
}

/**
 * Our own pictures come with a half-width variant `<name>-<width>.webp` (frontend/src/lib/responsive-image.ts) and the
 * media library's thumbnail `<name>-400.webp`, the size the upload pipeline makes (media/shipped-pictures.ts).
 */
async function expectWebpWithVariants(path: string, width: number, height: number, variantWidth: number): Promise<void> {
  await expect(publicPicture(path)).resolves.toMatchObject({ format: 'webp', width, height });
  await expect(publicPicture(path.replace(/\.webp$/, `-${variantWidth}.webp`))).resolves.toMatchObject({
    format: 'webp',
    width: variantWidth,
  });
  await expect(publicPicture(path.replace(/\.webp$/, '-400.webp'))).resolves.toMatchObject({
    format: 'webp',
    width: THUMBNAIL_MAX_SIZE,
    height: Math.round((THUMBNAIL_MAX_SIZE * height) / width),
  });
}

/** What the admin forms' validation says of `body`, with the app's region keys at hand as the request pipe gives them. */
async function validationErrors<T extends object>(t: TestApp, dto: new () => T, body: object): Promise<string[]> {
  const regions = t.app.get(RegionsService);
  const errors = await withValidationLookups({ regions }, () => validate(plainToInstance(dto, body) as object));
  return errors.flatMap((e) => Object.values(e.constraints ?? {}));
}

describe('demo content on a first start', () => {
  let t: TestApp;

  // On the run's seeded template: the first start's own migrations and seed (test/support/global-setup.ts), and this
  // start adopts the shipped pictures as every start does. Migrating and seeding here took 4 s of the hook's 5 on an
  // idle MariaDB; the app's own first start is the next block's, and `npm start`'s in the browser suite.
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t?.close());

  const stories = async (query: string, token?: string): Promise<{ items: StoryItem[]; total: number }> => {
    const req = t.http.get(`/api/blog-posts?${query}&limit=100`);
    const res = await (token ? req.set(bearer(token)) : req).expect(200);
    return res.body;
  };

  it('fills in the site settings: contact details, both addresses, social links, and no ticketing site until staff set theirs', async () => {
    const regions = await t.http.get('/api/regions').expect(200);
    expect(regions.body.items).toMatchObject([
      { key: 'new-york', address: '11199 Main Street, Clarence, NY 14031' },
      // Florida speaks Spanish too, its lines already in Spanish.
      {
        key: 'florida',
        address: 'Coming Soon, South Florida',
        languages: ['en', 'es'],
        translations: { es: { heroTitle: 'Pesadillas de Florida' } },
      },
    ]);
    const res = await t.http.get('/api/settings').expect(200);
    expect(res.body).toMatchObject({
      phone: '(716) 555-0199',
      ticketingUrl: null,
      ticketingEmbeddable: false,
    });
    const { infoEmail, groupsEmail, jobsEmail } = res.body as Record<string, string>;
    expect([infoEmail, groupsEmail, jobsEmail].map((email) => email.split('@'))).toEqual([
      ['info', 'hauntedpark.com'],
      ['groups', 'hauntedpark.com'],
      ['jobs', 'hauntedpark.com'],
    ]);
    for (const link of ['facebookUrl', 'instagramUrl', 'tiktokUrl', 'youtubeUrl', 'twitterUrl'])
      expect(res.body[link]).toMatch(/^https:\/\//);
    await expect(t.dataSource.getRepository(SiteSettings).count()).resolves.toBe(1);
  });

  it("shows the demo park's FAQ answers in both regions", async () => {
    for (const region of ['new-york', 'florida']) {
      const res = await t.http.get(`/api/faq?region=${region}`).expect(200);
      expect(res.body.items).toHaveLength(11);
    }
  });

  it('New York has six attractions, one for each category a visitor can see, some of them featured', async () => {
    const res = await t.http.get('/api/attractions?region=new-york').expect(200);
    const items = res.body.items as Array<{
      category: string;
      featured: boolean;
      active: boolean;
      title: string;
      description: string;
      sortOrder: number;
    }>;
    expect(res.body.total).toBe(6);
    expect(items.map((a) => a.category).sort()).toEqual(ATTRACTION_CATEGORIES.filter((c) => c !== 'other').sort());
    expect(
      items
        .filter((a) => a.featured)
        .map((a) => a.category)
        .sort(),
    ).toEqual(['haunted-house', 'hayride', 'trail']);
    expect(items.every((a) => a.active && a.title && a.description.length > 150)).toBe(true);
    expect(items.map((a) => a.sortOrder)).toEqual([...items.map((a) => a.sortOrder)].sort((a, b) => a - b));
  });

  it('New York has three testimonials rated 5, 5 and 4, newest first', async () => {
    const res = await t.http.get('/api/testimonials?region=new-york').expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((item: { rating: number }) => item.rating)).toEqual([5, 5, 4]);
    expect(res.body.items.every((item: { name: string; content: string }) => item.name && item.content.length > 80)).toBe(true);
  });

  it('visitors find at least two published New York stories in every category, newest first', async () => {
    const { items, total } = await stories('region=new-york');
    expect(total).toBeGreaterThanOrEqual(8);
    expect(items).toHaveLength(total);
    const perCategory = STORY_CATEGORIES.map((category) => ({ category, count: items.filter((s) => s.category === category).length }));
    expect(perCategory.filter(({ count }) => count < 2)).toEqual([]);
    expect(items.every((s) => s.published && s.region === 'new-york')).toBe(true);
    const times = items.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
    // Spread over past weeks, none in the future.
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(14 * 24 * 60 * 60 * 1000);
    expect(items.filter((s) => s.featured).length).toBeGreaterThanOrEqual(2);
    expect(new Set(items.map((s) => s.views)).size).toBe(items.length);
  });

  it('Florida has no stories, attractions or testimonials yet', async () => {
    await expect(stories('region=florida')).resolves.toMatchObject({ total: 0, items: [] });
    const token = await t.adminToken();
    await expect(stories('region=florida', token)).resolves.toMatchObject({ total: 0 });
    await expect(t.http.get('/api/attractions?region=florida').then((r) => r.body.total)).resolves.toBe(0);
    await expect(t.http.get('/api/testimonials?region=florida').then((r) => r.body.total)).resolves.toBe(0);
    await expect(t.http.get('/api/calendar?region=florida').then((r) => r.body.nights)).resolves.toEqual([]);
  });

  it("New York has an upcoming season of weekend nights and Halloween's last two weeks, one sold out and one closed for weather", async () => {
    const { body } = await t.http.get('/api/calendar?region=new-york').expect(200);
    const nights: { date: string; status: string; note: string | null; lastEntry: string }[] = body.nights;
    expect(nights.length).toBeGreaterThan(0);
    const halloween = nights.find((night) => night.date.endsWith('-10-31'));
    expect(halloween).toBeDefined();
    const year = halloween!.date.slice(0, 4);
    expect(nights.every((night) => night.date >= `${year}-09-01` && night.date <= `${year}-10-31`)).toBe(true);
    expect(nights.filter((night) => night.status === 'sold-out')).toHaveLength(1);
    expect(nights.filter((night) => night.status === 'closed').map((night) => night.note)).toEqual(['Closed for weather']);
    // Every night from October 18 (or today, when the season is under way) to Halloween.
    const first = [`${year}-10-18`, body.today].sort()[1];
    const lastTwoWeeks = nights.filter((night) => night.date >= `${year}-10-18`);
    expect(lastTwoWeeks.length).toBe(31 - Number(first.slice(8, 10)) + 1);
    const fridays = nights.filter((night) => new Date(`${night.date}T12:00:00Z`).getUTCDay() === 5);
    expect(fridays.every((night) => night.lastEntry === '23:00')).toBe(true);
  });

  it('staff also see exactly one draft, which visitors cannot open', async () => {
    const token = await t.adminToken();
    const all = await stories('region=new-york', token);
    const visible = await stories('region=new-york');
    const drafts = all.items.filter((s) => !s.published);
    expect(drafts).toHaveLength(1);
    expect(all.total).toBe(visible.total + 1);
    await t.http.get(`/api/blog-posts/${drafts[0].slug}`).expect(404);
  });

  it('every story is plain-text paragraphs with a lowercase hyphenated slug, a distance and a read time', async () => {
    const token = await t.adminToken();
    const { items } = await stories('region=new-york', token);
    for (const story of items) {
      expect(story.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      // Lists carry no content; an admin's read of the story does not count a view.
      const { content } = (await t.http.get(`/api/blog-posts/${story.slug}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
      expect(content.split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(content).not.toMatch(/<[a-z/!]/i);
      expect(story.excerpt.length).toBeGreaterThan(60);
      expect(story.distance).toMatch(/^\d+(\.\d+)? miles? away$/);
      expect(story.readTime).toMatch(/^\d+ min read$/);
    }
    const page = await t.http.get(`/api/blog-posts/${items.find((s) => s.published)?.slug}`).expect(200);
    expect(page.body.content).toContain('\n\n');
  });

  it('every picture the demo data names is a WebP we ship in frontend/public, with its card variant and library thumbnail', async () => {
    const pictures = [...DEMO_ATTRACTIONS.map((a) => a.image), ...DEMO_STORIES.map((p) => p.image)];
    expect(new Set(DEMO_STORIES.map((p) => p.image)).size).toBe(DEMO_STORIES.length);
    for (const path of pictures) await expectWebpWithVariants(path, 1200, 800, 600);
  });

  it('the fallback pictures the public pages use exist: landing, both heroes, story and attraction', async () => {
    for (const hero of ['/images/fallback/landing.webp', '/images/fallback/ny-hero.webp', '/images/fallback/fl-hero.webp']) {
      await expectWebpWithVariants(hero, 1920, 1080, 960);
    }
    await expectWebpWithVariants(STORY_FALLBACK_IMAGE, 1200, 800, 600);
    await expectWebpWithVariants('/images/attractions/other.webp', 1200, 800, 600);
    await expect(publicPicture('/images/og/social.jpg')).resolves.toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('every demo record passes the validation of the admin forms, so staff can save it unchanged', async () => {
    const settings = await t.dataSource.getRepository(SiteSettings).findOneByOrFail({ id: 1 });
    await expect(validationErrors(t, UpdateSettingsDto, settings)).resolves.toEqual([]);
    for (const attraction of await t.dataSource.getRepository(Attraction).find()) {
      await expect(validationErrors(t, CreateAttractionDto, attraction)).resolves.toEqual([]);
    }
    for (const testimonial of await t.dataSource.getRepository(Testimonial).find()) {
      await expect(validationErrors(t, CreateTestimonialDto, testimonial)).resolves.toEqual([]);
    }
    for (const post of await t.dataSource.getRepository(BlogPost).find()) {
      await expect(validationErrors(t, CreateBlogPostDto, post)).resolves.toEqual([]);
    }
  });
});

describe('a production first start (SEED_DEMO=false)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, firstStart: true, env: { SEED_DEMO: 'false' } });
  });
  afterAll(() => t?.close());

  it('creates the site settings and the admin, who can sign in', async () => {
    await expect(t.http.get('/api/settings').expect(200)).resolves.toMatchObject({ body: { parkName: 'Haunted Park' } });
    await expect(t.adminToken()).resolves.toEqual(expect.any(String));
  });

  it("invents no contact details: no phone, e-mail, address or social link until staff enter the park's own", async () => {
    const res = await t.http.get('/api/settings').expect(200);
    expect(res.body).toMatchObject({
      parkName: 'Haunted Park',
      tagline: '',
      logoUrl: null,
      phone: '',
      groupsPhone: null,
      infoEmail: '',
      groupsEmail: '',
      jobsEmail: '',
      facebookUrl: null,
      instagramUrl: null,
      tiktokUrl: null,
      youtubeUrl: null,
      twitterUrl: null,
    });
    const regions = await t.http.get('/api/regions').expect(200);
    expect(regions.body.items).toMatchObject([{ address: '' }, { address: '' }]);
  });

  it('writes no region line that states a fact of the demo park (its claim, its town): those start empty', async () => {
    const { body } = await t.http.get('/api/regions').expect(200);
    expect(body.items).toMatchObject([
      { key: 'new-york', status: 'open', heroTitle: 'New York Nightmares', heroLine: '', cardLine: '', cardLocation: '' },
      { key: 'florida', status: 'coming-soon', openingLine: 'Opening Date TBD', cardLocation: '' },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Buffalo|Clarence|#1/);
    const checklist = (
      await t.http
        .get('/api/setup/checklist')
        .set(bearer(await t.adminToken()))
        .expect(200)
    ).body.items as {
      key: string;
      done: boolean;
    }[];
    expect(checklist.find((item) => item.key === 'region-copy')?.done).toBe(false);
  });

  it('shows visitors no FAQ answer: the starting ones wait, hidden, for staff to review', async () => {
    for (const region of ['new-york', 'florida']) {
      await expect(t.http.get(`/api/faq?region=${region}`).expect(200)).resolves.toMatchObject({ body: { items: [] } });
      const staff = await t.http
        .get(`/api/faq?region=${region}`)
        .set(bearer(await t.adminToken()))
        .expect(200);
      expect(staff.body.items).toHaveLength(11);
    }
  });

  it('adds no demo stories, attractions, testimonials or operating nights', async () => {
    const counts = await Promise.all(
      [BlogPost, Attraction, Testimonial, OperatingNight].map((entity) => t.dataSource.getRepository(entity).count()),
    );
    expect(counts).toEqual([0, 0, 0, 0]);
  });
});

describe('SEED_DEMO', () => {
  const seedDemo = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'haunt-seed-config-')), ...env }).seedDemo;

  it('defaults to demo content on the embedded SQLite database and none on MySQL or MariaDB', () => {
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ DATABASE_URL: 'mysql://haunt@db:3306/haunt' })).toBe(false);
    expect(seedDemo({ DATABASE_URL: 'mariadb://haunt@db:3306/haunt' })).toBe(false);
  });

  it('follows an explicit true or false and refuses anything else with a clear message', () => {
    expect(seedDemo({ SEED_DEMO: 'false' })).toBe(false);
    expect(seedDemo({ SEED_DEMO: 'true', DATABASE_URL: 'mysql://haunt@db:3306/haunt' })).toBe(true);
    expect(() => seedDemo({ SEED_DEMO: 'no' })).toThrow('SEED_DEMO must be true or false, got "no"');
  });
});
