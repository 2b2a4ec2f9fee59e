import { ApiProperty } from '@nestjs/swagger';
import { VIDEO_PAGES, type VideoPage } from '../../common/domain/constants';
import type { VideoBackground } from '../entities/video-background.entity';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';

export class VideoBackgroundResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ enum: VIDEO_PAGES, enumName: 'VideoPage' }) page: VideoPage;
  @ApiProperty({ example: 'https://vimeo.com/76979871' }) videoUrl: string;
  @ApiProperty({ type: String, nullable: true }) thumbnailUrl: string | null;
  @ApiProperty({ example: 'Foggy cornfield at night' }) title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() isActive: boolean;
}

/** The stored record calls the title `name` and isActive `active` (docs/product.md §3). */
export function toVideoBackgroundResponse(v: VideoBackground): VideoBackgroundResponseDto {
  return { ...idAndCreatedAt(v), ...pick(v, ['page', 'videoUrl', 'thumbnailUrl', 'description']), title: v.name, isActive: v.active };
}
