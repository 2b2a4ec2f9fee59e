import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { Public } from '../common/auth/public.decorator';
import { HealthResponseDto } from './dto/health-response.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Application and database status; the database type only for a member past any required two-factor set-up' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer, its schema is not (fully) migrated, or a table the application needs is missing',
  })
  async check(@CurrentAdmin() admin?: AuthenticatedAdmin): Promise<HealthResponseDto> {
    const database = await this.health.checkDatabase();
    return {
      status: 'ok',
      app: 'ok',
      database: 'ok',
      databaseLatencyMs: database.latencyMs,
      // Not to a member who must set up two-factor authentication first: until then they may do nothing else.
      ...(admin && !admin.twoFactorSetupRequired && { databaseType: database.type }),
    };
  }
}
