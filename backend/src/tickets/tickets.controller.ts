import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { INVALID_REGION_ACTIVE_LIST, TranslatedListQueryDto } from '../common/content/region-active-list-query.dto';
import { AdminChange, AdminCreate, AdminDelete, PublicList } from '../common/http/routes.decorator';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { CreateTicketTypeDto, TicketTypeResponseDto, UpdateTicketTypeDto } from './dto/ticket-type.dto';
import { TicketsService } from './tickets.service';

const NOT_FOUND = 'No such ticket type';

@ApiTags('ticket-types')
@Controller('ticket-types')
export class TicketTypesController {
  constructor(private readonly tickets: TicketsService) {}

  @PublicList({
    summary: 'List ticket types and prices',
    description:
      'What a region sells and for how much (US dollars), ordered by sortOrder then id. Visitors get the active types only, in `language` where staff translated their texts (else in English); with an admin token: all of them as written, with their `translations`, optionally filtered by `active`.',
    record: TicketTypeResponseDto,
    invalid: INVALID_REGION_ACTIVE_LIST,
    cache: 'ticket-types',
  })
  list(@Query() query: TranslatedListQueryDto, @CurrentAdmin('tickets') admin?: AuthenticatedAdmin): Promise<Page<TicketTypeResponseDto>> {
    return this.tickets.list(query, { isAdmin: !!admin });
  }

  @AdminCreate({ permission: 'tickets', summary: 'Add a ticket type', record: TicketTypeResponseDto })
  create(@Body() dto: CreateTicketTypeDto): Promise<TicketTypeResponseDto> {
    return this.tickets.create(dto);
  }

  @AdminChange({
    permission: 'tickets',
    summary: 'Change a ticket type',
    description: 'Only the fields sent change, e.g. `{ "priceFrom": 39 }` or `{ "active": false }`.',
    record: TicketTypeResponseDto,
    notFound: NOT_FOUND,
  })
  update(@IdParam() id: number, @Body() dto: UpdateTicketTypeDto): Promise<TicketTypeResponseDto> {
    return this.tickets.update(id, dto);
  }

  @AdminDelete({ permission: 'tickets', summary: 'Delete a ticket type', notFound: NOT_FOUND })
  remove(@IdParam() id: number): Promise<void> {
    return this.tickets.remove(id);
  }
}
