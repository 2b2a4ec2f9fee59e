import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import * as tar from 'tar';
import { startS3Server, type RunningS3Server } from '../../scripts/lib/s3-server.cjs';
import { createApp } from '../src/app.factory';
import { createBackup, restoreBackup } from '../src/backup/backup-archive';
import { loadConfig, type AppConfig } from '../src/config/app.config';
import { PRIVATE_FILES, type PrivateFiles } from '../src/media/storage/private-files';
import { imageFile } from './support/media-files';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { testAppSession } from './support/test-app';

let source: RunningS3Server;
let restored: RunningS3Server;
beforeAll(async () => {
  [source, restored] = await Promise.all([startS3Server({ bucket: 'park-media' }), startS3Server({ bucket: 'park-restored' })]);
});
afterAll(() => Promise.all([source?.close(), restored?.close()]));

async function bucketKeys(s3: RunningS3Server): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  try {
    return ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

async function archiveFiles(archive: string): Promise<string[]> {
  const paths: string[] = [];
  await tar.list({ file: archive, onReadEntry: (entry) => void (entry.type === 'File' && paths.push(entry.path)) });
  return paths.sort();
}

describe('backups with the media in an S3 bucket (MEDIA_STORAGE=s3)', () => {
  const t = testAppSession(() => ({ env: source.env }));
  const backupDir = mkdtempSync(join(tmpdir(), 'haunt-s3-backups-'));
  let target: TestDatabase;
  let mediaKey: string;
  let picture: Buffer;
  const resume = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  /** The new host: its own database, data folder and bucket, the same kind of storage. */
  const targetConfig = (): AppConfig => ({ ...loadConfig({ DATA_DIR: target.dataDir, ...restored.env }), database: target.config });

  beforeAll(async () => {
    picture = await imageFile('png', 60, 40);
    mediaKey = (await t.http.post('/api/media').set(t.admin).attach('file', picture, 'bride.png').expect(201)).body.filename;
    await t.app.get<PrivateFiles>(PRIVATE_FILES).save(Readable.from([resume]), 'application-resume-s3.pdf', 'application/pdf');
    target = await createTestDatabase();
  });

  afterAll(async () => {
    await target?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("archives every object of the bucket, applicants' files included, and says what the archive holds", async () => {
    const bucket = await bucketKeys(source);
    expect(bucket).toEqual(expect.arrayContaining([mediaKey, 'private/application-resume-s3.pdf']));
    const { archive, contents } = await createBackup(t.config, backupDir);
    const media = bucket.filter((key) => !key.startsWith('private/'));
    expect(await archiveFiles(archive)).toEqual(
      expect.arrayContaining([...media.map((key) => `uploads/${key}`), 'private/application-resume-s3.pdf']),
    );
    expect(contents).toContain(
      `media: ${media.length} media files (uploads/) and 1 applicants' files (private/) from the bucket park-media`,
    );
    expect(contents[0]).toMatch(/^database: /);
    expect(contents[2]).toBe('keys: jwt-secret, second-factor-key, visitor-key-secret (keys/, each readable by its owner only)');
  });

  it('restores them into the bucket of the new host, which serves them', async () => {
    const { archive } = await createBackup(t.config, backupDir);
    const report = await restoreBackup(targetConfig(), archive, { force: false });
    expect(report.contents[1]).toMatch(/from the bucket park-media$/);
    expect(await bucketKeys(restored)).toEqual(await bucketKeys(source));

    let app: NestExpressApplication | undefined;
    const log = console.log;
    console.log = () => undefined;
    try {
      app = await createApp({ ...targetConfig(), servePages: false }, { logger: false });
    } finally {
      console.log = log;
    }
    try {
      const served = await request(app.getHttpServer()).get(`/uploads/${mediaKey}`).buffer(true).expect(200);
      expect(Buffer.compare(served.body as Buffer, picture)).toBe(0);
      const cv = await app.get<PrivateFiles>(PRIVATE_FILES).open('application-resume-s3.pdf');
      const chunks: Buffer[] = [];
      for await (const chunk of cv!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe(resume.toString());
    } finally {
      await app?.close();
    }
  });

  it('refuses to restore over a bucket that holds media, unless --force', async () => {
    const { archive } = await createBackup(t.config, backupDir);
    await expect(restoreBackup(targetConfig(), archive, { force: false })).rejects.toThrow(
      /the bucket park-restored holds \d+ media files/,
    );
    await expect(restoreBackup(targetConfig(), archive, { force: true })).resolves.toMatchObject({ notes: [] });
    expect(await bucketKeys(restored)).toEqual(await bucketKeys(source));
  });

  it('--no-media leaves the media out, says so, and a restore of it leaves the bucket alone', async () => {
    const { archive, contents } = await createBackup(t.config, backupDir, { media: false });
    expect((await archiveFiles(archive)).filter((path) => /^(uploads|private)\//.test(path))).toEqual([]);
    expect(contents).toContain('media: none (made with --no-media)');
    const before = await bucketKeys(restored);
    const report = await restoreBackup(targetConfig(), archive, { force: true });
    expect(report.notes).toContain('The archive holds no media (made with --no-media): the media storage was left as it is.');
    expect(await bucketKeys(restored)).toEqual(before);
  });
});
