import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { OptionalBoolean } from '../../common/validation/optional-boolean.decorator';
import { OptionalText } from '../../common/validation/text-field.decorator';
import { BLOG_LIMITS } from '../blog.constants';
import type { StoryWorkingCopy } from '../entities/story-working-copy.entity';

/**
 * The story form as it stands mid-edit: every field optional and only bounded in length, since a half-written story
 * need not be valid. The story's own rules apply when it is saved.
 */
export class StoryWorkingCopyFieldsDto {
  @OptionalText({ label: 'Title', max: BLOG_LIMITS.title }) title?: string | null;
  @OptionalText({ label: 'Slug', max: BLOG_LIMITS.slug }) slug?: string | null;
  @OptionalText({ label: 'Excerpt', multiline: true, max: BLOG_LIMITS.excerpt }) excerpt?: string | null;
  @OptionalText({ label: 'Content', multiline: true, max: BLOG_LIMITS.content, maxBytes: BLOG_LIMITS.contentBytes }) content?:
    string | null;
  @OptionalText({ label: 'Region', max: 20 }) region?: string | null;
  @OptionalText({ label: 'Language', max: 5 }) language?: string | null;
  @OptionalText({ label: 'Category', max: 20 }) category?: string | null;
  @OptionalText({ label: 'Image', max: BLOG_LIMITS.image }) image?: string | null;
  @OptionalText({ label: 'Distance', max: BLOG_LIMITS.distance }) distance?: string | null;
  @OptionalText({ label: 'Read time', max: BLOG_LIMITS.readTime }) readTime?: string | null;
  @OptionalBoolean('Published', { default: false }) published?: boolean;
  @OptionalBoolean('Featured', { default: false }) featured?: boolean;
  @OptionalText({ label: 'Publish at', max: 40 }, { description: 'As the form holds it (the region clock, 2026-10-02T18:00)' })
  publishAt?: string | null;
  @OptionalText({ label: 'Unpublish at', max: 40 }, { description: 'As the form holds it' })
  unpublishAt?: string | null;
  @OptionalText({ label: 'SEO title', max: BLOG_LIMITS.seoTitle }) seoTitle?: string | null;
  @OptionalText({ label: 'Meta description', max: BLOG_LIMITS.seoDescription }) seoDescription?: string | null;
  @OptionalText({ label: 'Share image', max: BLOG_LIMITS.image }) shareImage?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The attraction picked (0: none)' })
  @IsOptional()
  @IsInt({ message: 'Attraction must be a whole number' })
  attractionId?: number | null;
}

export class SaveStoryWorkingCopyDto {
  @ApiProperty({ type: StoryWorkingCopyFieldsDto })
  @IsObject({ message: 'fields must be an object' })
  @ValidateNested()
  @Type(() => StoryWorkingCopyFieldsDto)
  fields: StoryWorkingCopyFieldsDto;
}

export class StoryWorkingCopyResponseDto {
  @ApiProperty({ type: StoryWorkingCopyFieldsDto }) fields: StoryWorkingCopyFieldsDto;
  @ApiProperty({ example: '2026-10-02T18:00:00.000Z', description: 'When it was last autosaved' }) savedAt: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'alice', description: 'Who autosaved it last' })
  author: string | null;
}

export function toStoryWorkingCopyResponse(copy: StoryWorkingCopy): StoryWorkingCopyResponseDto {
  return {
    fields: { ...(JSON.parse(copy.fields) as StoryWorkingCopyFieldsDto), content: copy.content },
    savedAt: copy.updatedAt.toISOString(),
    author: copy.authorUsername,
  };
}
