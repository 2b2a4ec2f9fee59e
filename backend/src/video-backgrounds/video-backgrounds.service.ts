import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Not, Repository, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { VideoPage } from '../common/domain/constants';
import { isDeadlock } from '../common/database/driver-errors';
import { deleteOr404, findOr404, idNotFound } from '../common/database/rows-or-404';
import { pageWindow, paginated, type Page } from '../common/pagination/paginated';
import type { CreateVideoBackgroundDto } from './dto/create-video-background.dto';
import type { UpdateVideoBackgroundDto } from './dto/update-video-background.dto';
import type { ListVideoBackgroundsQueryDto } from './dto/video-background-params.dto';
import { toVideoBackgroundResponse, type VideoBackgroundResponseDto } from './dto/video-background-response.dto';
import { VideoBackground } from './entities/video-background.entity';

export const VIDEO_BACKGROUNDS_DEFAULT_LIMIT = 100;

/**
 * Rule: at most one active video per page key. Activating one (on create or by PATCH) deactivates the
 * others of that page in the same transaction, so visitors never see two and never see a half-switch.
 */
@Injectable()
export class VideoBackgroundsService {
  constructor(
    @InjectRepository(VideoBackground) private readonly videos: Repository<VideoBackground>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(query: ListVideoBackgroundsQueryDto): Promise<Page<VideoBackgroundResponseDto>> {
    const window = pageWindow(query, VIDEO_BACKGROUNDS_DEFAULT_LIMIT);
    const where: FindOptionsWhere<VideoBackground> = {};
    if (query.page) where.page = query.page;
    if (query.isActive !== undefined) where.active = query.isActive;
    const [rows, total] = await this.videos.findAndCount({ where, order: { id: 'DESC' }, take: window.limit, skip: window.offset });
    return paginated(rows.map(toVideoBackgroundResponse), total, window);
  }

  /** The page's active video, or null (the site then shows its fallback image). */
  async findActive(page: VideoPage): Promise<VideoBackgroundResponseDto | null> {
    const video = await this.videos.findOne({ where: { page, active: true }, order: { id: 'DESC' } });
    return video ? toVideoBackgroundResponse(video) : null;
  }

  async create(dto: CreateVideoBackgroundDto): Promise<VideoBackgroundResponseDto> {
    return this.transaction(async (manager) => {
      const repo = manager.getRepository(VideoBackground);
      const active = dto.isActive ?? false;
      if (active) {
        await lockPages(manager, [dto.page]);
        await deactivateOthers(manager, dto.page);
      }
      const saved = await repo.save(
        repo.create({
          page: dto.page,
          name: dto.title,
          videoUrl: dto.videoUrl,
          thumbnailUrl: dto.thumbnailUrl ?? null,
          description: dto.description ?? null,
          active,
        }),
      );
      return toVideoBackgroundResponse(await repo.findOneByOrFail({ id: saved.id }));
    });
  }

  async update(id: number, dto: UpdateVideoBackgroundDto): Promise<VideoBackgroundResponseDto> {
    return this.transaction(async (manager) => {
      const repo = manager.getRepository(VideoBackground);
      const current = await findOr404(repo, { id }, notFound);
      if (dto.isActive || (current.active && dto.page !== undefined)) await lockPages(manager, [current.page, dto.page ?? current.page]);
      const video = await repo.findOneByOrFail({ id });
      if (dto.page !== undefined) video.page = dto.page;
      if (dto.title !== undefined) video.name = dto.title;
      if (dto.videoUrl !== undefined) video.videoUrl = dto.videoUrl;
      if (dto.thumbnailUrl !== undefined) video.thumbnailUrl = dto.thumbnailUrl;
      if (dto.description !== undefined) video.description = dto.description;
      if (dto.isActive !== undefined) video.active = dto.isActive;
      if (video.active) await deactivateOthers(manager, video.page, id);
      await repo.save(video);
      return toVideoBackgroundResponse(await repo.findOneByOrFail({ id }));
    });
  }

  /**
   * Two admins switching the same page at once: MySQL may pick one transaction as a deadlock victim
   * (gap locks on the page index); it is rolled back whole, so running it again is safe.
   */
  private async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isDeadlock(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
      }
    }
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.videos, { id }, notFound);
  }
}

const MAX_ATTEMPTS = 5;

/**
 * Serialises activations on the same page(s): the rows are locked in id order before anything changes.
 * SQLite needs nothing (one writer at a time) and has no FOR UPDATE.
 */
async function lockPages(manager: EntityManager, pages: VideoPage[]): Promise<void> {
  if (manager.connection.options.type === 'better-sqlite3') return;
  await manager
    .getRepository(VideoBackground)
    .createQueryBuilder('v')
    .select('v.id')
    .where('v.page IN (:...pages)', { pages: [...new Set(pages)] })
    .orderBy('v.id')
    .setLock('pessimistic_write')
    .getMany();
}

async function deactivateOthers(manager: EntityManager, page: VideoPage, exceptId?: number): Promise<void> {
  const where: FindOptionsWhere<VideoBackground> = { page, active: true };
  if (exceptId !== undefined) where.id = Not(exceptId);
  await manager.getRepository(VideoBackground).update(where, { active: false });
}

const notFound = idNotFound('Video background');
