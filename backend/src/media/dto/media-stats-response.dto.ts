import { ApiProperty } from '@nestjs/swagger';

/** The media library's stat cards. */
export class MediaStatsResponseDto {
  @ApiProperty({ example: 42 }) totalFiles: number;
  @ApiProperty({ example: 30 }) images: number;
  @ApiProperty({ example: 12 }) videos: number;
  @ApiProperty({ example: 734003200, description: 'Bytes of all originals' }) totalSize: number;
}
