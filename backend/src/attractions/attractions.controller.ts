import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RegionActiveCollectionRoutes } from '../common/content/region-active-collection-routes';
import { INVALID_ID, PublicGet } from '../common/http/routes.decorator';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { AttractionsService } from './attractions.service';
import { AttractionResponseDto } from './dto/attraction-response.dto';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';

@ApiTags('attractions')
@Controller('attractions')
export class AttractionsController extends RegionActiveCollectionRoutes({
  name: 'attractions',
  bodies: { create: CreateAttractionDto, update: UpdateAttractionDto },
  record: AttractionResponseDto,
  notFound: 'No such attraction',
  list: {
    summary: 'List attractions',
    description:
      'Visitors get active attractions only. With an admin token: all of them, optionally filtered by `active`. Ordered by sortOrder, then id; default limit 100.',
  },
  create: 'Create an attraction',
  replace: {
    summary: 'Replace an attraction',
    description: 'Optional fields left out go back to their defaults (featured false, active true, sortOrder 0).',
  },
  update: {
    summary: 'Change some fields of an attraction',
    description: 'Only the fields sent change, e.g. `{ "featured": true }` or `{ "active": false }`.',
  },
  remove: 'Delete an attraction',
}) {
  constructor(protected readonly service: AttractionsService) {
    super();
  }

  @PublicGet(
    ':id',
    { summary: 'Get one attraction', description: 'Inactive attractions are only visible with an admin token.' },
    AttractionResponseDto,
    { invalid: INVALID_ID, notFound: 'No such attraction (or it is inactive and the caller is a visitor)', cache: 'attraction' },
  )
  get(@IdParam() id: number, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<AttractionResponseDto> {
    return this.service.get(id, { isAdmin: !!admin });
  }
}
