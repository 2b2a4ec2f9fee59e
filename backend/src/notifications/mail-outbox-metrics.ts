import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppMetrics } from '../common/metrics/app-metrics';
import { OutboxMail } from './entities/outbox-mail.entity';

/**
 * How far behind the mail outbox is, read when Prometheus scrapes: the age of the oldest e-mail still waiting to be sent
 * (0 when none waits). It grows while the mail server refuses or no replica sends; `mail_outbox_messages` counts them.
 */
@Injectable()
export class MailOutboxMetrics {
  constructor(@InjectRepository(OutboxMail) outbox: Repository<OutboxMail>, metrics: AppMetrics) {
    metrics.gauge(
      'mail_outbox_oldest_pending_seconds',
      'Age of the oldest e-mail in the outbox waiting to be sent (0: none waits)',
      [],
      async function () {
        const oldest = await outbox.findOne({
          where: { status: 'pending' },
          order: { createdAt: 'ASC' },
          select: { id: true, createdAt: true },
        });
        this.set(oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0);
      },
    );
  }
}
