import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { currentFlow } from '../common/logging/request-flow';
import { findOr404 } from '../common/database/rows-or-404';
import { REVISIONS_KEPT } from './blog.constants';
import { toStoryRevisionResponse, type RevisionFields, type StoryRevisionResponseDto } from './dto/story-revision-response.dto';
import type { BlogPost } from './entities/blog-post.entity';
import { StoryRevision } from './entities/story-revision.entity';

/** A story's revisions: one per save, the newest REVISIONS_KEPT kept. */
@Injectable()
export class StoryRevisions {
  constructor(@InjectRepository(StoryRevision) private readonly revisions: Repository<StoryRevision>) {}

  /** Keeps the story as it now is, saved by the request's member, and forgets revisions beyond the newest 50. */
  async record(post: BlogPost): Promise<void> {
    const author = currentFlow().actor;
    const fields: RevisionFields = {
      slug: post.slug,
      region: post.region,
      language: post.language,
      category: post.category,
      image: post.image,
      distance: post.distance,
      readTime: post.readTime,
      featured: post.featured,
      published: post.published,
      publishAt: post.publishAt?.toISOString() ?? null,
      unpublishAt: post.unpublishAt?.toISOString() ?? null,
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      shareImage: post.shareImage,
      attractionId: post.attractionId,
    };
    // Not audited on its own: the story's write that made it is.
    await this.revisions
      .createQueryBuilder()
      .insert()
      .callListeners(false)
      .values({
        postId: post.id,
        authorId: author?.id ?? null,
        authorUsername: author?.username.slice(0, 100) ?? null,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        fields: JSON.stringify(fields),
      })
      .execute();
    const oldestKept = await this.revisions.find({
      select: { id: true },
      where: { postId: post.id },
      order: { id: 'DESC' },
      skip: REVISIONS_KEPT - 1,
      take: 1,
    });
    if (oldestKept.length > 0) await this.revisions.delete({ postId: post.id, id: LessThan(oldestKept[0].id) });
  }

  async list(postId: number): Promise<StoryRevisionResponseDto[]> {
    const rows = await this.revisions.find({ where: { postId }, order: { id: 'DESC' } });
    return rows.map(toStoryRevisionResponse);
  }

  async find(postId: number, id: number): Promise<StoryRevisionResponseDto> {
    return toStoryRevisionResponse(await findOr404(this.revisions, { postId, id }, 'Revision not found'));
  }

  async removeAll(postId: number): Promise<void> {
    await this.revisions.delete({ postId });
  }
}
