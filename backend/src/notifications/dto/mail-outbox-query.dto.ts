import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { EnumQuery } from '../../common/validation/enum-field.decorator';
import { OUTBOX_STATUSES, type OutboxStatus } from '../entities/outbox-mail.entity';

export class MailOutboxQueryDto extends PaginationQueryDto {
  @EnumQuery(OUTBOX_STATUSES, 'status', { enumName: 'OutboxStatus', description: 'Only e-mails in this state, e.g. failed' })
  status?: OutboxStatus;
}
