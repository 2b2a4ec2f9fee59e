import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminGet, AdminReplaceSingleton } from '../common/http/routes.decorator';
import { ApplicantPrivacy } from './applicant-privacy';
import { HiringSettingsBodyDto, HiringSettingsResponseDto } from './dto/hiring-settings.dto';

@ApiTags('employment')
@Controller('hiring-settings')
export class HiringSettingsController {
  constructor(private readonly privacy: ApplicantPrivacy) {}

  @AdminGet('/', {
    permission: 'hiring-settings',
    summary: 'How long applications are kept, and the hiring-day window',
    response: HiringSettingsResponseDto,
  })
  read(): Promise<HiringSettingsResponseDto> {
    return this.privacy.readSettings();
  }

  @AdminReplaceSingleton({
    permission: 'hiring-settings',
    summary: 'Set the retention period and the hiring-day window',
    description: 'During a hiring day applications are limited per e-mail address only, not per client address.',
    record: HiringSettingsResponseDto,
  })
  save(@Body() dto: HiringSettingsBodyDto): Promise<HiringSettingsResponseDto> {
    return this.privacy.saveSettings(dto);
  }
}
