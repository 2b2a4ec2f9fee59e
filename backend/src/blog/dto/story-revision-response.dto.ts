import { ApiProperty } from '@nestjs/swagger';
import { STORY_CATEGORIES, type StoryCategory } from '../../common/domain/constants';
import { idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import type { StoryRevision } from '../entities/story-revision.entity';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { LANGUAGES, type Language } from '../../common/domain/languages';

/** The fields of a story a revision keeps beside its title, excerpt and content (and restores). */
export interface RevisionFields {
  slug: string;
  region: string;
  language?: Language;
  category: StoryCategory;
  image: string;
  distance: string | null;
  readTime: string;
  featured: boolean;
  published: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  shareImage?: string | null;
  attractionId?: number | null;
}

export class StoryRevisionResponseDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: '2026-10-02T18:00:00.000Z', description: 'When the save was made' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, example: 'alice', description: 'Who saved it; null for a save by no member' })
  author: string | null;
  @ApiProperty({ example: 'The Hollow Bride' }) title: string;
  @ApiProperty() excerpt: string;
  @ApiProperty() content: string;
  @ApiProperty({ example: 'the-hollow-bride' }) slug: string;
  @RegionKey() region: string;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language' }) language: Language;
  @ApiProperty({ enum: STORY_CATEGORIES, enumName: 'StoryCategory' }) category: StoryCategory;
  @ApiProperty({ example: '/uploads/bride.webp' }) image: string;
  @ApiProperty({ type: String, nullable: true }) distance: string | null;
  @ApiProperty({ example: '5 min read' }) readTime: string;
  @ApiProperty() featured: boolean;
  @ApiProperty({ description: 'Whether the story was published after this save' }) published: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unpublishAt: string | null;
  @ApiProperty({ type: String, nullable: true }) seoTitle: string | null;
  @ApiProperty({ type: String, nullable: true }) seoDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) shareImage: string | null;
  @ApiProperty({ type: Number, nullable: true }) attractionId: number | null;
}

export function toStoryRevisionResponse(revision: StoryRevision): StoryRevisionResponseDto {
  const fields = JSON.parse(revision.fields) as RevisionFields;
  return {
    ...idAndCreatedAt(revision),
    author: revision.authorUsername,
    title: revision.title,
    excerpt: revision.excerpt,
    content: revision.content,
    ...fields,
    // Revisions saved before the SEO fields and languages existed have none: the story was in English.
    language: fields.language ?? 'en',
    seoTitle: fields.seoTitle ?? null,
    seoDescription: fields.seoDescription ?? null,
    shareImage: fields.shareImage ?? null,
    attractionId: fields.attractionId ?? null,
  };
}
