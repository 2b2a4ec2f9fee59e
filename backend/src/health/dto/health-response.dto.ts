import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthResponseDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'ok' }) app: 'ok';
  @ApiProperty({ example: 'ok' }) database: 'ok';
  @ApiPropertyOptional({ example: 'better-sqlite3', description: 'Only for a signed-in admin' }) databaseType?: string;
  @ApiProperty({ example: 1 }) databaseLatencyMs: number;
}
