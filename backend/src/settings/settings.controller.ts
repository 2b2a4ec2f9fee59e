import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Public } from '../common/auth/public.decorator';
import { SettingsResponseDto } from './dto/settings-response.dto';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Get the site settings',
    description: 'Phones, e-mails, addresses, social links and the ticketing URL shown by the public site. Empty strings and nulls until an admin saves them.',
  })
  @ApiOkResponse({ type: SettingsResponseDto })
  get(): Promise<SettingsResponseDto> {
    return this.settings.get();
  }

  @Put()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Replace the site settings',
    description: 'The whole document; optional links left out, null or empty are cleared. ticketingUrl must be https and on an origin listed in TICKETING_ORIGINS.',
  })
  @ApiOkResponse({ type: SettingsResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed (e.g. an invalid e-mail, or a ticketing URL outside TICKETING_ORIGINS); `errors` lists the messages per field' })
  @ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or revoked admin token' })
  replace(@Body() dto: UpdateSettingsDto): Promise<SettingsResponseDto> {
    return this.settings.replace(dto);
  }
}
