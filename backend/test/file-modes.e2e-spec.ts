import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createApp } from '../src/app.factory';
import { createBackup } from '../src/backup/backup-archive';
import { PRIVATE_FILES, type PrivateFiles } from '../src/media/storage/private-files';
import { imageFile } from './support/media-files';
import { testAppSession } from './support/test-app';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const pdfFile = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe("who on the host may read the app's files", () => {
  const t = testAppSession({ config: { smtpUrl: undefined } });
  const backupDir = join(mkdtempSync(join(tmpdir(), 'haunt-modes-')), 'backups');
  const sqlite = () =>
    t.config.database.type === 'sqlite' ? [t.config.database.path, `${t.config.database.path}-wal`, `${t.config.database.path}-shm`] : [];
  const privateFiles = () => readdirSync(t.config.privateDir).map((name) => join(t.config.privateDir, name));

  beforeAll(async () => {
    // As the application form stores an applicant's files: one streamed, one moved from a received temporary file.
    const privateFiles = t.app.get<PrivateFiles>(PRIVATE_FILES);
    await privateFiles.save(Readable.from([await imageFile('png', 40, 40)]), 'application-headshot-modes.png', 'image/png');
    const received = join(mkdtempSync(join(tmpdir(), 'haunt-received-')), 'cv.pdf');
    writeFileSync(received, pdfFile(), { mode: 0o644 });
    await privateFiles.save(received, 'application-resume-modes.pdf', 'application/pdf');
    await t.http
      .post('/api/media')
      .set(t.admin)
      .attach('file', await imageFile('png', 40, 30), 'public.png')
      .expect(201);
  });

  afterAll(() => rmSync(join(backupDir, '..'), { recursive: true, force: true }));

  it("keeps the database, its -wal/-shm and the keys to the app's user, and DATA_DIR unlisted", () => {
    for (const file of [
      ...sqlite(),
      ...['jwt-secret', 'second-factor-key', 'visitor-key-secret'].map((name) => join(t.config.dataDir, name)),
    ]) {
      expect([file, modeOf(file)]).toEqual([file, 0o600]);
    }
    expect(modeOf(t.config.dataDir)).toBe(0o711);
  });

  it("keeps applicants' headshots and résumés to the app's user", () => {
    expect(modeOf(t.config.privateDir)).toBe(0o700);
    expect(privateFiles().length).toBeGreaterThanOrEqual(2);
    for (const file of privateFiles()) expect([file, modeOf(file)]).toEqual([file, 0o600]);
  });

  it('leaves the public uploads readable, for nginx serves them as another user', () => {
    const uploads = readdirSync(t.config.uploadsDir).filter((name) => name.endsWith('.png'));
    expect(uploads.length).toBeGreaterThan(0);
    for (const name of uploads) expect(modeOf(join(t.config.uploadsDir, name))).toBe(0o644);
  });

  it('writes the backup into a folder and an archive only its owner may read', async () => {
    const { archive } = await createBackup(t.config, backupDir);
    expect(modeOf(backupDir)).toBe(0o700);
    expect(modeOf(archive)).toBe(0o600);
  });

  it('tightens, at start, what an older version or a copy left readable by everyone', async () => {
    const loose = join(t.config.privateDir, 'application-resume-older.pdf');
    writeFileSync(loose, pdfFile(), { mode: 0o644 });
    chmodSync(loose, 0o644);
    chmodSync(t.config.privateDir, 0o755);
    chmodSync(t.config.dataDir, 0o755);
    for (const file of sqlite()) chmodSync(file, 0o644);
    const log = console.log;
    console.log = () => undefined;
    try {
      const again = await createApp(t.config, { logger: false });
      await again.close();
    } finally {
      console.log = log;
    }
    expect(modeOf(loose)).toBe(0o600);
    expect(modeOf(t.config.privateDir)).toBe(0o700);
    expect(modeOf(t.config.dataDir)).toBe(0o711);
    for (const file of sqlite()) expect([file, modeOf(file)]).toEqual([file, 0o600]);
  });
});
