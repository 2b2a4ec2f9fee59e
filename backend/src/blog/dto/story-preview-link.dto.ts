import { ApiProperty } from '@nestjs/swagger';
import { idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import type { StoryPreviewLink } from '../entities/story-preview-link.entity';

export class StoryPreviewLinkResponseDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: '2026-10-02T18:00:00.000Z' }) createdAt: string;
  @ApiProperty({ example: '2026-10-09T18:00:00.000Z', description: 'The link stops working then' }) expiresAt: string;
  @ApiProperty({ type: String, nullable: true, example: 'alice', description: 'Who made it' }) createdBy: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://haunt.example.com/new-york/dark-legends/preview/4kq…',
    description: 'The link, to share again; null for a link that cannot be shown again (made before links could be)',
  })
  url: string | null;
}

export class CreatedStoryPreviewLinkDto extends StoryPreviewLinkResponseDto {
  @ApiProperty({
    type: String,
    nullable: false,
    example: 'https://haunt.example.com/new-york/dark-legends/preview/4kq…',
    description: 'The new link',
  })
  declare url: string;
}

export function toStoryPreviewLinkResponse(link: StoryPreviewLink, url: string | null): StoryPreviewLinkResponseDto {
  return { ...idAndCreatedAt(link), expiresAt: link.expiresAt.toISOString(), createdBy: link.createdBy, url };
}
