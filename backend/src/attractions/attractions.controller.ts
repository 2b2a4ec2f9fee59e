import { Body, Controller, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminChange, AdminCreate, AdminDelete, AdminReplace, ApiInvalidId, PublicGet, PublicList } from '../common/http/routes.decorator';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { PublicReadCache } from '../common/content/public-read-cache';
import { type Page } from '../common/pagination/paginated';
import { AttractionsService } from './attractions.service';
import { AttractionResponseDto } from './dto/attraction-response.dto';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';

@ApiTags('attractions')
@Controller('attractions')
export class AttractionsController {
  constructor(
    private readonly attractions: AttractionsService,
    private readonly cache: PublicReadCache,
  ) {}

  @PublicList(
    {
      summary: 'List attractions',
      description:
        'Visitors get active attractions only. With an admin token: all of them, optionally filtered by `active`. Ordered by sortOrder, then id; default limit 100.',
    },
    AttractionResponseDto,
    'Invalid region, active, limit or offset',
  )
  list(@Query() query: ListAttractionsQueryDto, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<Page<AttractionResponseDto>> {
    return this.cache.read(`attractions?${JSON.stringify(query)}`, () => this.attractions.list(query, { isAdmin: !!admin }), {
      staff: !!admin,
    });
  }

  @PublicGet(':id', { summary: 'Get one attraction', description: 'Inactive attractions are only visible with an admin token.' })
  @ApiOkResponse({ type: AttractionResponseDto })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'No such attraction (or it is inactive and the caller is a visitor)' })
  get(@IdParam() id: number, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<AttractionResponseDto> {
    return this.cache.read(`attraction:${id}`, () => this.attractions.get(id, { isAdmin: !!admin }), { staff: !!admin });
  }

  @AdminCreate({ summary: 'Create an attraction' }, AttractionResponseDto)
  create(@Body() dto: CreateAttractionDto): Promise<AttractionResponseDto> {
    return this.attractions.create(dto);
  }

  @AdminReplace(
    {
      summary: 'Replace an attraction',
      description: 'Optional fields left out go back to their defaults (featured false, active true, sortOrder 0).',
    },
    AttractionResponseDto,
    'No such attraction',
  )
  replace(@IdParam() id: number, @Body() dto: CreateAttractionDto): Promise<AttractionResponseDto> {
    return this.attractions.replace(id, dto);
  }

  @AdminChange(
    {
      summary: 'Change some fields of an attraction',
      description: 'Only the fields sent change, e.g. `{ "featured": true }` or `{ "active": false }`.',
    },
    AttractionResponseDto,
    'No such attraction',
  )
  update(@IdParam() id: number, @Body() dto: UpdateAttractionDto): Promise<AttractionResponseDto> {
    return this.attractions.update(id, dto);
  }

  @AdminDelete('Delete an attraction', 'No such attraction')
  remove(@IdParam() id: number): Promise<void> {
    return this.attractions.remove(id);
  }
}
