import { ApiProperty } from '@nestjs/swagger';
import type { IdAndCreatedAtColumns, IdAndTimestampColumns } from '../domain/timestamps';

/** What every stored record's response carries: its id and when it was created (OpenAPI lists these first). */
export class IdAndCreatedAtDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** The same, for records that also keep when they were last changed. */
export class IdAndTimestampsDto extends IdAndCreatedAtDto {
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export function idAndCreatedAt(record: IdAndCreatedAtColumns): IdAndCreatedAtDto {
  return { id: record.id, createdAt: record.createdAt.toISOString() };
}

export function idAndTimestamps(record: IdAndTimestampColumns): IdAndTimestampsDto {
  return { ...idAndCreatedAt(record), updatedAt: record.updatedAt.toISOString() };
}
