import { ApiProperty, OmitType } from '@nestjs/swagger';
import { STORY_CATEGORIES, type StoryCategory } from '../../common/domain/constants';
import type { BlogPost } from '../entities/blog-post.entity';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { LANGUAGES, type Language } from '../../common/domain/languages';

export class BlogPostResponseDto extends IdAndTimestampsDto {
  @ApiProperty({ example: 'The Hollow Bride' }) title: string;
  @ApiProperty({ example: 'the-hollow-bride' }) slug: string;
  @ApiProperty() excerpt: string;
  @ApiProperty() content: string;
  @RegionKey() region: string;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', description: 'The language it is written in' }) language: Language;
  @ApiProperty({ enum: STORY_CATEGORIES, enumName: 'StoryCategory' }) category: StoryCategory;
  @ApiProperty({ example: '/uploads/bride.webp' }) image: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'A pale bride in a torn veil on the stairs of the manor',
    description: "The picture's alt text from the media library; null when it has none (the title then describes it)",
  })
  imageAlt: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2.5 miles away' }) distance: string | null;
  @ApiProperty({ example: '5 min read' }) readTime: string;
  @ApiProperty({ example: 0 }) views: number;
  @ApiProperty() published: boolean;
  @ApiProperty() featured: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The attraction the story inspires' }) attractionId: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Search and share title; null: the title' }) seoTitle: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Meta description; null: the excerpt' }) seoDescription: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Share card picture; null: the image' }) shareImage: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'A draft with this time is Scheduled: it goes live at that minute',
  })
  publishAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The story goes back to draft at that minute' })
  unpublishAt: string | null;
}

export function toBlogPostResponse(post: BlogPost): BlogPostResponseDto {
  return { ...toBlogPostSummary(post), content: post.content };
}

/** The fields a story's answer carries as they are stored. */
const STORY_STORED_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'region',
  'language',
  'category',
  'image',
  'distance',
  'readTime',
  'views',
  'published',
  'featured',
  'seoTitle',
  'seoDescription',
  'shareImage',
  'attractionId',
] as const satisfies readonly (keyof BlogPost)[];

/** The columns a list reads: every column but content, which can be 20 000 characters a story. */
export const STORY_SUMMARY_COLUMNS = [
  'id',
  ...STORY_STORED_FIELDS,
  'publishAt',
  'unpublishAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly Exclude<keyof BlogPost, 'content'>[];

/** A list item: every field of the story but its content (up to 20 000 characters), which only the detail carries. */
export class BlogPostSummaryDto extends OmitType(BlogPostResponseDto, ['content'] as const) {}

export function toBlogPostSummary(post: Omit<BlogPost, 'content'>): BlogPostSummaryDto {
  return {
    ...idAndTimestamps(post),
    ...pick(post, STORY_STORED_FIELDS),
    imageAlt: null,
    publishAt: post.publishAt?.toISOString() ?? null,
    unpublishAt: post.unpublishAt?.toISOString() ?? null,
  };
}

/** How many stories (drafts included) one region has. */
export class RegionStoryCountDto {
  @RegionKey() region: string;
  @ApiProperty({ example: 'New York', description: "The region's name in the regions table" }) name: string;
  @ApiProperty({ example: 7 }) count: number;
}

export class BlogStatsResponseDto {
  @ApiProperty({ example: 12, description: 'Every story, drafts included' }) total: number;
  @ApiProperty({
    type: [RegionStoryCountDto],
    description: 'Stories per region: every region of the regions table, in its order, one without stories as 0',
  })
  byRegion: RegionStoryCountDto[];
  @ApiProperty({ example: 1234, description: "The sum of every story's views" }) totalViews: number;
  @ApiProperty({ example: 10 }) published: number;
  @ApiProperty({ example: 2 }) drafts: number;
}
