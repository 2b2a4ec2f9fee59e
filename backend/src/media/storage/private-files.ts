import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/app.config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../config/data-dir';
import { LocalDiskStorage } from './local-disk.storage';
import { assertStorageKey, type StoredObject } from './media-storage';

/**
 * Files only staff may read (applicants' headshots and résumés), answered by an authorized route, never by /uploads:
 * on the local disk under DATA_DIR/private (outside DATA_DIR/uploads, which the app and nginx serve), or with
 * MEDIA_STORAGE=s3 under the bucket's `private/` folder (/uploads/<key> takes keys without a slash only).
 */
export interface PrivateFiles {
  save(source: string | Readable, key: string, contentType: string): Promise<void>;
  open(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

export const PRIVATE_FILES = Symbol('PRIVATE_FILES');

/** The bucket folder of the private files; a public bucket policy or CDN must not expose it. */
export const PRIVATE_PREFIX = 'private/';

class LocalPrivateFiles implements PrivateFiles {
  private readonly disk: LocalDiskStorage;

  constructor(private readonly root: string) {
    this.disk = new LocalDiskStorage(root, undefined, { file: PRIVATE_FILE_MODE, dir: PRIVATE_DIR_MODE });
  }

  save: PrivateFiles['save'] = (source, key) => this.disk.save(source, key);
  delete = (key: string) => this.disk.delete(key);

  async open(key: string): Promise<StoredObject | undefined> {
    assertStorageKey(key);
    const path = join(this.root, key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return {
      body: createReadStream(path),
      contentType: undefined,
      contentLength: info.size,
      contentRange: undefined,
      etag: undefined,
      lastModified: info.mtime,
    };
  }
}

export async function privateFilesOf(config: AppConfig): Promise<PrivateFiles> {
  if (config.mediaStorage.kind !== 's3') return new LocalPrivateFiles(config.privateDir);
  return new (await import('./s3.storage')).S3Storage(config.mediaStorage, PRIVATE_PREFIX);
}
