import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import type { FieldChange } from '../audit-changes';
import type { AuditEntry } from '../entities/audit-entry.entity';

export class AuditFieldChangeDto implements FieldChange {
  @ApiProperty({ example: 'published' }) field: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'false',
    description: 'The value before: absent when not shown (a secret, a long text), null when empty',
  })
  from?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'true', description: 'The value after, likewise' })
  to?: string | null;
}

/** One entry of the audit log; `createdAt` is when the change was made. */
export class AuditEntryResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ type: Number, nullable: true, example: 1, description: "The member's account id; null for an unknown username" })
  actorId: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin' }) actorUsername: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin' }) actorRole: string | null;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7', description: 'The client address (an IPv6 address as its /64)' })
  address: string | null;
  @ApiProperty({
    example: 'update',
    description: 'create, update, delete, import, redeem, retry, sign-in, sign-in-failed, sign-out, two-factor-…',
  })
  action: string;
  @ApiProperty({ example: 'blog-post' }) recordType: string;
  @ApiProperty({ type: String, nullable: true, example: '42' }) recordId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'The lantern walk', description: 'What the record was called' })
  label: string | null;
  @ApiProperty({ type: [AuditFieldChangeDto] }) changes: AuditFieldChangeDto[];
}

export function toAuditEntryResponse(entry: AuditEntry): AuditEntryResponseDto {
  return {
    ...idAndCreatedAt(entry),
    ...pick(entry, ['actorId', 'actorUsername', 'actorRole', 'address', 'action', 'recordType', 'recordId', 'label']),
    changes: entry.changes ? (JSON.parse(entry.changes) as FieldChange[]) : [],
  };
}
