import { ConflictException, Inject, Injectable, Logger, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IsNull, Not, Repository } from 'typeorm';
import { aggregateNumber } from '../common/database/aggregates';
import { deleteOr404, findOr404, idNotFound, updateOr404 } from '../common/database/rows-or-404';
import type { MediaType } from '../common/domain/constants';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import type { ListMediaQueryDto } from './dto/list-media-query.dto';
import type { UpdateMediaItemDto } from './dto/update-media-item.dto';
import { toMediaItemResponse, type MediaItemResponseDto } from './dto/media-item-response.dto';
import type { MediaStatsResponseDto } from './dto/media-stats-response.dto';
import { MediaItem, type MediaMetadata } from './entities/media-item.entity';
import {
  concurrencyLimit,
  ImageTooLargeError,
  IMAGE_TIMEOUT_SECONDS,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MEDIUM_MAX_SIZE,
  readImageSize,
  THUMBNAIL_MAX_SIZE,
  WEB_MAX_SIZE,
  writeWebpVariant,
} from './images/image-variants';
import { MediaReferences } from './media-references';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { contentHash } from './upload/content-hash';
import { DETECTION_BYTES, detectMediaType, SVG, type DetectedType } from './upload/media-type';
import { sanitiseSvg } from './upload/svg-logo';
import type { ReceivedFile } from './upload/multipart-file';
import { environmentFailure } from '../common/http/environment-failure';
import { isoVideoDurationSeconds } from './upload/video-duration';
import { coded } from '../common/http/error-codes';

/** Stored names derive from one random id: the original keeps the detected extension, variants (not of SVG) are WebP. */
const storageKeys = (id: string, extension: string) => ({
  original: `${id}.${extension}`,
  thumbnail: `${id}-thumb.webp`,
  medium: `${id}-medium.webp`,
  web: `${id}-web.webp`,
});
type StorageKeys = ReturnType<typeof storageKeys>;
/** A picture's WebP variants and the box each fits in, smallest first. */
const variantSizes = (keys: StorageKeys) =>
  [
    [keys.thumbnail, THUMBNAIL_MAX_SIZE],
    [keys.medium, MEDIUM_MAX_SIZE],
    [keys.web, WEB_MAX_SIZE],
  ] as const;
/** The keys of a stored item, from its original's name. */
const keysOf = (filename: string) => {
  const id = filename.replace(/\.[a-z0-9]+$/, '');
  return storageKeys(id, filename.slice(id.length + 1));
};

/** Pictures looked at and given their medium variant at once by addMissingMediumVariants. */
const MEDIUM_BACKFILL_AT_ONCE = 4;

/** A file to put into storage: a temp file, moved there, or (`keep`) a file that stays where it is, copied. */
interface StoredFile {
  key: string;
  path: string;
  contentType: string;
  keep?: boolean;
}

/** What a new item's row says beyond its storage keys. */
interface NewItem {
  originalName: string;
  type: DetectedType;
  size: number;
  metadata: MediaMetadata;
  contentHash: string | null;
  altText: string | null;
}

/** A picture of the site's own, for MediaService.addShippedPicture. */
export interface ShippedPicture {
  /** The file, read only. */
  path: string;
  /** Its name in the library. */
  name: string;
  altText: string | null;
  /** The picture's library thumbnail, shipped ready-made beside it (a WebP within 400 x 400), if any. */
  thumbnail?: string;
}

@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);
  private readonly shippedBeingAdded = new Map<string, Promise<{ item: MediaItem; added: boolean }>>();

  constructor(
    @InjectRepository(MediaItem) private readonly media: Repository<MediaItem>,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly references: MediaReferences,
  ) {}

  /** The item already holding these exact bytes (reused: true), else a new one from `upload`. */
  async uploadOrReuse(file: ReceivedFile): Promise<{ item: MediaItemResponseDto; reused: boolean }> {
    const hash = await contentHash(file.path);
    const existing = await this.media.findOneBy({ contentHash: hash });
    if (existing) return { item: toMediaItemResponse(existing), reused: true };
    return { item: await this.upload(file, hash), reused: false };
  }

  /**
   * Derives what the library needs from a received file (type and size already checked), moves everything into
   * storage, then writes the row. Any failure leaves no file and no row (the received file is its receiver's to remove).
   */
  async upload(file: ReceivedFile, hash: string | null = null): Promise<MediaItemResponseDto> {
    const keys = storageKeys(randomBytes(16).toString('hex'), file.type.extension);
    const temps: string[] = [];
    let size = file.size;
    try {
      let metadata: MediaMetadata = {};
      const files: StoredFile[] = [{ key: keys.original, path: file.path, contentType: file.type.mimeType }];
      if (file.type.mimeType === SVG.mimeType) {
        // Stored cleaned, and only as it is: a vector picture needs no smaller copies.
        const cleaned = await sanitiseSvg(await readFile(file.path, 'utf8'));
        metadata = cleaned.metadata;
        files[0].path = `${file.path}.svg.part`;
        temps.push(files[0].path);
        await writeFile(files[0].path, cleaned.svg);
        size = Buffer.byteLength(cleaned.svg);
      } else if (file.type.kind === 'image') {
        metadata = await this.imageStep(file.type, () => readImageSize(file.path));
        for (const [key, maxSize] of variantSizes(keys)) {
          files.push(await this.variant(file.path, file.type, { key, maxSize, tempPrefix: file.path }, temps));
        }
      } else if (file.type.extension !== 'webm') {
        const duration = await isoVideoDurationSeconds(file.path);
        if (duration !== undefined) metadata = { duration };
      }
      const item = await this.store(keys, files, {
        originalName: cleanOriginalName(file.originalName, keys.original),
        type: file.type,
        size,
        metadata,
        contentHash: hash,
        altText: null,
      });
      return toMediaItemResponse(item);
    } finally {
      await Promise.all(temps.map((path) => rm(path, { force: true })));
    }
  }

  /**
   * A picture the site ships (frontend/public/images), added to the library as an upload of it would be: copied into
   * storage with its dimensions, content hash and WebP variants, so content can point at it as at any library picture.
   * The shipped file is only read, never moved: storage gets copies of it. A variant the site ships ready-made
   * (`thumbnail`) is taken as it is, and a WebP that already fits a variant's size is its own variant (re-encoding it
   * would only lose quality); what is missing is made as for an upload. An item holding the same bytes is reused.
   */
  async addShippedPicture(picture: ShippedPicture): Promise<{ item: MediaItem; added: boolean }> {
    const hash = await contentHash(picture.path);
    // Two pictures of the same bytes added at once make one item: the second waits for the first's.
    const pending = this.shippedBeingAdded.get(hash);
    if (pending) return { item: (await pending).item, added: false };
    const adding = this.findOrStoreShipped(picture, hash);
    this.shippedBeingAdded.set(hash, adding);
    try {
      return await adding;
    } finally {
      this.shippedBeingAdded.delete(hash);
    }
  }

  private async findOrStoreShipped(picture: ShippedPicture, hash: string): Promise<{ item: MediaItem; added: boolean }> {
    const existing = await this.media.findOneBy({ contentHash: hash });
    if (existing) return { item: existing, added: false };
    const type = await detectMediaType(await readHead(picture.path));
    if (type?.kind !== 'image') throw new UnsupportedMediaTypeException(`${picture.name} is not a PNG, JPEG, GIF or WebP picture`);
    const id = randomBytes(16).toString('hex');
    const keys = storageKeys(id, type.extension);
    // Never beside the shipped file: its folder may be read-only, and is the site's.
    const tempPrefix = join(tmpdir(), `haunt-${id}`);
    const temps: string[] = [];
    try {
      const metadata = await this.imageStep(type, () => readImageSize(picture.path));
      const fits = (maxSize: number) => type.extension === 'webp' && metadata.width <= maxSize && metadata.height <= maxSize;
      const ready = (key: string, path: string): StoredFile => ({ key, path, contentType: 'image/webp', keep: true });
      const files: StoredFile[] = [{ key: keys.original, path: picture.path, contentType: type.mimeType, keep: true }];
      for (const [key, maxSize] of variantSizes(keys)) {
        if (key === keys.thumbnail && picture.thumbnail) files.push(ready(key, picture.thumbnail));
        else if (fits(maxSize)) files.push(ready(key, picture.path));
        else files.push(await this.variant(picture.path, type, { key, maxSize, tempPrefix }, temps));
      }
      const item = await this.store(keys, files, {
        originalName: picture.name,
        type,
        size: (await stat(picture.path)).size,
        metadata,
        contentHash: hash,
        altText: picture.altText,
      });
      return { item, added: true };
    } finally {
      await Promise.all(temps.map((path) => rm(path, { force: true })));
    }
  }

  /**
   * Gives each picture stored before the medium variant existed its medium variant, made from its web variant: the
   * site's `srcset` names it for every library picture. Run at every start (database/prepare-database.ts), so a
   * picture whose variant could not be made is tried again; it is then a file lookup per picture. Returns the keys added.
   */
  async addMissingMediumVariants(): Promise<string[]> {
    const items = await this.media.find({ select: { id: true, filename: true }, where: { type: 'image', webUrl: Not(IsNull()) } });
    const added: string[] = [];
    const jobs = concurrencyLimit(MEDIUM_BACKFILL_AT_ONCE);
    await Promise.all(
      items.map((item) =>
        jobs(async () => {
          const keys = keysOf(item.filename);
          if (await this.storage.exists(keys.medium)) return;
          const tempPrefix = join(tmpdir(), `haunt-${keys.medium}`);
          const temps = [`${tempPrefix}.source.part`];
          try {
            const source = await this.storage.read(keys.web);
            if (!source) throw new Error(`${keys.web} is missing`);
            await pipeline(source, createWriteStream(temps[0]));
            temps.push(`${tempPrefix}.part`);
            await writeWebpVariant(temps[0], temps[1], MEDIUM_MAX_SIZE);
            await this.storage.save(temps[1], keys.medium, 'image/webp');
            added.push(keys.medium);
          } catch (error) {
            if (environmentFailure(error)) throw error;
            this.logger.warn(`Could not make ${keys.medium}: ${(error as Error).message}`);
          } finally {
            await Promise.all(temps.map((path) => rm(path, { force: true })));
          }
        }),
      ),
    );
    if (added.length) this.logger.log(`Made the medium variant of ${added.length} pictures`);
    return added.sort();
  }

  /** A WebP variant that fits in maxSize x maxSize, written to the temp file `<tempPrefix>.<key>.part` (listed in `temps`). */
  private async variant(
    source: string,
    type: DetectedType,
    variant: { key: string; maxSize: number; tempPrefix: string },
    temps: string[],
  ): Promise<StoredFile> {
    const { key, maxSize } = variant;
    const path = `${variant.tempPrefix}.${key}.part`;
    temps.push(path);
    await this.imageStep(type, () => writeWebpVariant(source, path, maxSize));
    return { key, path, contentType: 'image/webp' };
  }

  /** Puts the files into storage, then writes the row; a failure removes what was stored. */
  private async store(keys: StorageKeys, files: StoredFile[], item: NewItem): Promise<MediaItem> {
    const stored: string[] = [];
    try {
      for (const file of files) {
        await (file.keep ? this.storage.copy : this.storage.save).call(this.storage, file.path, file.key, file.contentType);
        stored.push(file.key);
      }
      const hasVariants = files.some((file) => file.key === keys.web);
      const saved = await this.media.save(
        this.media.create({
          filename: keys.original,
          originalName: item.originalName,
          type: item.type.kind,
          mimeType: item.type.mimeType,
          url: this.storage.url(keys.original),
          thumbnailUrl: hasVariants ? this.storage.url(keys.thumbnail) : null,
          webUrl: hasVariants ? this.storage.url(keys.web) : null,
          size: item.size,
          metadata: item.metadata,
          contentHash: item.contentHash,
          altText: item.altText,
        }),
      );
      return await this.media.findOneByOrFail({ id: saved.id });
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  /** Newest first, optionally only images or only videos. */
  async list(query: ListMediaQueryDto): Promise<Page<MediaItemResponseDto>> {
    const qb = this.media.createQueryBuilder('item');
    if (query.type) qb.andWhere('item.type = :type', { type: query.type });
    whereContains(qb, ['item.originalName'], query.search);
    return newestFirstPage(qb, query, toMediaItemResponse);
  }

  /** One grouped query over the whole library, for the stat cards. */
  async stats(): Promise<MediaStatsResponseDto> {
    const rows: { type: MediaType; files: string | number; bytes: string | number | null }[] = await this.media
      .createQueryBuilder('m')
      .select('m.type', 'type')
      .addSelect('COUNT(*)', 'files')
      .addSelect('SUM(m.size)', 'bytes')
      .groupBy('m.type')
      .getRawMany();
    const of = (type: MediaType) => rows.find((row) => row.type === type);
    const images = aggregateNumber(of('image')?.files);
    const videos = aggregateNumber(of('video')?.files);
    return { totalFiles: images + videos, images, videos, totalSize: rows.reduce((sum, row) => sum + aggregateNumber(row.bytes), 0) };
  }

  async get(id: number): Promise<MediaItemResponseDto> {
    return toMediaItemResponse(await findOr404(this.media, { id }, notFound));
  }

  /** An empty alt text (after trimming) clears it: the site then describes the picture by its story's or attraction's title. */
  async update(id: number, dto: UpdateMediaItemDto): Promise<MediaItemResponseDto> {
    if (dto.altText === undefined) return this.get(id);
    return toMediaItemResponse(await updateOr404(this.media, { id }, { altText: dto.altText || null }, notFound));
  }

  /**
   * Refused while content uses the file (it would show a broken picture). The row goes first: a leftover file is
   * harmless, a row pointing at nothing is a broken picture.
   */
  async remove(id: number): Promise<void> {
    const item = await findOr404(this.media, { id }, notFound);
    const users = await this.references.usersOf(item);
    if (users.length > 0) throw new ConflictException(coded('MEDIA_IN_USE', inUseMessage(users)));
    await deleteOr404(this.media, { id }, notFound);
    for (const key of Object.values(keysOf(item.filename))) {
      await this.storage.delete(key).catch((error: Error) => this.logger.warn(`Could not delete media file ${key}: ${error.message}`));
    }
  }

  /** The signature said "image", but the decoder has the last word: a file it cannot read is refused. */
  private async imageStep<T>(type: DetectedType, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (environmentFailure(error)) throw error;
      if (error instanceof ImageTooLargeError) {
        throw new PayloadTooLargeException(
          `Image too large: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, processed within ${IMAGE_TIMEOUT_SECONDS} seconds`,
        );
      }
      throw new UnsupportedMediaTypeException(`The file starts like a ${type.extension.toUpperCase()} image but cannot be read as one`);
    }
  }
}

/** 'This file is used by the story "The Mirror" and the attraction "Maze" and cannot be deleted. Replace it there first.' */
export function inUseMessage(users: string[]): string {
  const shown = users.length > 3 ? [...users.slice(0, 2), `${users.length - 2} more`] : users;
  const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return `This file is used by ${list} and cannot be deleted. Replace it there first.`;
}

const notFound = idNotFound('Media item');

/** Shown in the library only; trimmed of control characters and bounded to the column (255). */
function cleanOriginalName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = [...name.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 255).join('');
  return clean || fallback;
}

/** The first bytes of a file, enough to tell its type. */
async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(DETECTION_BYTES), 0, DETECTION_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
