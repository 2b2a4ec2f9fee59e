import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { INVALID_REGION_ACTIVE_LIST, TranslatedListQueryDto } from '../common/content/region-active-list-query.dto';
import { AdminChange, AdminCreate, AdminDelete, AdminReplace, PublicList } from '../common/http/routes.decorator';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { CreateFaqEntryDto } from './dto/create-faq-entry.dto';
import { FaqEntryResponseDto } from './dto/faq-entry-response.dto';
import { UpdateFaqEntryDto } from './dto/update-faq-entry.dto';
import { FaqService } from './faq.service';

const NOT_FOUND = 'No such FAQ entry';

@ApiTags('faq')
@Controller('faq')
export class FaqController {
  constructor(private readonly faq: FaqService) {}

  @PublicList({
    summary: "List a region's frequently asked questions",
    description:
      'Ordered by group (tickets, safety, accessibility, weather-refunds, getting-here, groups), then sortOrder, then id. Visitors get active entries only, in `language` where staff translated them (else in English); with an admin token all, as written with their `translations`, optionally filtered by `active`. Answers are Markdown.',
    record: FaqEntryResponseDto,
    invalid: INVALID_REGION_ACTIVE_LIST,
    cache: 'faq',
  })
  list(@Query() query: TranslatedListQueryDto, @CurrentAdmin('faq') admin?: AuthenticatedAdmin): Promise<Page<FaqEntryResponseDto>> {
    return this.faq.list(query, { isAdmin: !!admin });
  }

  @AdminCreate({ permission: 'faq', summary: 'Add a FAQ entry', record: FaqEntryResponseDto })
  create(@Body() dto: CreateFaqEntryDto): Promise<FaqEntryResponseDto> {
    return this.faq.create(dto);
  }

  @AdminReplace({ permission: 'faq', summary: 'Replace a FAQ entry', record: FaqEntryResponseDto, notFound: NOT_FOUND })
  replace(@IdParam() id: number, @Body() dto: CreateFaqEntryDto): Promise<FaqEntryResponseDto> {
    return this.faq.replace(id, dto);
  }

  @AdminChange({
    permission: 'faq',
    summary: 'Change some fields of a FAQ entry',
    description: 'Only the fields sent change, e.g. `{ "sortOrder": 3 }` to move it.',
    record: FaqEntryResponseDto,
    notFound: NOT_FOUND,
  })
  update(@IdParam() id: number, @Body() dto: UpdateFaqEntryDto): Promise<FaqEntryResponseDto> {
    return this.faq.update(id, dto);
  }

  @AdminDelete({ permission: 'faq', summary: 'Delete a FAQ entry', notFound: NOT_FOUND })
  remove(@IdParam() id: number): Promise<void> {
    return this.faq.remove(id);
  }
}
