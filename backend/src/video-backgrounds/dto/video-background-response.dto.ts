import { ApiProperty } from '@nestjs/swagger';
import { VIDEO_PAGES, type VideoPage } from '../../common/domain/constants';
import type { VideoBackground } from '../entities/video-background.entity';

export class VideoBackgroundResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ enum: VIDEO_PAGES, enumName: 'VideoPage' }) page: VideoPage;
  @ApiProperty({ example: 'https://vimeo.com/76979871' }) videoUrl: string;
  @ApiProperty({ type: String, nullable: true }) thumbnailUrl: string | null;
  @ApiProperty({ example: 'Foggy cornfield at night' }) title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** The stored record calls the title `name` and isActive `active` (SPEC.md section 3). */
export function toVideoBackgroundResponse(v: VideoBackground): VideoBackgroundResponseDto {
  return {
    id: v.id,
    page: v.page,
    videoUrl: v.videoUrl,
    thumbnailUrl: v.thumbnailUrl,
    title: v.name,
    description: v.description,
    isActive: v.active,
    createdAt: v.createdAt.toISOString(),
  };
}
