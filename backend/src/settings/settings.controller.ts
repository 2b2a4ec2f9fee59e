import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminEndpoint } from '../common/auth/admin-endpoint.decorator';
import { Public } from '../common/auth/public.decorator';
import { PublicRead } from '../common/content/cache-headers.interceptor';
import { PublicReadCache } from '../common/content/public-read-cache';
import { SettingsResponseDto } from './dto/settings-response.dto';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly cache: PublicReadCache,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Get the site settings',
    description:
      'Phones, e-mails, addresses, social links and the ticketing URL shown by the public site. Empty strings and nulls until an admin saves them.',
  })
  @ApiOkResponse({ type: SettingsResponseDto })
  @PublicRead()
  get(): Promise<SettingsResponseDto> {
    // The same document for visitors and staff.
    return this.cache.read('settings', () => this.settings.get());
  }

  @Put()
  @AdminEndpoint()
  @ApiOperation({
    summary: 'Replace the site settings',
    description:
      "The whole document; optional links left out, null or empty are cleared. A changed ticketingUrl is checked for framing (ticketingEmbeddable, ticketingCheck) and the pages' Content-Security-Policy frame-src follows it at once.",
  })
  @ApiOkResponse({ type: SettingsResponseDto })
  @ApiBadRequestResponse({
    description:
      'Validation failed (e.g. an invalid e-mail, or a ticketing URL outside the optional TICKETING_ORIGINS allow-list); `errors` lists the messages per field',
  })
  replace(@Body() dto: UpdateSettingsDto): Promise<SettingsResponseDto> {
    return this.settings.replace(dto);
  }
}
