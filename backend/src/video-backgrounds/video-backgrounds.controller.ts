import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { AdminChange, AdminCreate, AdminDelete, AdminList, PublicGet } from '../common/http/routes.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { type Page } from '../common/pagination/paginated';
import { CreateVideoBackgroundDto } from './dto/create-video-background.dto';
import { UpdateVideoBackgroundDto } from './dto/update-video-background.dto';
import { ActivePageParamsDto, ListVideoBackgroundsQueryDto } from './dto/video-background-params.dto';
import { VideoBackgroundResponseDto } from './dto/video-background-response.dto';
import { VideoBackgroundsService } from './video-backgrounds.service';

const NOT_FOUND = 'No such video background';

@ApiTags('video-backgrounds')
@Controller('video-backgrounds')
export class VideoBackgroundsController {
  constructor(private readonly videos: VideoBackgroundsService) {}

  @AdminList({
    permission: 'video-backgrounds',
    summary: 'List video backgrounds (admin)',
    description: 'Newest first, optionally filtered by page and isActive; default limit 100.',
    record: VideoBackgroundResponseDto,
    invalid: 'Invalid page, isActive, limit or offset',
  })
  list(@Query() query: ListVideoBackgroundsQueryDto): Promise<Page<VideoBackgroundResponseDto>> {
    return this.videos.list(query);
  }

  /** JSON `null` (not an empty body) when there is none (PublicCacheInterceptor), so every client reads the same value. */
  @PublicGet('active/:page', {
    summary: "Get a page's active video background",
    description: 'Returns the JSON value `null` (status 200) when the page has no active video: the site then shows its fallback image.',
    response: {
      description: 'The active video, or `null`',
      schema: { type: 'object', nullable: true, allOf: [{ $ref: getSchemaPath(VideoBackgroundResponseDto) }] },
    },
    invalid: 'Unknown page key',
    cache: 'active-video',
  })
  @ApiExtraModels(VideoBackgroundResponseDto)
  active(@Param() params: ActivePageParamsDto): Promise<VideoBackgroundResponseDto | null> {
    return this.videos.findActive(params.page);
  }

  @AdminCreate({
    permission: 'video-backgrounds',
    summary: 'Create a video background',
    description: 'With isActive true, the other videos of the same page are deactivated in the same transaction.',
    record: VideoBackgroundResponseDto,
  })
  create(@Body() dto: CreateVideoBackgroundDto): Promise<VideoBackgroundResponseDto> {
    return this.videos.create(dto);
  }

  @AdminChange({
    permission: 'video-backgrounds',
    summary: 'Toggle or edit a video background',
    description:
      'Usually `{ "isActive": true|false }`; other fields may be edited too. Activating deactivates the other videos of the same page in the same transaction.',
    record: VideoBackgroundResponseDto,
    notFound: NOT_FOUND,
  })
  update(@IdParam() id: number, @Body() dto: UpdateVideoBackgroundDto): Promise<VideoBackgroundResponseDto> {
    return this.videos.update(id, dto);
  }

  @AdminDelete({ permission: 'video-backgrounds', summary: 'Delete a video background', notFound: NOT_FOUND })
  remove(@IdParam() id: number): Promise<void> {
    return this.videos.remove(id);
  }
}
