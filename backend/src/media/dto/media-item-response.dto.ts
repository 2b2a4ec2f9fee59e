import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MEDIA_TYPES, type MediaType } from '../../common/domain/constants';
import type { MediaItem } from '../entities/media-item.entity';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';

export class MediaMetadataDto {
  @ApiPropertyOptional({ example: 1920, description: 'Images: pixels, as displayed' }) width?: number;
  @ApiPropertyOptional({ example: 1080, description: 'Images: pixels, as displayed' }) height?: number;
  @ApiPropertyOptional({ example: 12.5, description: 'MP4 and MOV videos: seconds, from the movie header' }) duration?: number;
}

export class MediaItemResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ example: '5f2c0e7b9a1d4c3e8f6a2b1c0d9e8f7a.png', description: 'Generated stored name' }) filename: string;
  @ApiProperty({ example: 'haunted-house.png', description: 'Name of the file on the uploader’s computer' }) originalName: string;
  @ApiProperty({ enum: MEDIA_TYPES, enumName: 'MediaType' }) type: MediaType;
  @ApiProperty({ example: 'image/png', description: 'Detected from the file’s content' }) mimeType: string;
  @ApiProperty({ example: '/uploads/5f2c0e7b9a1d4c3e8f6a2b1c0d9e8f7a.png', description: 'The original file' }) url: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/5f2c0e7b9a1d4c3e8f6a2b1c0d9e8f7a-thumb.webp',
    description: 'Images: WebP at most 400 px; videos: null',
  })
  thumbnailUrl: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/5f2c0e7b9a1d4c3e8f6a2b1c0d9e8f7a-web.webp',
    description: 'Images: WebP at most 1600 px; videos: null',
  })
  webUrl: string | null;
  @ApiProperty({ example: 482113, description: 'Bytes of the original' }) size: number;
  @ApiProperty({ type: MediaMetadataDto }) metadata: MediaMetadataDto;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'A pale bride in a torn veil on the stairs of the manor',
    description: 'Shown with the picture wherever the site uses it; null when none was written',
  })
  altText: string | null;
}

export function toMediaItemResponse(m: MediaItem): MediaItemResponseDto {
  return {
    ...idAndCreatedAt(m),
    ...pick(m, ['filename', 'originalName', 'type', 'mimeType', 'url', 'thumbnailUrl', 'webUrl', 'size', 'altText']),
    metadata: m.metadata ?? {},
  };
}
