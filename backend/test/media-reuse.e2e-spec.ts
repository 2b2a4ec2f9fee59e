import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MediaItem } from '../src/media/entities/media-item.entity';
import { imageFile } from './support/media-files';
import { testAppSession } from './support/test-app';

describe('media library: the same file uploaded again', () => {
  const t = testAppSession();
  const upload = (data: Buffer, filename: string) =>
    t.http.post('/api/media').set(t.admin).attach('file', data, { filename, contentType: 'image/png' });
  const storedFiles = () => (existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []);
  const tempFiles = () => {
    const dir = join(t.config.dataDir, 'tmp', 'uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('answers 200 with the existing item instead of storing a copy (201 only for new bytes)', async () => {
    const png = await imageFile('png', 64, 48);
    const first = await upload(png, 'bride.png').expect(201);
    const files = storedFiles();

    const again = await upload(png, 'bride-copy.png').expect(200);

    expect(again.body).toEqual(first.body);
    expect(await t.dataSource.getRepository(MediaItem).countBy({ id: first.body.id })).toBe(1);
    expect(await t.dataSource.getRepository(MediaItem).count()).toBe(1);
    expect(storedFiles().sort()).toEqual(files.sort());
    expect(tempFiles()).toEqual([]);

    const other = await upload(await imageFile('png', 64, 49), 'other.png').expect(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('stores the file again once the item holding it is deleted', async () => {
    const png = await imageFile('png', 30, 30);
    const first = await upload(png, 'gone.png').expect(201);
    await t.http.delete(`/api/media/${first.body.id}`).set(t.admin).expect(204);
    const again = await upload(png, 'gone.png').expect(201);
    expect(again.body.id).not.toBe(first.body.id);
  });
});
