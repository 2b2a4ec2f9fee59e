import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { startS3Server, type RunningS3Server } from '../../scripts/lib/s3-server.cjs';
import { migrateToS3 } from '../src/cli/media';
import { loadConfig } from '../src/config/app.config';
import type { S3StorageConfig } from '../src/config/scale.config';
import { S3Storage } from '../src/media/storage/s3.storage';
import { imageFile, isoVideoFile } from './support/media-files';
import { testAppSession } from './support/test-app';

let s3: RunningS3Server;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'park-media' });
});
afterAll(() => s3?.close());

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

describe('media in an S3-compatible bucket (MEDIA_STORAGE=s3, a local s3rver)', () => {
  const t = testAppSession(() => ({ env: { ...s3.env, MEDIA_MAX_BYTES: String(40 * 1024 * 1024) } }));
  const upload = (data: Buffer, filename: string) => t.http.post('/api/media').set(t.admin).attach('file', data, { filename });
  const served = (url: string, headers: Record<string, string> = {}) =>
    t.http
      .get(url)
      .set(headers)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('stores an image and its WebP variants in the bucket, none on disk, and serves them at /uploads from the bucket', async () => {
    const png = await imageFile('png', 1200, 800);
    const res = await upload(png, 'bride.png').expect(201);
    const key = res.body.filename as string;
    expect(res.body).toMatchObject({ url: `/uploads/${key}`, thumbnailUrl: expect.stringMatching(/^\/uploads\/.*-thumb\.webp$/) });
    expect(await bucketKeys()).toEqual(expect.arrayContaining([key, key.replace('.png', '-thumb.webp'), key.replace('.png', '-web.webp')]));
    expect(existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []).toEqual([]);

    const original = await served(res.body.url).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(original.body as Buffer, png)).toBe(0);
    const thumbnail = await served(res.body.thumbnailUrl).expect(200);
    await expect(sharp(thumbnail.body as Buffer).metadata()).resolves.toMatchObject({ format: 'webp', width: 400 });
  });

  it('answers Range requests on a video (seeking)', async () => {
    const video = isoVideoFile({ mdatBytes: 1024 * 1024 });
    const res = await upload(video, 'walkthrough.mp4').expect(201);
    const whole = await served(res.body.url).expect(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.body as Buffer, video)).toBe(0);
    const part = await served(res.body.url, { Range: 'bytes=100-199' }).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(part.body as Buffer, video.subarray(100, 200))).toBe(0);
  });

  it('deletes the object and its variants with the row; an unknown or malformed key answers 404', async () => {
    const item = (await upload(await imageFile('png', 40, 40), 'gone.png').expect(201)).body;
    await t.http.delete(`/api/media/${item.id}`).set(t.admin).expect(204);
    expect((await bucketKeys()).filter((key) => key.startsWith(item.filename.replace('.png', '')))).toEqual([]);
    await t.http.get(item.url).expect(404);
    await t.http.get('/uploads/..%2Fsecret').expect(404);
    await t.http.get('/uploads/Not-A-Key').expect(404);
  });
});

describe('S3Storage.save', () => {
  it('streams a large file to the bucket as a multipart upload of 8 MB parts', async () => {
    // A recording proxy in front of s3rver: the requests the SDK makes.
    const requests: string[] = [];
    const proxy = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      const target = new URL(s3.endpoint);
      const forward = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const config = loadConfig({ DATA_DIR: '/tmp/haunt-s3-spec', ...s3.env, S3_ENDPOINT: endpoint });
    const storage = new S3Storage(config.mediaStorage as S3StorageConfig);
    try {
      // Just over one part: the smallest file that must go in parts.
      const size = 9 * 1024 * 1024;
      await storage.save(Readable.from(chunks(size)), 'large-video.mp4', 'video/mp4');
      expect(requests.filter((line) => line.startsWith('PUT') && line.includes('partNumber='))).toHaveLength(2);
      expect(requests.some((line) => line.startsWith('POST') && line.includes('uploads'))).toBe(true);
      const object = await storage.open('large-video.mp4');
      expect(object?.contentLength).toBe(size);
      // Read to its end: a download left open would finish (and s3rver log it) after the suite, which fails the run.
      let received = 0;
      for await (const chunk of object!.body) received += (chunk as Buffer).length;
      expect(received).toBe(size);
    } finally {
      storage.client.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

/** `total` bytes in 1 MB chunks, made as they are read (never a whole buffer). */
async function* chunks(total: number): AsyncGenerator<Buffer> {
  for (let sent = 0; sent < total; sent += 1024 * 1024) yield Buffer.alloc(Math.min(1024 * 1024, total - sent), sent % 251);
}

describe('media in a bucket with MEDIA_PUBLIC_URL (a CDN or the public bucket)', () => {
  const t = testAppSession(() => ({ env: { ...s3.env, MEDIA_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/` } }));

  it('links new uploads there and redirects the /uploads URL of a file there', async () => {
    const res = await t.http
      .post('/api/media')
      .set(t.admin)
      .attach('file', await imageFile('png', 50, 50), { filename: 'a.png' })
      .expect(201);
    expect(res.body.url).toBe(`${s3.endpoint}/${s3.bucket}/${res.body.filename}`);
    const moved = await t.http.get(`/uploads/${res.body.filename}`).expect(301);
    expect(moved.headers.location).toBe(res.body.url);
    // An http bucket is admitted by the pages' policy (https ones are anyway).
    expect((await t.http.get('/api/health')).headers['content-security-policy']).toContain(
      `img-src 'self' data: blob: https: ${s3.endpoint}`,
    );
  });
});

describe('npm run media -- migrate-to-s3', () => {
  const t = testAppSession(() => ({ env: s3.env }));

  it('copies the local files the rows link to, once, and their /uploads URLs then answer from the bucket', async () => {
    const config = { ...loadConfig({ DATA_DIR: t.config.dataDir, ...s3.env }) };
    mkdirSync(config.uploadsDir, { recursive: true });
    const png = await imageFile('png', 20, 20);
    writeFileSync(join(config.uploadsDir, '0123456789abcdef0123456789abcdef.png'), png);
    writeFileSync(join(config.uploadsDir, '0123456789abcdef0123456789abcdef-web.webp'), png);
    writeFileSync(join(config.uploadsDir, 'half-written.png.part'), 'x');

    const first = await migrateToS3(config);
    expect(first.copied).toEqual(['0123456789abcdef0123456789abcdef-web.webp', '0123456789abcdef0123456789abcdef.png']);
    const second = await migrateToS3(config);
    expect(second).toEqual({ copied: [], skipped: first.copied });

    const served = await t.http.get('/uploads/0123456789abcdef0123456789abcdef.png').expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it('refuses to run without MEDIA_STORAGE=s3', async () => {
    await expect(migrateToS3(loadConfig({ DATA_DIR: t.config.dataDir }))).rejects.toThrow('migrate-to-s3 needs MEDIA_STORAGE=s3');
  });
});
