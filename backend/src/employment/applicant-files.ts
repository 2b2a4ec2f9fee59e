import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StoredObject } from '../media/storage/media-storage';
import { PRIVATE_FILES, type PrivateFiles } from '../media/storage/private-files';
import type { ApplicationFileKind, ApplicationFiles } from './application-files.interceptor';
import type { EmploymentApplication } from './entities/employment-application.entity';

export type StoredApplicationFiles = Pick<EmploymentApplication, 'headshotKey' | 'resumeKey'>;

const KEY_COLUMN = { headshot: 'headshotKey', resume: 'resumeKey' } as const;

/** An applicant's headshot and résumé, in the private files (never public), under generated keys. */
@Injectable()
export class ApplicantFiles {
  private readonly logger = new Logger('ApplicantFiles');

  constructor(@Inject(PRIVATE_FILES) private readonly files: PrivateFiles) {}

  /** Stores what was sent; the keys go on the application row. */
  async store(files: ApplicationFiles): Promise<StoredApplicationFiles> {
    const stored: StoredApplicationFiles = { headshotKey: null, resumeKey: null };
    try {
      for (const kind of ['headshot', 'resume'] as const) {
        const file = files[kind];
        if (!file) continue;
        const key = `application-${kind}-${randomBytes(16).toString('hex')}.${file.extension}`;
        await this.files.save(Readable.from([file.content]), key, file.mimeType);
        stored[KEY_COLUMN[kind]] = key;
      }
    } catch (error) {
      await this.remove(stored);
      throw error;
    }
    return stored;
  }

  open(application: StoredApplicationFiles, kind: ApplicationFileKind): Promise<StoredObject | undefined> {
    const key = application[KEY_COLUMN[kind]];
    return key ? this.files.open(key) : Promise.resolve(undefined);
  }

  /** Removes the files of an application (erased, or never saved); a failure is logged, the row is already gone. */
  async remove(application: StoredApplicationFiles): Promise<void> {
    for (const key of [application.headshotKey, application.resumeKey]) {
      if (!key) continue;
      await this.files.delete(key).catch((error: unknown) => this.logger.error(`Removing private file ${key} failed: ${String(error)}`));
    }
  }
}
