import { createWriteStream } from 'node:fs';
import { access, chmod, copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PUBLIC_FILE_MODE } from '../../config/data-dir';
import { assertStorageKey, type MediaStorage } from './media-storage';

/** Who may read the files: everyone for the public uploads nginx serves, the app's user only for private files. */
export interface DiskModes {
  file: number;
  dir: number;
}

const PUBLIC_MODES: DiskModes = { file: PUBLIC_FILE_MODE, dir: 0o755 };

/** Files under one directory, served at `urlPrefix` (the app's static /uploads route, or nginx). */
export class LocalDiskStorage implements MediaStorage {
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/uploads',
    private readonly modes = PUBLIC_MODES,
  ) {}

  async save(source: string | Readable, key: string): Promise<void> {
    assertStorageKey(key);
    await mkdir(this.root, { recursive: true, mode: this.modes.dir });
    const target = join(this.root, key);
    if (typeof source === 'string') {
      // A file received elsewhere keeps its own mode through the rename.
      await moveFile(source, target);
      return chmod(target, this.modes.file);
    }
    // Written beside the target and renamed, so a half-written file is never served.
    const partial = `${target}.part`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: this.modes.file }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** Copied beside the target and renamed, as a stream is. */
  async copy(path: string, key: string): Promise<void> {
    assertStorageKey(key);
    await mkdir(this.root, { recursive: true, mode: this.modes.dir });
    const target = join(this.root, key);
    const partial = `${target}.part`;
    try {
      await copyFile(path, partial);
      await chmod(partial, this.modes.file);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(join(this.root, key), { force: true });
  }

  url(key: string): string {
    assertStorageKey(key);
    return `${this.urlPrefix}/${key}`;
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    return access(join(this.root, key)).then(
      () => true,
      () => false,
    );
  }

  async read(key: string): Promise<Readable | undefined> {
    assertStorageKey(key);
    const file = await open(join(this.root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return file?.createReadStream();
  }
}

/** rename() is atomic on one filesystem; across filesystems (a mounted uploads volume) copy, then remove. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}
