import { Body, Controller, Query, Res, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AdminChange, AdminCreate, AdminDelete, AdminGet, AdminList, AdminRead } from '../common/http/routes.decorator';
import { type Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { ListMediaQueryDto } from './dto/list-media-query.dto';
import { MediaItemResponseDto } from './dto/media-item-response.dto';
import { MediaStatsResponseDto } from './dto/media-stats-response.dto';
import { UpdateMediaItemDto } from './dto/update-media-item.dto';
import { MediaService } from './media.service';
import { MediaUploadInterceptor, UPLOAD_FIELD, UploadedMedia } from './upload/media-upload.interceptor';
import type { ReceivedFile } from './upload/multipart-file';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @AdminCreate({
    permission: 'media',
    summary: 'Upload an image or a video',
    description:
      'multipart/form-data with the file in the field `file`, streamed to storage. The type is taken from the content: PNG, JPEG, GIF, WebP, MP4, WebM or MOV. ' +
      'Images get width/height, a 400 px WebP thumbnail (thumbnailUrl) and a 1600 px WebP web variant (webUrl). Errors carry `message`. ' +
      'A file whose bytes are already in the library (same SHA-256) is not stored again: the answer is 200 with the existing item.',
    record: MediaItemResponseDto,
    invalid: 'No `file` field, an empty file or a malformed body',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiPayloadTooLargeResponse({
    description:
      'Larger than the limit (MEDIA_MAX_BYTES, 100 MB by default), or an image over 16,384 px a side or 100 megapixels, or one that takes over 20 s to process',
  })
  @ApiUnsupportedMediaTypeResponse({
    description:
      'The body is not multipart/form-data, or the file is not a PNG, JPEG, GIF, WebP, MP4, WebM or MOV file (whatever its name says)',
  })
  @ApiOkResponse({ type: MediaItemResponseDto, description: 'The same file was in the library already: its item, reused' })
  @UseInterceptors(MediaUploadInterceptor)
  async upload(@UploadedMedia() file: ReceivedFile, @Res({ passthrough: true }) res: Response): Promise<MediaItemResponseDto> {
    const { item, reused } = await this.media.uploadOrReuse(file);
    if (reused) res.status(200);
    return item;
  }

  @AdminList({
    permission: 'media',
    summary: 'List media items',
    description: 'Newest first, optionally only images or only videos.',
    record: MediaItemResponseDto,
    invalid: 'Invalid type, limit or offset',
  })
  list(@Query() query: ListMediaQueryDto): Promise<Page<MediaItemResponseDto>> {
    return this.media.list(query);
  }

  @AdminGet('stats', {
    permission: 'media',
    summary: 'Media library totals',
    description: 'Counts of files, images and videos, and the total size in bytes.',
    response: MediaStatsResponseDto,
  })
  stats(): Promise<MediaStatsResponseDto> {
    return this.media.stats();
  }

  @AdminRead({ permission: 'media', summary: 'One media item', record: MediaItemResponseDto, notFound: 'No such media item' })
  get(@IdParam() id: number): Promise<MediaItemResponseDto> {
    return this.media.get(id);
  }

  @AdminChange({
    permission: 'media',
    summary: 'Set the alt text of a media item',
    description: 'Stories and attractions showing the picture use it from then on. Returns the updated item.',
    record: MediaItemResponseDto,
    notFound: 'No such media item',
    invalid: 'The id is not a whole number, or the alt text is missing, not text or over 250 characters',
  })
  update(@IdParam() id: number, @Body() dto: UpdateMediaItemDto): Promise<MediaItemResponseDto> {
    return this.media.update(id, dto);
  }

  @AdminDelete({
    permission: 'media',
    summary: 'Delete a media item and its files',
    description: 'Refused while a story, attraction or video background uses the file.',
    notFound: 'No such media item',
  })
  @ApiConflictResponse({ description: 'A story, attraction or video background uses the file; the message names it' })
  remove(@IdParam() id: number): Promise<void> {
    return this.media.remove(id);
  }
}
