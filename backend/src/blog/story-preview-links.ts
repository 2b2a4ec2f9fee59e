import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { coded } from '../common/http/error-codes';
import { currentFlow } from '../common/logging/request-flow';
import { PREVIEW_LINK_DAYS } from './blog.constants';
import {
  toStoryPreviewLinkResponse,
  type CreatedStoryPreviewLinkDto,
  type StoryPreviewLinkResponseDto,
} from './dto/story-preview-link.dto';
import type { BlogPost } from './entities/blog-post.entity';
import { StoryPreviewLink } from './entities/story-preview-link.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const PREVIEW_NOT_FOUND = 'Preview not found';
export const PREVIEW_GONE = 'This preview link has expired or was revoked';

/**
 * Preview links of stories: an unguessable token in the link, only its SHA-256 stored, valid PREVIEW_LINK_DAYS unless
 * revoked. Whoever holds one reads the story as it is now, published or not.
 */
@Injectable()
export class StoryPreviewLinks {
  constructor(@InjectRepository(StoryPreviewLink) private readonly links: Repository<StoryPreviewLink>) {}

  /** A new link to the story's preview page (the story's address under `/preview/`), shown once. */
  async create(post: BlogPost, origin: string, now = new Date()): Promise<CreatedStoryPreviewLinkDto> {
    const token = randomBytes(32).toString('base64url');
    const link = await this.links.save(
      this.links.create({
        postId: post.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS),
        revokedAt: null,
        createdBy: currentFlow().actor?.username.slice(0, 100) ?? null,
      }),
    );
    return { ...toStoryPreviewLinkResponse(link), url: `${origin}/${post.region}/dark-legends/preview/${token}` };
  }

  /** The links of a story that still work, newest first. */
  async active(postId: number, now = new Date()): Promise<StoryPreviewLinkResponseDto[]> {
    const links = await this.links.find({
      where: { postId, revokedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { id: 'DESC' },
    });
    return links.map(toStoryPreviewLinkResponse);
  }

  async revoke(postId: number, id: number): Promise<void> {
    const link = await this.links.findOneBy({ postId, id });
    if (!link) throw new NotFoundException('Preview link not found');
    if (!link.revokedAt) await this.links.save({ ...link, revokedAt: new Date() });
  }

  /** The story id a token opens: 404 for a token that never was, 410 once it expired or was revoked. */
  async postIdOf(token: string, now = new Date()): Promise<number> {
    const link = TOKEN.test(token) ? await this.links.findOneBy({ tokenHash: hashToken(token) }) : null;
    if (!link) throw new NotFoundException(PREVIEW_NOT_FOUND);
    if (link.revokedAt || link.expiresAt <= now) throw new GoneException(coded('PREVIEW_LINK_GONE', PREVIEW_GONE));
    return link.postId;
  }

  async removeAll(postId: number): Promise<void> {
    await this.links.delete({ postId });
  }
}
