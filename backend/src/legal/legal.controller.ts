import { Body, Controller, Param, Query } from '@nestjs/common';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { ContentLanguageQueryDto } from '../common/content/region-active-list-query.dto';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminReplaceSingleton, PublicGet } from '../common/http/routes.decorator';
import { LegalPageResponseDto, UpdateLegalPageDto } from './dto/legal-page.dto';
import { LegalService } from './legal.service';

const NOT_FOUND = 'No such page (privacy, terms)';

@ApiTags('legal')
@Controller('legal')
export class LegalController {
  constructor(private readonly legal: LegalService) {}

  @PublicGet(':key', {
    summary: 'The privacy policy or the terms of service',
    description:
      'Markdown written by staff; the seeded template until they save it. Visitors get it in `language` where staff translated it (else in English); with an admin token (legal): as written, with its `translations`.',
    response: LegalPageResponseDto,
    notFound: NOT_FOUND,
    cache: 'legal',
  })
  get(
    @Param('key') key: string,
    @Query() query: ContentLanguageQueryDto,
    @CurrentAdmin('legal') admin?: AuthenticatedAdmin,
  ): Promise<LegalPageResponseDto> {
    return this.legal.get(key, { isAdmin: !!admin }, query.language);
  }

  @AdminReplaceSingleton({
    permission: 'legal',
    path: ':key',
    summary: 'Replace the privacy policy or the terms of service',
    record: LegalPageResponseDto,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  replace(@Param('key') key: string, @Body() dto: UpdateLegalPageDto): Promise<LegalPageResponseDto> {
    return this.legal.replace(key, dto);
  }
}
