import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { AdminGet } from '../common/http/routes.decorator';
import { MissingTranslationsQueryDto, MissingTranslationsResponseDto } from './dto/missing-translations.dto';
import { MissingTranslations } from './missing-translations';

@ApiTags('translations')
@Controller('translations')
export class TranslationsController {
  constructor(private readonly missingTranslations: MissingTranslations) {}

  @AdminGet('missing', {
    permission: 'translations',
    summary: "What of a region's content is not translated yet",
    description:
      "Per kind of content the member's role may change (attractions, FAQ, ticket types, job postings): how many of the region's records have every text in `language`, and each record still missing one, shown ones first. A Spanish page shows a missing text in English.",
    response: MissingTranslationsResponseDto,
  })
  missing(@Query() query: MissingTranslationsQueryDto, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<MissingTranslationsResponseDto> {
    return this.missingTranslations.of(query, admin.role);
  }
}
