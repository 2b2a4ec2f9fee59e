import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Repository } from 'typeorm';
import type { MediaType } from '../common/domain/constants';
import { pageWindow, paginated, type Page } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import type { ListMediaQueryDto } from './dto/list-media-query.dto';
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
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { receiveFile, type ReceivedFile } from './upload/multipart-file';
import { environmentFailure } from '../common/http/environment-failure';
import { isoVideoDurationSeconds } from './upload/video-duration';

export const UPLOAD_FIELD = 'file';
/** Temp files older than this at start-up were left by a crash mid-upload. */
const STALE_TEMP_MS = 60 * 60 * 1000;

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
export class MediaService implements OnModuleInit {
  private readonly logger = new Logger(MediaService.name);
  private readonly tempDir: string;

  constructor(
    @InjectRepository(MediaItem) private readonly media: Repository<MediaItem>,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tempDir = join(config.dataDir, 'tmp', 'uploads');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
    const now = Date.now();
    for (const name of await readdir(this.tempDir)) {
      const path = join(this.tempDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true });
    }
  }

  /**
   * Streams the upload to a temp file (type and size checked on the way), derives what the library
   * needs, moves everything into storage, then writes the row. Any failure leaves no file and no row.
   */
  async upload(req: IncomingMessage): Promise<MediaItemResponseDto> {
    const file = await receiveFile(req, { field: UPLOAD_FIELD, tempDir: this.tempDir, maxBytes: this.config.mediaMaxBytes });
    const id = randomBytes(16).toString('hex');
    const keys = storageKeys(id, file.type.extension);
    const temps = [file.tempPath];
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
          const path = join(this.tempDir, `${key}.part`);
          temps.push(path);
          await this.imageStep(file, () => writeWebpVariant(file.tempPath, path, maxSize));
          variants.push({ path, key });
        }
      } else if (file.type.extension !== 'webm') {
        const duration = await isoVideoDurationSeconds(file.tempPath);
        if (duration !== undefined) metadata = { duration };
      }

      await this.storage.save(file.tempPath, keys.original, file.type.mimeType);
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
    const window = pageWindow(query);
    const qb = this.media.createQueryBuilder('item');
    if (query.type) qb.andWhere('item.type = :type', { type: query.type });
    whereContains(qb, ['item.originalName'], query.search);
    const [rows, total] = await qb
      .orderBy('item.createdAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(window.limit)
      .offset(window.offset)
      .getManyAndCount();
    return paginated(rows.map(toMediaItemResponse), total, window);
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
    const images = Number(of('image')?.files ?? 0);
    const videos = Number(of('video')?.files ?? 0);
    return { totalFiles: images + videos, images, videos, totalSize: rows.reduce((sum, row) => sum + Number(row.bytes ?? 0), 0) };
  }

  /** The row goes first: a leftover file is harmless, a row pointing at nothing is a broken picture. */
  async remove(id: number): Promise<void> {
    const item = await this.media.findOneBy({ id });
    if (!item) throw new NotFoundException(`Media item ${id} not found`);
    await this.media.delete({ id });
    for (const key of keysOf(item.filename)) {
      await this.storage.delete(key).catch((error: Error) => this.logger.warn(`Could not delete media file ${key}: ${error.message}`));
    }
  }

  private async imageSize(file: ReceivedFile): Promise<MediaMetadata> {
    return this.imageStep(file, () => readImageSize(file.tempPath));
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

/** Shown in the library only; trimmed of control characters and bounded to the column (255). */
function cleanOriginalName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = [...name.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 255).join('');
  return clean || fallback;
}
