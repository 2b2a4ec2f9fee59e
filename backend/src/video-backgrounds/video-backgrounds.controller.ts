import { Controller, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { AdminCollectionRoutes } from '../common/http/admin-collection-routes';
import { AdminList, PublicGet } from '../common/http/routes.decorator';
import { type Page } from '../common/pagination/paginated';
import { CreateVideoBackgroundDto } from './dto/create-video-background.dto';
import { UpdateVideoBackgroundDto } from './dto/update-video-background.dto';
import { ActivePageParamsDto, ListVideoBackgroundsQueryDto } from './dto/video-background-params.dto';
import { VideoBackgroundResponseDto } from './dto/video-background-response.dto';
import { VideoBackgroundsService } from './video-backgrounds.service';

@ApiTags('video-backgrounds')
@Controller('video-backgrounds')
export class VideoBackgroundsController extends AdminCollectionRoutes({
  bodies: { create: CreateVideoBackgroundDto, update: UpdateVideoBackgroundDto },
  record: VideoBackgroundResponseDto,
  notFound: 'No such video background',
  create: {
    summary: 'Create a video background',
    description: 'With isActive true, the other videos of the same page are deactivated in the same transaction.',
  },
  update: {
    summary: 'Toggle or edit a video background',
    description:
      'Usually `{ "isActive": true|false }`; other fields may be edited too. Activating deactivates the other videos of the same page in the same transaction.',
  },
  remove: 'Delete a video background',
}) {
  constructor(protected readonly service: VideoBackgroundsService) {
    super();
  }

  @AdminList(
    {
      summary: 'List video backgrounds (admin)',
      description: 'Newest first, optionally filtered by page and isActive; default limit 100.',
    },
    VideoBackgroundResponseDto,
    { invalid: 'Invalid page, isActive, limit or offset' },
  )
  list(@Query() query: ListVideoBackgroundsQueryDto): Promise<Page<VideoBackgroundResponseDto>> {
    return this.service.list(query);
  }

  /** JSON `null` (not an empty body) when there is none (PublicCacheInterceptor), so every client reads the same value. */
  @PublicGet(
    'active/:page',
    {
      summary: "Get a page's active video background",
      description: 'Returns the JSON value `null` (status 200) when the page has no active video: the site then shows its fallback image.',
    },
    {
      description: 'The active video, or `null`',
      schema: { nullable: true, allOf: [{ $ref: getSchemaPath(VideoBackgroundResponseDto) }] },
    },
    { invalid: 'Unknown page key', cache: 'active-video' },
  )
  @ApiExtraModels(VideoBackgroundResponseDto)
  active(@Param() params: ActivePageParamsDto): Promise<VideoBackgroundResponseDto | null> {
    return this.service.findActive(params.page);
  }
}
