import { Inject, Injectable, Logger } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { concurrencyLimit } from './images/image-variants';
import { MediaReferences } from './media-references';
import { MediaService } from './media.service';

/** Where the site serves its own pictures (frontend/public/images). */
export const SHIPPED_PREFIX = '/images/';
/** A shipped picture's path: lowercase names in folders under /images/, with a picture's extension. Nothing else is read. */
const SHIPPED_PATH = /^\/images\/((?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.(?:webp|jpg|jpeg|png|gif))$/;
const PICTURES_AT_ONCE = 4;
/** The library thumbnail the artwork ships beside a picture (design/artwork: its 400 px variant). */
const thumbnailOf = (file: string) => file.replace(/\.[a-z]+$/, '-400.webp');

export interface AdoptionReport {
  /** Paths whose picture is now a new library item. */
  added: string[];
  /** Paths whose bytes were in the library already. */
  reused: string[];
  /** Paths left as they are: no such shipped picture, or it could not be stored (logged). */
  skipped: string[];
  /** Values of content columns now pointing at a library item. */
  rewritten: number;
}

/**
 * The site's own pictures in the media library. The demo content of a first start, and content written before the
 * library held them, point at shipped files (/images/…). On every start, under the database preparation lock (so
 * replicas starting together do it once), each picture content uses is added to the library (or found there by its
 * bytes) and the content is pointed at the item's web variant, exactly as if staff had uploaded the file and picked it.
 * Staff then reuse, replace and delete it as any upload; the shipped file itself is only ever read.
 */
@Injectable()
export class ShippedPictures {
  private readonly logger = new Logger(ShippedPictures.name);

  constructor(
    private readonly references: MediaReferences,
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `altTexts`: what the site's pictures show, by path, for the new items (staff can change it in the library). */
  async adoptUsed(altTexts: Readonly<Record<string, string>> = {}): Promise<AdoptionReport> {
    const report: AdoptionReport = { added: [], reused: [], skipped: [], rewritten: 0 };
    const replacements: Parameters<MediaReferences['replaceUrls']>[0] = [];
    const values = await this.references.valuesStartingWith(SHIPPED_PREFIX);
    // A few at a time: each is mostly file copies, which overlap well.
    const jobs = concurrencyLimit(PICTURES_AT_ONCE);
    await Promise.all(
      [...values].map(([url, fields]) =>
        jobs(async () => {
          const file = await this.fileOf(url);
          if (!file) {
            this.logger.warn(`Content points at ${url}, which is not one of the site's pictures in ${this.config.siteImagesDir}`);
            report.skipped.push(url);
            return;
          }
          try {
            const thumbnail = thumbnailOf(file);
            const { item, added } = await this.media.addShippedPicture({
              path: file,
              name: basename(file),
              altText: Object.hasOwn(altTexts, url) ? altTexts[url] : null,
              thumbnail: (await isFile(thumbnail)) ? thumbnail : undefined,
            });
            (added ? report.added : report.reused).push(url);
            replacements.push({ from: url, to: item.webUrl ?? item.url, fields });
          } catch (error) {
            // The page keeps showing the shipped file; the next start tries again.
            this.logger.warn(`Could not add ${url} to the media library: ${(error as Error).message}`);
            report.skipped.push(url);
          }
        }),
      ),
    );
    for (const list of [report.added, report.reused, report.skipped]) list.sort();
    // Once every picture is in the library, the content follows in one go.
    report.rewritten = await this.references.replaceUrls(replacements);
    if (report.added.length + report.reused.length > 0) {
      this.logger.log(
        `The site's pictures in the media library: ${report.added.length} added, ${report.reused.length} found there; ${report.rewritten} content fields point at them`,
      );
    }
    return report;
  }

  /** The shipped file a path names, if it is one. */
  private async fileOf(url: string): Promise<string | undefined> {
    const match = SHIPPED_PATH.exec(url);
    if (!match) return undefined;
    const file = join(this.config.siteImagesDir, ...match[1].split('/'));
    return (await isFile(file)) ? file : undefined;
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}
