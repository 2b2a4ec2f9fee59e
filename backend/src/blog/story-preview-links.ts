import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { coded } from '../common/http/error-codes';
import { currentFlow } from '../common/logging/request-flow';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
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
 * Preview links of stories: an unguessable token in the link, valid PREVIEW_LINK_DAYS unless revoked. Whoever holds one
 * reads the story as it is now, published or not. The token is an HMAC of a random seed under a key derived from the
 * JWT secret: the database keeps the seed and the token's SHA-256, so staff can be shown a story's link again while
 * the database alone opens nothing (nor does it after the JWT secret changes: such a link is no longer shown).
 */
@Injectable()
export class StoryPreviewLinks {
  private readonly key: Buffer;

  constructor(
    @InjectRepository(StoryPreviewLink) private readonly links: Repository<StoryPreviewLink>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('story-preview-link').digest();
  }

  /** A new link to the story's preview page (the story's address under `/preview/`). */
  async create(post: BlogPost, origin: string, now = new Date()): Promise<CreatedStoryPreviewLinkDto> {
    const tokenSeed = randomBytes(32).toString('base64url');
    const token = this.tokenOf(tokenSeed);
    const link = await this.links.save(
      this.links.create({
        postId: post.id,
        tokenHash: hashToken(token),
        tokenSeed,
        expiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS),
        revokedAt: null,
        createdBy: currentFlow().actor?.username.slice(0, 100) ?? null,
      }),
    );
    return { ...toStoryPreviewLinkResponse(link, null), url: this.urlOf(post, origin, token) };
  }

  /** The links of a story that still work, newest first, each with its address when it can be shown again. */
  async active(post: BlogPost, origin: string, now = new Date()): Promise<StoryPreviewLinkResponseDto[]> {
    const links = await this.links.find({
      where: { postId: post.id, revokedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { id: 'DESC' },
    });
    return links.map((link) => {
      const token = link.tokenSeed ? this.tokenOf(link.tokenSeed) : null;
      const opens = token !== null && hashToken(token) === link.tokenHash;
      return toStoryPreviewLinkResponse(link, opens ? this.urlOf(post, origin, token) : null);
    });
  }

  private tokenOf(seed: string): string {
    return createHmac('sha256', this.key).update(seed).digest('base64url');
  }

  private urlOf(post: BlogPost, origin: string, token: string): string {
    return `${origin}/${post.region}/dark-legends/preview/${token}`;
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
