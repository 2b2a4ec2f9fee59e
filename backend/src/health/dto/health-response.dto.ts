import { ApiProperty } from '@nestjs/swagger';

export class HealthResponseDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'ok' }) app: 'ok';
  @ApiProperty({ example: 'ok' }) database: 'ok';
  @ApiProperty({ example: 'better-sqlite3' }) databaseType: string;
  @ApiProperty({ example: 1 }) databaseLatencyMs: number;
}
