import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { isUniqueViolation } from '../common/database/driver-errors';
import { aggregateNumber, countWhere } from '../common/database/aggregates';
import { deleteOr404, findOr404, updateOr404 } from '../common/database/rows-or-404';
import { PublicReadCache } from '../common/content/public-read-cache';
import { MediaReferences } from '../media/media-references';
import { RegionsService } from '../regions/regions.service';
import { cursorAfter, whereAfterCursor } from '../common/pagination/cursor';
import { pageWindow, type CursorPage } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import { DEFAULT_READ_TIME, PUBLISH_AT_DRAFT_ONLY, STORY_FALLBACK_IMAGE } from './blog.constants';
import type { BlogPostBodyDto } from './dto/blog-post-body.dto';
import type { BlogPostQueryDto } from './dto/blog-post-query.dto';
import {
  STORY_SUMMARY_COLUMNS,
  toBlogPostResponse,
  toBlogPostSummary,
  type BlogPostResponseDto,
  type BlogPostSummaryDto,
  type BlogStatsResponseDto,
} from './dto/blog-post-response.dto';
import { BlogPost } from './entities/blog-post.entity';
import type { StoryRevisionResponseDto } from './dto/story-revision-response.dto';
import { StoryRevisions } from './story-revisions';
import { StoryWorkingCopies, type WorkingCopyOf } from './story-working-copies';
import { PREVIEW_NOT_FOUND, StoryPreviewLinks } from './story-preview-links';
import type { CreatedStoryPreviewLinkDto, StoryPreviewLinkResponseDto } from './dto/story-preview-link.dto';
import { pick } from '../common/http/pick';
import { isValidSlug } from './slug';
import { imageUrls, linksWithoutUrl } from './markdown-links';
import { isLibraryImageUrl } from '../media/dto/media-url.validator';
import { coded } from '../common/http/error-codes';
import { FieldErrors } from '../common/validation/field-errors';
import type { Language } from '../common/domain/languages';

const NOT_FOUND = 'Story not found';
/** Paths under /blog-posts that a story's slug would be shadowed by. */
const RESERVED_SLUGS = ['stats', 'working-copy'];
export const SEARCH_STAFF_ONLY = 'search is only available to staff';

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    private readonly cache: PublicReadCache,
    private readonly media: MediaReferences,
    private readonly revisions: StoryRevisions,
    private readonly workingCopies: StoryWorkingCopies,
    private readonly previewLinks: StoryPreviewLinks,
    private readonly regions: RegionsService,
  ) {}

  /**
   * Visitors only ever get published posts, whatever the query says; admins get everything the filters allow.
   * Items are summaries: the content is left out of the SELECT, only the detail carries it. A visitor's answer is
   * kept by the route (PublicCache); the total is counted once per content version (and cache TTL), not per page.
   * With `cursor`, the page is the stories after that one (keyset), else the page at `offset`.
   */
  async list(query: BlogPostQueryDto, admin: AuthenticatedAdmin | undefined): Promise<CursorPage<BlogPostSummaryDto>> {
    if (query.search !== undefined && !admin) throw new BadRequestException(coded('SEARCH_STAFF_ONLY', SEARCH_STAFF_ONLY));
    const window = pageWindow(query);
    const published = admin ? query.published : true;
    const filtered = () => {
      const qb = this.posts.createQueryBuilder('post');
      if (published !== undefined) qb.andWhere('post.published = :published', { published });
      if (query.region) qb.andWhere('post.region = :region', { region: query.region });
      if (query.language) qb.andWhere('post.language = :language', { language: query.language });
      if (query.category) qb.andWhere('post.category = :category', { category: query.category });
      if (query.attractionId) qb.andWhere('post.attractionId = :attractionId', { attractionId: query.attractionId });
      whereContains(qb, ['post.title', 'post.slug', 'post.excerpt'], query.search);
      return qb;
    };
    const page = filtered().select(STORY_SUMMARY_COLUMNS.map((column) => `post.${column}`));
    if (query.cursor) whereAfterCursor(page, 'post', query.cursor);
    else page.offset(window.offset);
    // One row more than the page says whether there is a next one.
    const posts = await page
      .orderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(window.limit + 1)
      .getMany();
    const audience = admin ? 'staff' : 'visitor';
    const totalKey = `stories-total:${audience}:${JSON.stringify([published, query.region, query.language, query.category, query.search, query.attractionId])}`;
    // Keyed by audience: a staff total (drafts included) is never given to a visitor.
    const total = await this.cache.read(totalKey, () => filtered().getCount());
    const items = posts.slice(0, window.limit);
    return {
      items: await this.media.withImageAlt(items.map(toBlogPostSummary)),
      total,
      limit: window.limit,
      offset: query.cursor ? 0 : window.offset,
      nextCursor: posts.length > window.limit ? cursorAfter(items[items.length - 1]) : null,
    };
  }

  /** The blog stat cards, over every story (drafts included): the totals, and the count of every region of the table. */
  async stats(): Promise<BlogStatsResponseDto> {
    const row = await this.posts
      .createQueryBuilder('post')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(post.views)', 'totalViews')
      .addSelect(countWhere('post.published = :yes'), 'published')
      .setParameter('yes', true)
      .getRawOne<Record<'total' | 'totalViews' | 'published', string | number | null>>();
    const perRegion = await this.posts
      .createQueryBuilder('post')
      .select('post.region', 'region')
      .addSelect('COUNT(*)', 'count')
      .groupBy('post.region')
      .getRawMany<{ region: string; count: string | number }>();
    const { items: regions } = await this.regions.list();
    const total = aggregateNumber(row?.total);
    const published = aggregateNumber(row?.published);
    return {
      total,
      byRegion: regions.map(({ key, name }) => ({
        region: key,
        name,
        count: aggregateNumber(perRegion.find((counted) => counted.region === key)?.count),
      })),
      totalViews: aggregateNumber(row?.totalViews),
      published,
      drafts: total - published,
    };
  }

  /** A published story, or for an admin any story (drafts included). */
  async findBySlug(slug: string, admin?: AuthenticatedAdmin): Promise<BlogPostResponseDto> {
    if (!isValidSlug(slug)) throw new NotFoundException(NOT_FOUND);
    if (admin) return this.detail(await findOr404(this.posts, { slug }, NOT_FOUND));
    return this.detail(await findOr404(this.posts, { slug, published: true }, NOT_FOUND));
  }

  /** Saving the story (create by `author`, or update) drops the working copy it was written in. */
  async create(dto: BlogPostBodyDto, author?: AuthenticatedAdmin): Promise<BlogPostResponseDto> {
    const values = columns(dto);
    await this.assertRegionSpeaks(values);
    await this.assertSlugFree(dto.slug);
    const { id } = await this.writeUnique(dto.slug, () => this.posts.save(this.posts.create(values)));
    const post = await findOr404(this.posts, { id }, NOT_FOUND);
    await this.revisions.record(post);
    if (author) await this.workingCopies.discard({ newStoryOf: author.id });
    return this.detail(post);
  }

  /** PUT replaces the post: omitted optional fields go back to their defaults, as on create. */
  async update(id: number, dto: BlogPostBodyDto): Promise<BlogPostResponseDto> {
    const current = await findOr404(this.posts, { id }, NOT_FOUND);
    const values = columns(dto, current);
    await this.assertRegionSpeaks(values);
    if (current.slug !== dto.slug) await this.assertSlugFree(dto.slug);
    const post = await this.writeUnique(dto.slug, () => updateOr404(this.posts, { id }, values, NOT_FOUND));
    await this.revisions.record(post);
    await this.workingCopies.discard({ postId: id });
    return this.detail(post);
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.posts, { id }, NOT_FOUND);
    await this.revisions.removeAll(id);
    await this.workingCopies.discard({ postId: id });
    await this.previewLinks.removeAll(id);
  }

  async createPreviewLink(id: number, origin: string): Promise<CreatedStoryPreviewLinkDto> {
    return this.previewLinks.create(await findOr404(this.posts, { id }, NOT_FOUND), origin);
  }

  async listPreviewLinks(id: number, origin: string): Promise<StoryPreviewLinkResponseDto[]> {
    return this.previewLinks.active(await findOr404(this.posts, { id }, NOT_FOUND), origin);
  }

  async revokePreviewLink(id: number, linkId: number): Promise<void> {
    await this.previewLinks.revoke(id, linkId);
  }

  /** The story a preview link shows, as it is now (draft, scheduled or published). */
  async preview(token: string): Promise<BlogPostResponseDto> {
    const postId = await this.previewLinks.postIdOf(token);
    return this.detail(await findOr404(this.posts, { id: postId }, PREVIEW_NOT_FOUND));
  }

  /** The working copy of story `id` (404 for an unknown story), or of the new story `author` is writing. */
  async workingCopyOf(id: number | undefined, author: AuthenticatedAdmin): Promise<WorkingCopyOf> {
    if (id === undefined) return { newStoryOf: author.id };
    await findOr404(this.posts, { id }, NOT_FOUND);
    return { postId: id };
  }

  async listRevisions(id: number): Promise<StoryRevisionResponseDto[]> {
    await findOr404(this.posts, { id }, NOT_FOUND);
    return this.revisions.list(id);
  }

  /**
   * Puts a revision's words and settings back as a new save (so a new revision): title, excerpt, content, region,
   * category, picture, distance, read time, featured and the SEO fields. The address and the publishing state stay as they are now.
   */
  async restoreRevision(id: number, revisionId: number): Promise<BlogPostResponseDto> {
    const current = await findOr404(this.posts, { id }, NOT_FOUND);
    const revision = await this.revisions.find(id, revisionId);
    return this.update(id, {
      ...pick(revision, ['title', 'excerpt', 'content', 'region', 'category', 'image', 'distance', 'readTime', 'featured']),
      ...pick(revision, ['seoTitle', 'seoDescription', 'shareImage', 'attractionId']),
      slug: current.slug,
      published: current.published,
      publishAt: current.publishAt?.toISOString() ?? null,
      unpublishAt: current.unpublishAt?.toISOString() ?? null,
    });
  }

  private async detail(post: BlogPost): Promise<BlogPostResponseDto> {
    const [response] = await this.media.withImageAlt([toBlogPostResponse(post)]);
    return response;
  }

  /** The friendly early check; the unique index (see writeUnique) is what holds under a race. */
  private async assertSlugFree(slug: string): Promise<void> {
    if (RESERVED_SLUGS.includes(slug))
      throw new ConflictException(coded('SLUG_RESERVED', `The slug "${slug}" is reserved; choose another slug`));
    if (await this.posts.existsBy({ slug })) throw slugConflict(slug);
  }

  private async writeUnique<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugConflict(slug);
      throw error;
    }
  }

  /** A story in a language its region's pages do not speak would show nowhere: 400, saying which it may be in. */
  private async assertRegionSpeaks({ region, language }: Pick<BlogPost, 'region' | 'language'>): Promise<void> {
    const spoken = (await this.regions.languages()).find((row) => row.key === region)?.languages ?? ['en'];
    if (!spoken.includes(language)) throw FieldErrors.of('language', `Language must be one the region's pages speak: ${spoken.join(', ')}`);
  }

  /**
   * The language of the published story `slug` under `region`, undefined when there is none: the page server asks
   * before rendering a story page, which exists at that language's address only.
   */
  async publishedStoryLanguage(region: string, slug: string): Promise<Language | undefined> {
    const story = await this.posts.findOne({ select: { id: true, language: true }, where: { slug, region, published: true } });
    return story?.language;
  }

  /** Every published story's address, language and last change, for the sitemap (newest first). */
  async publishedStories(): Promise<Pick<BlogPost, 'slug' | 'region' | 'language' | 'updatedAt'>[]> {
    return this.posts.find({
      select: { slug: true, region: true, language: true, updatedAt: true },
      where: { published: true },
      order: { updatedAt: 'DESC' },
    });
  }
}

function slugConflict(slug: string): ConflictException {
  return new ConflictException(coded('SLUG_TAKEN', `A story with the slug "${slug}" already exists; choose another slug`));
}

/** The body as sent; optional fields left out take their defaults (create and PUT alike). */
function columns(dto: BlogPostBodyDto, current?: BlogPost, now = new Date()): Omit<BlogPost, 'id' | 'views' | 'createdAt' | 'updatedAt'> {
  const deadLinks = linksWithoutUrl(dto.content);
  if (deadLinks.length > 0) throw FieldErrors.of('content', `Content has a link without a URL: "${deadLinks[0]}"`);
  const foreignImage = imageUrls(dto.content).find((url) => !isLibraryImageUrl(url));
  if (foreignImage !== undefined)
    throw FieldErrors.of('content', `Content has an image that is not from the media library: "${foreignImage}"`);
  const published = dto.published ?? false;
  return {
    ...dto,
    language: dto.language ?? 'en',
    image: dto.image || STORY_FALLBACK_IMAGE,
    distance: dto.distance || null,
    readTime: dto.readTime?.trim() || DEFAULT_READ_TIME,
    published,
    featured: dto.featured ?? false,
    attractionId: dto.attractionId ?? null,
    seoTitle: dto.seoTitle?.trim() || null,
    seoDescription: dto.seoDescription?.trim() || null,
    shareImage: dto.shareImage?.trim() || null,
    ...schedule(dto, published, current, now),
  };
}

/**
 * The story's publish and unpublish times. A time must lie ahead when it is set or moved; one kept as it was may have
 * just passed, a minute before the scheduler gets to it.
 */
function schedule(
  dto: BlogPostBodyDto,
  published: boolean,
  current: BlogPost | undefined,
  now: Date,
): Pick<BlogPost, 'publishAt' | 'unpublishAt'> {
  const publishAt = dto.publishAt ? new Date(dto.publishAt) : null;
  const unpublishAt = dto.unpublishAt ? new Date(dto.unpublishAt) : null;
  const moved = (next: Date | null, before: Date | null | undefined) => next !== null && next.getTime() !== before?.getTime();
  const errors: Record<string, string[]> = {};
  if (publishAt && published) errors.publishAt = [PUBLISH_AT_DRAFT_ONLY];
  else if (moved(publishAt, current?.publishAt) && publishAt! <= now) errors.publishAt = ['Publish at must be in the future'];
  if (moved(unpublishAt, current?.unpublishAt) && unpublishAt! <= now) errors.unpublishAt = ['Unpublish at must be in the future'];
  else if (publishAt && unpublishAt && unpublishAt <= publishAt) errors.unpublishAt = ['Unpublish at must be after Publish at'];
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return { publishAt, unpublishAt };
}
