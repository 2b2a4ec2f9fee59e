import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import {
  ContentLanguageQueryDto,
  INVALID_REGION_ACTIVE_LIST,
  TranslatedListQueryDto,
} from '../common/content/region-active-list-query.dto';
import {
  AdminChange,
  AdminCreate,
  AdminDelete,
  AdminReplace,
  AdminReplaceSingleton,
  INVALID_ID,
  PublicGet,
  PublicList,
} from '../common/http/routes.decorator';
import { RegionOrderDto } from '../common/content/region-order';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { AttractionsService } from './attractions.service';
import { AttractionResponseDto } from './dto/attraction-response.dto';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';

const NOT_FOUND = 'No such attraction';

@ApiTags('attractions')
@Controller('attractions')
export class AttractionsController {
  constructor(private readonly attractions: AttractionsService) {}

  @PublicList({
    summary: 'List attractions',
    description:
      'Visitors get active attractions only, in `language` where staff translated their texts (else in English). With an admin token: all of them as written, with their `translations`, optionally filtered by `active`. Ordered by sortOrder, then id; default limit 100.',
    record: AttractionResponseDto,
    invalid: INVALID_REGION_ACTIVE_LIST,
    cache: 'attractions',
  })
  list(
    @Query() query: TranslatedListQueryDto,
    @CurrentAdmin('attractions') admin?: AuthenticatedAdmin,
  ): Promise<Page<AttractionResponseDto>> {
    return this.attractions.list(query, { isAdmin: !!admin });
  }

  @PublicGet(':id', {
    summary: 'Get one attraction',
    description: 'Inactive attractions are only visible with an admin token.',
    response: AttractionResponseDto,
    invalid: INVALID_ID,
    notFound: 'No such attraction (or it is inactive and the caller is a visitor)',
    cache: 'attraction',
  })
  get(
    @IdParam() id: number,
    @Query() query: ContentLanguageQueryDto,
    @CurrentAdmin('attractions') admin?: AuthenticatedAdmin,
  ): Promise<AttractionResponseDto> {
    return this.attractions.get(id, { isAdmin: !!admin }, query.language);
  }

  @AdminCreate({ permission: 'attractions', summary: 'Create an attraction', record: AttractionResponseDto })
  create(@Body() dto: CreateAttractionDto): Promise<AttractionResponseDto> {
    return this.attractions.create(dto);
  }

  @AdminReplaceSingleton({
    path: 'order',
    permission: 'attractions',
    summary: 'Reorder the attractions of a region',
    description:
      'Every attraction id of one region, each once, first to last; they get sortOrder 0, 1, 2… in one transaction. An unknown id, a repeated one, ids of two regions or a list missing some of the region: 400.',
    record: RegionOrderDto,
  })
  reorder(@Body() dto: RegionOrderDto): Promise<RegionOrderDto> {
    return this.attractions.reorder(dto.ids);
  }

  @AdminReplace({
    permission: 'attractions',
    summary: 'Replace an attraction',
    description: 'Optional fields left out go back to their defaults (featured false, active true, sortOrder 0).',
    record: AttractionResponseDto,
    notFound: NOT_FOUND,
  })
  replace(@IdParam() id: number, @Body() dto: CreateAttractionDto): Promise<AttractionResponseDto> {
    return this.attractions.replace(id, dto);
  }

  @AdminChange({
    permission: 'attractions',
    summary: 'Change some fields of an attraction',
    description: 'Only the fields sent change, e.g. `{ "featured": true }` or `{ "active": false }`.',
    record: AttractionResponseDto,
    notFound: NOT_FOUND,
  })
  update(@IdParam() id: number, @Body() dto: UpdateAttractionDto): Promise<AttractionResponseDto> {
    return this.attractions.update(id, dto);
  }

  @AdminDelete({ permission: 'attractions', summary: 'Delete an attraction', notFound: NOT_FOUND })
  remove(@IdParam() id: number): Promise<void> {
    return this.attractions.remove(id);
  }
}
