import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditLog } from './audit-log';
import { AuditSubscriber } from './audit.subscriber';
import { AuditEntry } from './entities/audit-entry.entity';

/** The audit log: global, so any service whose write the subscriber cannot see records it with AuditLog. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditLog, AuditSubscriber],
  exports: [AuditLog],
})
export class AuditModule {}
