import { OutboxMail } from '../../src/notifications/entities/outbox-mail.entity';
import { MailOutboxService } from '../../src/notifications/mail-outbox.service';
import { NotificationsModule } from '../../src/notifications/notifications.module';
import { serviceSession } from '../support/service-module';
import { startSmtpServer, unfold } from '../support/smtp-stub';

describe('the mail outbox (MailOutboxService)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const options = () => ({
    imports: [NotificationsModule],
    config: { smtpUrl: smtp.url, mailFrom: 'Haunted Park <no-reply@haunt.example.com>', publicUrl: 'https://haunt.example.com' },
  });
  const first = serviceSession(options);
  // A second replica on the same database, sending from the same outbox.
  const second = serviceSession(() => ({ ...options(), sameDatabaseAs: () => first }));

  it('sends every queued mail exactly once when two replicas drain the outbox at the same time', async () => {
    await first.dataSource.getRepository(OutboxMail).insert(
      Array.from({ length: 30 }, (_, i) => ({
        to: 'info@haunt.example.com',
        replyTo: null,
        subject: `Queued mail ${i}`,
        text: 'Body',
        about: `Test ${i}`,
        nextAttemptAt: new Date(Date.now() - 1000),
      })),
    );
    await Promise.all([first, second, first, second].map((replica) => replica.get(MailOutboxService).drain()));
    const subjects = smtp.received.map((mail) => /Subject: (Queued mail \d+)/.exec(unfold(mail.data))?.[1]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = await first.dataSource.getRepository(OutboxMail).find();
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
  });
});
