import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { startS3Server, type RunningS3Server } from '../../scripts/lib/s3-server.cjs';
import { Attraction } from '../src/attractions/entities/attraction.entity';
import { BlogPost } from '../src/blog/entities/blog-post.entity';
import { migrateToS3 } from '../src/cli/media';
import { loadConfig } from '../src/config/app.config';
import { prepareDatabase } from '../src/database/prepare-database';
import { DEMO_ATTRACTIONS } from '../src/database/seed/demo-attractions';
import { DEMO_STORIES } from '../src/database/seed/demo-stories';
import { SITE_PICTURE_ALT_TEXTS } from '../src/database/seed/site-pictures';
import { MEDIA_ALT_TEXT_MAX_LENGTH, MediaItem } from '../src/media/entities/media-item.entity';
import { MediaService } from '../src/media/media.service';
import { ShippedPictures } from '../src/media/shipped-pictures';
import { VideoBackground } from '../src/video-backgrounds/entities/video-background.entity';
import { attractionBody, blogPostBody, videoBackgroundBody } from './support/factories';
import { imageFile } from './support/media-files';
import { testAppSession, type TestAppSession } from './support/test-app';

const PUBLIC_DIR = join(__dirname, '..', '..', 'frontend', 'public');
const shipped = (path: string) => readFileSync(join(PUBLIC_DIR, path));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** The pictures the demo content uses, each once. */
const DEMO_PICTURES = [...new Set([...DEMO_ATTRACTIONS.map((a) => a.image), ...DEMO_STORIES.map((s) => s.image)])].sort();
const NOTHING_TO_DO = { added: [], reused: [], skipped: [], rewritten: 0 };

interface Item {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  url: string;
  thumbnailUrl: string;
  webUrl: string;
  size: number;
  metadata: { width?: number; height?: number };
  altText: string | null;
}

const libraryOf = (t: TestAppSession) => async (): Promise<Item[]> =>
  (await t.http.get('/api/media?type=image&limit=100').set(t.admin).expect(200)).body.items;
/** A library file as stored on the local disk. */
const storedOf = (t: TestAppSession) => (url: string) => readFileSync(join(t.config.uploadsDir, url.replace(/^\/uploads\//, '')));
/** The medium variant's address: beside the web variant, named by convention only. */
const mediumOf = (item: Pick<Item, 'webUrl'>) => item.webUrl.replace(/-web\.webp$/, '-medium.webp');
const size = async (data: Buffer) =>
  sharp(data)
    .metadata()
    .then(({ format, width, height }) => ({ format, width, height }));

describe('the alt texts of the site’s pictures', () => {
  it('name pictures the site ships, every one the demo content uses among them', () => {
    const named = Object.keys(SITE_PICTURE_ALT_TEXTS);
    expect(named.filter((path) => !existsSync(join(PUBLIC_DIR, path)))).toEqual([]);
    expect(DEMO_PICTURES.filter((path) => !named.includes(path))).toEqual([]);
    expect(Object.values(SITE_PICTURE_ALT_TEXTS).filter((alt) => alt.length > MEDIA_ALT_TEXT_MAX_LENGTH)).toEqual([]);
  });
});

describe("the site's pictures in the media library, on a first start with the demo content", () => {
  const t = testAppSession({ seed: true });
  const library = libraryOf(t);
  const stored = storedOf(t);
  const shippedHashes = Object.fromEntries(DEMO_PICTURES.map((path) => [path, sha256(shipped(path))]));

  it('lists each picture the content uses once, with its dimensions, alt text, content hash and WebP variants', async () => {
    const items = await library();
    expect(items.map((item) => item.originalName).sort()).toEqual(DEMO_PICTURES.map((path) => basename(path)).sort());
    for (const path of DEMO_PICTURES) {
      const item = items.find((candidate) => candidate.originalName === basename(path))!;
      const id = item.filename.replace(/\.webp$/, '');
      expect(item).toMatchObject({
        filename: expect.stringMatching(/^[0-9a-f]{32}\.webp$/),
        mimeType: 'image/webp',
        url: `/uploads/${id}.webp`,
        thumbnailUrl: `/uploads/${id}-thumb.webp`,
        webUrl: `/uploads/${id}-web.webp`,
        size: shipped(path).length,
        metadata: { width: 1200, height: 800 },
        altText: SITE_PICTURE_ALT_TEXTS[path],
      });
      expect(sha256(stored(item.url))).toBe(shippedHashes[path]);
      await expect(size(stored(item.thumbnailUrl))).resolves.toEqual({ format: 'webp', width: 400, height: 267 });
      await expect(size(stored(mediumOf(item)))).resolves.toEqual({ format: 'webp', width: 800, height: 533 });
      await expect(size(stored(item.webUrl))).resolves.toEqual({ format: 'webp', width: 1200, height: 800 });
    }
    const hashes = (await t.dataSource.getRepository(MediaItem).find()).map((row) => row.contentHash);
    expect(hashes.sort()).toEqual(Object.values(shippedHashes).sort());
  });

  it('attractions and stories show the same pictures from the library, with their alt text, and are not marked as edited', async () => {
    const items = await library();
    const { body } = await t.http.get('/api/attractions?region=new-york').expect(200);
    expect(body.items).toHaveLength(DEMO_ATTRACTIONS.length);
    for (const attraction of body.items as { title: string; image: string; imageAlt: string }[]) {
      const demo = DEMO_ATTRACTIONS.find((candidate) => candidate.title === attraction.title)!;
      expect(items.find((item) => item.webUrl === attraction.image)?.originalName).toBe(basename(demo.image));
      expect(sha256(stored(attraction.image))).toBe(shippedHashes[demo.image]);
      expect(attraction.imageAlt).toBe(SITE_PICTURE_ALT_TEXTS[demo.image]);
    }
    const posts = await t.dataSource.getRepository(BlogPost).find();
    expect(posts).toHaveLength(DEMO_STORIES.length);
    for (const post of posts) {
      const demo = DEMO_STORIES.find((candidate) => candidate.slug === post.slug)!;
      expect(items.find((item) => item.webUrl === post.image)?.originalName).toBe(basename(demo.image));
      expect(post.updatedAt.getTime()).toBe(post.createdAt.getTime());
    }
    const story = posts.find((post) => post.published)!;
    const read = await t.http.get(`/api/blog-posts/${story.slug}`).expect(200);
    expect(read.body).toMatchObject({
      image: story.image,
      imageAlt: SITE_PICTURE_ALT_TEXTS[DEMO_STORIES.find((s) => s.slug === story.slug)!.image],
    });
  });

  it('a restart adds nothing and changes nothing', async () => {
    const media = t.dataSource.getRepository(MediaItem);
    const before = { items: await media.find({ order: { id: 'ASC' } }), files: readdirSync(t.config.uploadsDir).sort() };
    const images = async () => (await t.dataSource.getRepository(Attraction).find({ order: { id: 'ASC' } })).map((a) => a.image);
    const imagesBefore = await images();

    await prepareDatabase(t.app, t.config, { seed: true });
    await expect(t.app.get(ShippedPictures).adoptUsed(SITE_PICTURE_ALT_TEXTS)).resolves.toEqual(NOTHING_TO_DO);

    expect(await media.find({ order: { id: 'ASC' } })).toEqual(before.items);
    expect(readdirSync(t.config.uploadsDir).sort()).toEqual(before.files);
    expect(await images()).toEqual(imagesBefore);
  });

  it('uploading a file identical to one of the pictures answers 200 with its library item', async () => {
    const hayride = (await library()).find((item) => item.originalName === 'hayride.webp')!;
    const again = await t.http
      .post('/api/media')
      .set(t.admin)
      .attach('file', shipped('/images/attractions/hayride.webp'), { filename: 'my-hayride.webp', contentType: 'image/webp' })
      .expect(200);
    expect(again.body).toMatchObject({ id: hayride.id, originalName: 'hayride.webp', webUrl: hayride.webUrl });
    expect(await t.dataSource.getRepository(MediaItem).count()).toBe(DEMO_PICTURES.length);
  });

  it('a picture an attraction shows cannot be deleted; replaced there, it is, and the shipped file stays', async () => {
    const hayride = (await library()).find((item) => item.originalName === 'hayride.webp')!;
    const shippedFiles = ['hayride.webp', 'hayride-600.webp', 'hayride-400.webp'].map((name) => `/images/attractions/${name}`);
    const shippedBefore = shippedFiles.map((path) => sha256(shipped(path)));

    const refused = await t.http.delete(`/api/media/${hayride.id}`).set(t.admin).expect(409);
    expect(refused.body.message).toBe(
      'This file is used by the attraction "The Haunted Hayride" and cannot be deleted. Replace it there first.',
    );

    const other = await t.http
      .post('/api/media')
      .set(t.admin)
      .attach('file', await imageFile('png', 600, 400), { filename: 'new-wagon.png' })
      .expect(201);
    const attraction = (await t.dataSource.getRepository(Attraction).findOneByOrFail({ image: hayride.webUrl })) as Attraction;
    await t.http.patch(`/api/attractions/${attraction.id}`).set(t.admin).send({ image: other.body.webUrl }).expect(200);
    await t.http.delete(`/api/media/${hayride.id}`).set(t.admin).expect(204);

    for (const url of [hayride.url, hayride.thumbnailUrl, mediumOf(hayride), hayride.webUrl]) {
      expect(existsSync(join(t.config.uploadsDir, basename(url)))).toBe(false);
    }
    expect(shippedFiles.map((path) => sha256(shipped(path)))).toEqual(shippedBefore);
    const shown = await t.http.get(`/api/attractions/${attraction.id}`).expect(200);
    expect(shown.body.image).toBe(other.body.webUrl);
    // Nothing uses the shipped file any more: a restart does not bring the item back.
    await expect(t.app.get(ShippedPictures).adoptUsed(SITE_PICTURE_ALT_TEXTS)).resolves.toEqual(NOTHING_TO_DO);
  });
});

describe('content that points at the site’s pictures from before they were in the library (an existing install)', () => {
  const t = testAppSession();
  const library = libraryOf(t);
  const stored = storedOf(t);

  it('adds each picture once, reuses an upload of the same bytes, points every field at it and leaves the rest', async () => {
    // Staff uploaded the hayride picture themselves, before the site's pictures came to the library.
    const uploaded = await t.http
      .post('/api/media')
      .set(t.admin)
      .attach('file', shipped('/images/attractions/hayride.webp'), { filename: 'wagon.webp' })
      .expect(201);
    const create = async (path: string, body: object) =>
      (await t.http.post(path).set(t.admin).send(body).expect(201)).body as { id: number };
    const hayride = await create('/api/attractions', attractionBody({ image: '/images/attractions/hayride.webp' }));
    const maze = await create(
      '/api/attractions',
      attractionBody({ title: 'The Maze', category: 'maze', image: '/images/attractions/maze.webp' }),
    );
    const missing = await create('/api/attractions', attractionBody({ title: 'The Pond', image: '/images/attractions/pond.webp' }));
    const social = await create('/api/attractions', attractionBody({ title: 'The Card', image: '/images/og/social.jpg' }));
    const outside = await create('/api/attractions', attractionBody({ title: 'The Cellar' }));
    const story = await create(
      '/api/blog-posts',
      blogPostBody({ image: '/images/stories/the-husk-man.webp', shareImage: '/images/attractions/maze.webp' }),
    );
    const video = await create('/api/video-backgrounds', videoBackgroundBody({ thumbnailUrl: '/images/fallback/landing.webp' }));
    // Written past the API's checks, as an old row might be: never read outside the pictures' folder.
    const attractions = t.dataSource.getRepository(Attraction);
    await attractions.update(outside.id, { image: '/images/../../backend/package.json' });
    const lastEdited = new Date('2026-03-01T12:00:00.000Z');
    await t.dataSource.getRepository(BlogPost).update(story.id, { updatedAt: lastEdited });

    const report = await t.app.get(ShippedPictures).adoptUsed(SITE_PICTURE_ALT_TEXTS);

    expect(report).toEqual({
      added: [
        '/images/attractions/maze.webp',
        '/images/fallback/landing.webp',
        '/images/og/social.jpg',
        '/images/stories/the-husk-man.webp',
      ],
      reused: ['/images/attractions/hayride.webp'],
      skipped: ['/images/../../backend/package.json', '/images/attractions/pond.webp'],
      rewritten: 6,
    });
    const items = await library();
    expect(items).toHaveLength(5);
    const named = (name: string) => items.find((item) => item.originalName === name)!;
    await expect(attractions.findOneByOrFail({ id: hayride.id })).resolves.toMatchObject({ image: uploaded.body.webUrl });
    expect(named('wagon.webp')).toMatchObject({ id: uploaded.body.id, altText: null });
    await expect(attractions.findOneByOrFail({ id: maze.id })).resolves.toMatchObject({ image: named('maze.webp').webUrl });
    expect(named('maze.webp').altText).toBe(SITE_PICTURE_ALT_TEXTS['/images/attractions/maze.webp']);
    await expect(attractions.findOneByOrFail({ id: missing.id })).resolves.toMatchObject({ image: '/images/attractions/pond.webp' });
    await expect(attractions.findOneByOrFail({ id: outside.id })).resolves.toMatchObject({ image: '/images/../../backend/package.json' });
    const storyAfter = await t.dataSource.getRepository(BlogPost).findOneByOrFail({ id: story.id });
    expect(storyAfter).toMatchObject({ image: named('the-husk-man.webp').webUrl, shareImage: named('maze.webp').webUrl });
    expect(storyAfter.updatedAt).toEqual(lastEdited);

    // A hero is wider than the web size: its web variant is made, its thumbnail is the one shipped beside it.
    const landing = named('landing.webp');
    await expect(t.dataSource.getRepository(VideoBackground).findOneByOrFail({ id: video.id })).resolves.toMatchObject({
      thumbnailUrl: landing.webUrl,
    });
    expect(landing).toMatchObject({ metadata: { width: 1920, height: 1080 }, altText: null });
    await expect(size(stored(landing.webUrl))).resolves.toEqual({ format: 'webp', width: 1600, height: 900 });
    expect(sha256(stored(landing.thumbnailUrl))).toBe(sha256(shipped('/images/fallback/landing-400.webp')));
    // The social card is a JPEG with no variants shipped: both are made, as for an upload.
    expect(named('social.jpg')).toMatchObject({
      mimeType: 'image/jpeg',
      url: expect.stringMatching(/\.jpg$/),
      metadata: { width: 1200, height: 630 },
    });
    await expect(size(stored(named('social.jpg').thumbnailUrl))).resolves.toEqual({ format: 'webp', width: 400, height: 210 });
    await expect(size(stored(named('social.jpg').webUrl))).resolves.toEqual({ format: 'webp', width: 1200, height: 630 });
    await expect(attractions.findOneByOrFail({ id: social.id })).resolves.toMatchObject({ image: named('social.jpg').webUrl });

    await expect(t.app.get(ShippedPictures).adoptUsed(SITE_PICTURE_ALT_TEXTS)).resolves.toEqual({
      ...NOTHING_TO_DO,
      skipped: report.skipped,
    });
    expect(await library()).toHaveLength(5);
  });
});

describe('library pictures stored before the medium variant (an existing install)', () => {
  const t = testAppSession();

  it('get it at the next start, made from their web variant; one without its web variant is skipped and tried again', async () => {
    const upload = async (width: number, height: number, filename: string) =>
      (
        await t.http
          .post('/api/media')
          .set(t.admin)
          .attach('file', await imageFile('png', width, height), { filename })
          .expect(201)
      ).body as Item;
    const wide = await upload(2000, 1000, 'wide.png');
    const broken = await upload(900, 600, 'broken.png');
    const file = (url: string) => join(t.config.uploadsDir, basename(url));
    for (const item of [wide, broken]) rmSync(file(mediumOf(item)));
    rmSync(file(broken.webUrl));

    const media = t.app.get(MediaService);
    await expect(media.addMissingMediumVariants()).resolves.toEqual([basename(mediumOf(wide))]);
    await expect(size(readFileSync(file(mediumOf(wide))))).resolves.toEqual({ format: 'webp', width: 800, height: 400 });
    expect(existsSync(file(mediumOf(broken)))).toBe(false);
    expect(readdirSync(t.config.uploadsDir).filter((name) => name.endsWith('.part'))).toEqual([]);
    // The next start looks again, and finds only the broken one still without it.
    await expect(media.addMissingMediumVariants()).resolves.toEqual([]);
  });
});

describe('two of the site’s pictures with the same bytes', () => {
  // A folder of the site's pictures of this test's own, where two files hold the same picture.
  const imagesDir = mkdtempSync(join(tmpdir(), 'haunt-site-images-'));
  const t = testAppSession({ config: { siteImagesDir: imagesDir } });
  afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

  it('make one library item, which both fields then show', async () => {
    for (const name of ['barn.webp', 'barn-again.webp']) writeFileSync(join(imagesDir, name), shipped('/images/attractions/hayride.webp'));
    const create = async (image: string) =>
      (await t.http.post('/api/attractions').set(t.admin).send(attractionBody({ image })).expect(201)).body as { id: number };
    const first = await create('/images/barn.webp');
    const second = await create('/images/barn-again.webp');

    const report = await t.app.get(ShippedPictures).adoptUsed();

    expect([report.added.length, report.reused.length, report.rewritten]).toEqual([1, 1, 2]);
    const items = await libraryOf(t)();
    expect(items).toHaveLength(1);
    const attractions = t.dataSource.getRepository(Attraction);
    for (const { id } of [first, second]) {
      await expect(attractions.findOneByOrFail({ id })).resolves.toMatchObject({ image: items[0].webUrl });
    }
    // No thumbnail shipped beside them: it is made, as for an upload.
    await expect(size(storedOf(t)(items[0].thumbnailUrl))).resolves.toEqual({ format: 'webp', width: 400, height: 267 });
  });
});

describe('the site’s pictures with MEDIA_STORAGE=s3', () => {
  let s3: RunningS3Server;
  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'site-pictures' });
  });
  afterAll(() => s3?.close());

  const withBucket = async <T>(use: (client: S3Client) => Promise<T>): Promise<T> => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    try {
      return await use(client);
    } finally {
      client.destroy();
    }
  };
  const bucketKeys = (): Promise<string[]> =>
    withBucket(async (client) =>
      ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key ?? ''),
    );
  const keysOf = (items: Item[]) =>
    items.flatMap((item) => [item.url, item.thumbnailUrl, mediumOf(item), item.webUrl].map((url) => basename(url)));

  describe('a first start on the bucket', () => {
    const t = testAppSession(() => ({ seed: true, env: s3.env }));

    it('stores the pictures in the bucket, none on disk, and serves them at /uploads from it', async () => {
      const items = await libraryOf(t)();
      expect(items).toHaveLength(DEMO_PICTURES.length);
      expect(await bucketKeys()).toEqual(expect.arrayContaining(keysOf(items)));
      expect(existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []).toEqual([]);
      const husk = items.find((item) => item.originalName === 'the-husk-man.webp')!;
      const served = await t.http.get(husk.webUrl).buffer(true).expect(200);
      expect(sha256(served.body as Buffer)).toBe(sha256(shipped('/images/stories/the-husk-man.webp')));
    });

    it('gives a picture whose medium variant is missing from the bucket a new one, from its web variant there', async () => {
      const husk = (await libraryOf(t)()).find((item) => item.originalName === 'the-husk-man.webp')!;
      const key = basename(mediumOf(husk));
      await withBucket((client) => client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key })));
      expect(await bucketKeys()).not.toContain(key);
      await expect(t.app.get(MediaService).addMissingMediumVariants()).resolves.toEqual([key]);
      const served = await t.http.get(mediumOf(husk)).buffer(true).expect(200);
      await expect(size(served.body as Buffer)).resolves.toEqual({ format: 'webp', width: 800, height: 533 });
    });
  });

  describe('npm run media -- migrate-to-s3 after a first start on the local disk', () => {
    const t = testAppSession({ seed: true });

    it('copies the pictures with the uploads', async () => {
      const items = await libraryOf(t)();
      const report = await migrateToS3(loadConfig({ DATA_DIR: t.config.dataDir, ...s3.env }));
      expect(report.copied.sort()).toEqual(keysOf(items).sort());
      expect(await bucketKeys()).toEqual(expect.arrayContaining(keysOf(items)));
    });
  });
});
