import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { STORY_CATEGORIES, type StoryCategory } from '../../common/domain/constants';
import { BLOG_LIMITS, STORY_FALLBACK_IMAGE } from '../blog.constants';
import { SLUG_PATTERN } from '../slug';
import { isMediaUrl } from '../../media/dto/media-url.validator';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import { EnumField } from '../../common/validation/enum-field.decorator';
import { OptionalBoolean } from '../../common/validation/optional-boolean.decorator';
import { OptionalInstant } from '../../common/validation/zoned-time.decorators';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { WrittenLanguage } from '../../common/validation/translations.decorator';
import type { Language } from '../../common/domain/languages';

/**
 * The story form's fields. POST creates with it; PUT replaces a post with it (the spec sends the same
 * payload), so omitted optional fields take their defaults on both.
 */
export class BlogPostBodyDto {
  @RequiredText({ label: 'Title', max: BLOG_LIMITS.title }, { example: 'The Hollow Bride' })
  title: string;

  @RequiredText(
    {
      label: 'Slug',
      max: BLOG_LIMITS.slug,
      pattern: {
        regex: SLUG_PATTERN,
        message: 'Slug must be lowercase letters and numbers separated by single hyphens, e.g. the-hollow-bride',
      },
    },
    { pattern: SLUG_PATTERN.source, example: 'the-hollow-bride' },
  )
  slug: string;

  @RequiredText({ label: 'Excerpt', multiline: true, max: BLOG_LIMITS.excerpt }, { example: 'A bride who never left the old mill.' })
  excerpt: string;

  @RequiredText(
    { label: 'Content', multiline: true, max: BLOG_LIMITS.content, maxBytes: BLOG_LIMITS.contentBytes },
    {
      description: `Markdown (raw HTML is shown as text); at most ${BLOG_LIMITS.content} characters and ${BLOG_LIMITS.contentBytes} UTF-8 bytes`,
    },
  )
  content: string;

  @RegionKey({ label: 'Region' })
  region: string;

  @WrittenLanguage()
  language?: Language;

  @EnumField(STORY_CATEGORIES, 'Category', { enumName: 'StoryCategory' })
  category: StoryCategory;

  @OptionalText(
    {
      label: 'Image',
      max: BLOG_LIMITS.image,
      format: { valid: isMediaUrl, message: 'Image must be an http(s) URL or a site path such as /uploads/picture.webp' },
    },
    { description: `Image URL or site path; when absent or empty, ${STORY_FALLBACK_IMAGE} is stored`, example: '/uploads/bride.webp' },
  )
  image?: string | null;

  @OptionalText({ label: 'Distance', max: BLOG_LIMITS.distance }, { example: '2.5 miles away' })
  distance?: string | null;

  @OptionalText(
    { label: 'Read time', max: BLOG_LIMITS.readTime },
    {
      description: 'When absent or empty: "5 min read" (the admin form sends an estimate from the content instead)',
      example: '6 min read',
    },
  )
  readTime?: string | null;

  @OptionalBoolean('Published', { default: false, description: 'true: Published, false: Draft' })
  published?: boolean;

  @OptionalBoolean('Featured', { default: false })
  featured?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 3,
    description: 'The attraction the story inspires: its page shows the attraction card, the attraction lists the story',
  })
  @IsOptional()
  @IsInt({ message: 'Attraction must be an attraction id' })
  @Min(1, { message: 'Attraction must be an attraction id' })
  attractionId?: number | null;

  @OptionalText(
    { label: 'SEO title', max: BLOG_LIMITS.seoTitle },
    { description: "The page's title in search results and share cards; empty: the title", example: 'The Hollow Bride of Clarence Mill' },
  )
  seoTitle?: string | null;

  @OptionalText(
    { label: 'Meta description', max: BLOG_LIMITS.seoDescription },
    { description: 'The description search results and share cards show; empty: the excerpt' },
  )
  seoDescription?: string | null;

  @OptionalText(
    {
      label: 'Share image',
      max: BLOG_LIMITS.image,
      format: { valid: isMediaUrl, message: 'Share image must be an http(s) URL or a site path such as /uploads/picture.webp' },
    },
    { description: 'The picture of the share card; empty: the story image', example: '/uploads/bride-share.webp' },
  )
  shareImage?: string | null;

  @OptionalInstant('Publish at', {
    example: '2026-10-02T18:00:00-04:00',
    description:
      'A draft goes live at this minute by itself (Scheduled); only with published false, and in the future. Null: a plain draft',
  })
  publishAt?: string | null;

  @OptionalInstant('Unpublish at', {
    example: '2026-11-02T00:00:00-05:00',
    description: 'The story goes back to draft at this minute (a time-limited story); in the future and after publishAt',
  })
  unpublishAt?: string | null;
}

export class CreateBlogPostDto extends BlogPostBodyDto {}

/** Same fields and rules as create: title, slug, excerpt and content must be present on every update. */
export class UpdateBlogPostDto extends BlogPostBodyDto {}
