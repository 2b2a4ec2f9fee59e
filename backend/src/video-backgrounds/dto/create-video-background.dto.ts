import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { VIDEO_PAGES, type VideoPage } from '../../common/domain/constants';
import { IsText } from '../../common/validation/is-text.decorator';
import { IsMediaUrl, isMediaUrl, MEDIA_URL_MAX_LENGTH } from '../../media/dto/media-url.validator';

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** A form's empty input means "none" for the optional fields. */
const EmptyAsNull = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** May be left out, but not sent as null. */
const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

/** 'Page is required' when missing, the list of page keys when wrong. */
export const IsVideoPage = () =>
  ValidateBy({
    name: 'isVideoPage',
    validator: {
      validate: (value) => (VIDEO_PAGES as readonly unknown[]).includes(value),
      defaultMessage: (args) => (isMissing(args?.value) ? 'Page is required' : `Page must be one of: ${VIDEO_PAGES.join(', ')}`),
    },
  });

export class CreateVideoBackgroundDto {
  @ApiProperty({ enum: VIDEO_PAGES, enumName: 'VideoPage', example: 'landing' })
  @IsVideoPage()
  page: VideoPage;

  @ApiProperty({ example: 'Foggy cornfield at night', maxLength: 200 })
  @IsText({ label: 'Title', max: 200, required: 'Title is required' })
  title: string;

  @ApiProperty({
    example: 'https://vimeo.com/76979871',
    maxLength: MEDIA_URL_MAX_LENGTH,
    description: 'Vimeo, YouTube or a direct video URL (absolute, or a path on this site such as /uploads/…)',
  })
  @ValidateBy({
    name: 'isVideoUrl',
    validator: {
      validate: isMediaUrl,
      defaultMessage: (args) => (isMissing(args?.value) ? 'Video URL is required' : 'Video URL must be a valid URL'),
    },
  })
  videoUrl: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'https://i.vimeocdn.com/video/452001751_640.jpg',
    maxLength: MEDIA_URL_MAX_LENGTH,
  })
  @EmptyAsNull()
  @IsOptional()
  @IsMediaUrl({ message: 'Thumbnail URL must be a valid URL' })
  thumbnailUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Slow pan over the maze entrance', maxLength: 2000 })
  @EmptyAsNull()
  @IsText({ label: 'Description', max: 2000 })
  description?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Activating a video deactivates the other videos of the same page' })
  @OptionalNotNull()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
