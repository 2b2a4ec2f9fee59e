import { ConflictException, Inject, Injectable, Logger, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Repository } from 'typeorm';
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
  ImageTooLargeError,
  IMAGE_TIMEOUT_SECONDS,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  readImageSize,
  THUMBNAIL_MAX_SIZE,
  WEB_MAX_SIZE,
  writeWebpVariant,
} from './images/image-variants';
import { MediaReferences } from './media-references';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { contentHash } from './upload/content-hash';
import type { ReceivedFile } from './upload/multipart-file';
import { environmentFailure } from '../common/http/environment-failure';
import { isoVideoDurationSeconds } from './upload/video-duration';
import { coded } from '../common/http/error-codes';

/** Stored names derive from one random id: the original keeps the detected extension, variants are WebP. */
const storageKeys = (id: string, extension: string) => ({
  original: `${id}.${extension}`,
  thumbnail: `${id}-thumb.webp`,
  web: `${id}-web.webp`,
});
const keysOf = (filename: string) => {
  const id = filename.replace(/\.[a-z0-9]+$/, '');
  return Object.values(storageKeys(id, filename.slice(id.length + 1)));
};

@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    @InjectRepository(MediaItem) private readonly media: Repository<MediaItem>,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly references: MediaReferences,
  ) {}

  /**
   * Derives what the library needs from a received file (type and size already checked), moves everything into
   * storage, then writes the row. Any failure leaves no file and no row (the received file is its receiver's to remove).
   */
  /** The item already holding these exact bytes (reused: true), else a new one from `upload`. */
  async uploadOrReuse(file: ReceivedFile): Promise<{ item: MediaItemResponseDto; reused: boolean }> {
    const hash = await contentHash(file.path);
    const existing = await this.media.findOneBy({ contentHash: hash });
    if (existing) return { item: toMediaItemResponse(existing), reused: true };
    return { item: await this.upload(file, hash), reused: false };
  }

  async upload(file: ReceivedFile, hash: string | null = null): Promise<MediaItemResponseDto> {
    const id = randomBytes(16).toString('hex');
    const keys = storageKeys(id, file.type.extension);
    const temps: string[] = [];
    const stored: string[] = [];
    try {
      let metadata: MediaMetadata = {};
      const variants: { path: string; key: string }[] = [];
      if (file.type.kind === 'image') {
        metadata = await this.imageSize(file);
        for (const [key, maxSize] of [
          [keys.thumbnail, THUMBNAIL_MAX_SIZE],
          [keys.web, WEB_MAX_SIZE],
        ] as const) {
          const path = `${file.path}.${key}.part`;
          temps.push(path);
          await this.imageStep(file, () => writeWebpVariant(file.path, path, maxSize));
          variants.push({ path, key });
        }
      } else if (file.type.extension !== 'webm') {
        const duration = await isoVideoDurationSeconds(file.path);
        if (duration !== undefined) metadata = { duration };
      }

      await this.storage.save(file.path, keys.original, file.type.mimeType);
      stored.push(keys.original);
      for (const variant of variants) {
        await this.storage.save(variant.path, variant.key, 'image/webp');
        stored.push(variant.key);
      }

      const isImage = file.type.kind === 'image';
      const saved = await this.media.save(
        this.media.create({
          filename: keys.original,
          originalName: cleanOriginalName(file.originalName, keys.original),
          type: file.type.kind,
          mimeType: file.type.mimeType,
          url: this.storage.url(keys.original),
          thumbnailUrl: isImage ? this.storage.url(keys.thumbnail) : null,
          webUrl: isImage ? this.storage.url(keys.web) : null,
          size: file.size,
          metadata,
          contentHash: hash,
        }),
      );
      return toMediaItemResponse(await this.media.findOneByOrFail({ id: saved.id }));
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    } finally {
      await Promise.all(temps.map((path) => rm(path, { force: true })));
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
    for (const key of keysOf(item.filename)) {
      await this.storage.delete(key).catch((error: Error) => this.logger.warn(`Could not delete media file ${key}: ${error.message}`));
    }
  }

  private async imageSize(file: ReceivedFile): Promise<MediaMetadata> {
    return this.imageStep(file, () => readImageSize(file.path));
  }

  /** The signature said "image", but the decoder has the last word: a file it cannot read is refused. */
  private async imageStep<T>(file: ReceivedFile, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (environmentFailure(error)) throw error;
      if (error instanceof ImageTooLargeError) {
        throw new PayloadTooLargeException(
          `Image too large: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, processed within ${IMAGE_TIMEOUT_SECONDS} seconds`,
        );
      }
      throw new UnsupportedMediaTypeException(
        `The file starts like a ${file.type.extension.toUpperCase()} image but cannot be read as one`,
      );
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
