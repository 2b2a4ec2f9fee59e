import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { AdminReplaceSingleton, PublicGet } from '../common/http/routes.decorator';
import { SettingsResponseDto } from './dto/settings-response.dto';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @PublicGet('/', {
    summary: 'Get the site settings',
    description:
      'Phones, e-mails, addresses, social links and the ticketing URL shown by the public site. Empty strings and nulls until an admin saves them. With an admin token it also carries the framing check verdict (ticketingCheck).',
    response: SettingsResponseDto,
    cache: 'settings',
  })
  get(@CurrentAdmin('settings') admin?: AuthenticatedAdmin): Promise<SettingsResponseDto> {
    return this.settings.get({ isAdmin: !!admin });
  }

  @AdminReplaceSingleton({
    permission: 'settings',
    summary: 'Replace the site settings',
    description:
      "The whole document; optional links left out, null or empty are cleared. A changed ticketingUrl is checked for framing (ticketingEmbeddable, ticketingCheck); one naming or resolving to an internal address (loopback, private, link-local…) is refused; and the pages' Content-Security-Policy frame-src follows it at once.",
    record: SettingsResponseDto,
    invalid:
      'Validation failed (e.g. an invalid e-mail, or a ticketing URL outside the optional TICKETING_ORIGINS allow-list); `errors` lists the messages per field',
  })
  replace(@Body() dto: UpdateSettingsDto): Promise<SettingsResponseDto> {
    return this.settings.replace(dto);
  }
}
