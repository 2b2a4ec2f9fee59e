import { Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AdminEndpoint } from '../common/auth/admin-endpoint.decorator';
import type { Request } from 'express';
import { ApiPaginatedResponse, type Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { ListMediaQueryDto } from './dto/list-media-query.dto';
import { MediaItemResponseDto } from './dto/media-item-response.dto';
import { MediaStatsResponseDto } from './dto/media-stats-response.dto';
import { MediaService, UPLOAD_FIELD } from './media.service';

@ApiTags('media')
@AdminEndpoint()
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @ApiOperation({
    summary: 'Upload an image or a video',
    description:
      'multipart/form-data with the file in the field `file`, streamed to storage. The type is taken from the content: PNG, JPEG, GIF, WebP, MP4, WebM or MOV. ' +
      'Images get width/height, a 400 px WebP thumbnail (thumbnailUrl) and a 1600 px WebP web variant (webUrl). Errors carry `message`.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: MediaItemResponseDto })
  @ApiBadRequestResponse({ description: 'No `file` field, an empty file or a malformed body' })
  @ApiPayloadTooLargeResponse({
    description:
      'Larger than the limit (MEDIA_MAX_BYTES, 100 MB by default), or an image over 16,384 px a side or 100 megapixels, or one that takes over 20 s to process',
  })
  @ApiUnsupportedMediaTypeResponse({
    description:
      'The body is not multipart/form-data, or the file is not a PNG, JPEG, GIF, WebP, MP4, WebM or MOV file (whatever its name says)',
  })
  upload(@Req() req: Request): Promise<MediaItemResponseDto> {
    return this.media.upload(req);
  }

  @Get()
  @ApiOperation({ summary: 'List media items', description: 'Newest first, optionally only images or only videos.' })
  @ApiPaginatedResponse(MediaItemResponseDto)
  @ApiBadRequestResponse({ description: 'Invalid type, limit or offset' })
  list(@Query() query: ListMediaQueryDto): Promise<Page<MediaItemResponseDto>> {
    return this.media.list(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Media library totals', description: 'Counts of files, images and videos, and the total size in bytes.' })
  @ApiOkResponse({ type: MediaStatsResponseDto })
  stats(): Promise<MediaStatsResponseDto> {
    return this.media.stats();
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a media item and its files' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a whole number' })
  @ApiNotFoundResponse({ description: 'No such media item' })
  remove(@IdParam() id: number): Promise<void> {
    return this.media.remove(id);
  }
}
