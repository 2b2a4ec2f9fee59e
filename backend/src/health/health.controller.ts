import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { Public } from '../common/auth/public.decorator';
import { HealthResponseDto } from './dto/health-response.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Application and database status; the database type only for a signed-in admin' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer, or its schema is not (fully) migrated' })
  async check(@CurrentAdmin() admin?: AuthenticatedAdmin): Promise<HealthResponseDto> {
    const started = Date.now();
    let applied: number;
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({ status: 'error', app: 'ok', database: 'unreachable' });
    }
    try {
      applied = Number((await this.dataSource.query('SELECT COUNT(*) AS n FROM migrations'))[0].n);
    } catch {
      applied = 0;
    }
    // A database re-created empty answers SELECT 1 but has no tables: every other call would fail.
    if (applied < this.dataSource.migrations.length)
      throw new ServiceUnavailableException({ status: 'error', app: 'ok', database: 'not migrated' });
    const latency = Date.now() - started;
    return {
      status: 'ok',
      app: 'ok',
      database: 'ok',
      databaseLatencyMs: latency,
      ...(admin && { databaseType: String(this.dataSource.options.type) }),
    };
  }
}
