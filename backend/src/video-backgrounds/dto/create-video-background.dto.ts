import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy } from 'class-validator';
import { VIDEO_PAGES, type VideoPage } from '../../common/domain/constants';
import { IsMediaUrl, isMediaUrl, MEDIA_URL_MAX_LENGTH } from '../../media/dto/media-url.validator';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import { EmptyAsNull, OptionalNotNull } from '../../common/validation/optional.decorators';

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

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

  @RequiredText({ label: 'Title', max: 200 }, { example: 'Foggy cornfield at night' })
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

  @EmptyAsNull()
  @OptionalText({ label: 'Description', multiline: true, max: 2000 }, { example: 'Slow pan over the maze entrance' })
  description?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Activating a video deactivates the other videos of the same page' })
  @OptionalNotNull()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
