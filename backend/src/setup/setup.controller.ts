import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminGet } from '../common/http/routes.decorator';
import { SetupChecklistDto } from './dto/setup-checklist.dto';
import { SetupService } from './setup.service';

@ApiTags('setup')
@Controller('setup')
export class SetupController {
  constructor(private readonly setup: SetupService) {}

  @AdminGet('checklist', {
    permission: 'settings',
    summary: 'What the park still has to set up before its season',
    description:
      'Each item with whether it is done and the admin screen that sets it (null for what the server environment sets). The dashboard shows it until `complete`.',
    response: SetupChecklistDto,
  })
  checklist(): Promise<SetupChecklistDto> {
    return this.setup.checklist();
  }
}
