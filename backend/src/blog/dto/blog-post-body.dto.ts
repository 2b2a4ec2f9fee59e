import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { REGIONS, STORY_CATEGORIES, type Region, type StoryCategory } from '../../common/domain/constants';
import { IsText } from '../../common/validation/is-text.decorator';
import { BLOG_LIMITS, STORY_FALLBACK_IMAGE } from '../blog.constants';
import { SLUG_PATTERN } from '../slug';

/** A site path (/uploads/…, /images/…) or an http(s) URL; never javascript:, data: or protocol-relative. */
const IMAGE_PATTERN = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

/**
 * The story form's fields. POST creates with it; PUT replaces a post with it (the spec sends the same
 * payload), so omitted optional fields take their defaults on both.
 */
export class BlogPostBodyDto {
  @ApiProperty({ maxLength: BLOG_LIMITS.title, example: 'The Hollow Bride' })
  @IsText({ label: 'Title', max: BLOG_LIMITS.title, required: 'Title is required' })
  title: string;

  @ApiProperty({ maxLength: BLOG_LIMITS.slug, pattern: SLUG_PATTERN.source, example: 'the-hollow-bride' })
  @IsText({
    label: 'Slug',
    max: BLOG_LIMITS.slug,
    required: 'Slug is required',
    pattern: {
      regex: SLUG_PATTERN,
      message: 'Slug must be lowercase letters and numbers separated by single hyphens, e.g. the-hollow-bride',
    },
  })
  slug: string;

  @ApiProperty({ maxLength: BLOG_LIMITS.excerpt, example: 'A bride who never left the old mill.' })
  @IsText({ label: 'Excerpt', max: BLOG_LIMITS.excerpt, required: 'Excerpt is required' })
  excerpt: string;

  @ApiProperty({
    maxLength: BLOG_LIMITS.content,
    description: `Markdown (raw HTML is shown as text); at most ${BLOG_LIMITS.content} characters and ${BLOG_LIMITS.contentBytes} UTF-8 bytes`,
  })
  @IsText({ label: 'Content', max: BLOG_LIMITS.content, maxBytes: BLOG_LIMITS.contentBytes, required: 'Content is required' })
  content: string;

  @ApiProperty({ enum: REGIONS, enumName: 'Region' })
  @IsIn(REGIONS, { message: `Region must be one of: ${REGIONS.join(', ')}` })
  region: Region;

  @ApiProperty({ enum: STORY_CATEGORIES, enumName: 'StoryCategory' })
  @IsIn(STORY_CATEGORIES, { message: `Category must be one of: ${STORY_CATEGORIES.join(', ')}` })
  category: StoryCategory;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BLOG_LIMITS.image,
    description: `Image URL or site path; when absent or empty, ${STORY_FALLBACK_IMAGE} is stored`,
    example: '/uploads/bride.webp',
  })
  @IsText({
    label: 'Image',
    max: BLOG_LIMITS.image,
    pattern: { regex: IMAGE_PATTERN, message: 'Image must be an http(s) URL or a site path such as /uploads/picture.webp' },
  })
  image?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: BLOG_LIMITS.distance, nullable: true, example: '2.5 miles away' })
  @IsText({ label: 'Distance', max: BLOG_LIMITS.distance })
  distance?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BLOG_LIMITS.readTime,
    description: 'When absent or empty: "5 min read" (the admin form sends an estimate from the content instead)',
    example: '6 min read',
  })
  @IsText({ label: 'Read time', max: BLOG_LIMITS.readTime })
  readTime?: string | null;

  @ApiPropertyOptional({ default: false, description: 'true: Published, false: Draft' })
  @IsOptional()
  @IsBoolean({ message: 'Published must be true or false' })
  published?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'Featured must be true or false' })
  featured?: boolean;
}

export class CreateBlogPostDto extends BlogPostBodyDto {}

/** Same fields and rules as create: title, slug, excerpt and content must be present on every update. */
export class UpdateBlogPostDto extends BlogPostBodyDto {}
