import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { NotificationsService } from '../src/notifications/notifications.service';
import { contactBody, employmentApplicationBody, settingsBody } from './support/factories';
import { testAppSession } from './support/test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives; mail to a "reject@" address is refused. */
async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject@')) return callback(new Error('550 Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Mail is sent in the background after the response; wait for it. */
async function waitFor<T>(probe: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const unfold = (data: string) => data.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

describe('e-mail notifications', () => {
  describe('with SMTP configured', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    const t = testAppSession(() => ({ config: { smtpUrl: smtp.url, mailFrom: 'Haunted Park <no-reply@haunt.example.com>' } }));

    beforeAll(async () => {
      expect(t.app.get(NotificationsService).enabled).toBe(true);
      await t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ infoEmail: 'info@haunt.example.com', jobsEmail: 'jobs@haunt.example.com' }))
        .expect(200);
    });

    beforeEach(async () => {
      smtp.received.length = 0;
      await t.dataSource.query('DELETE FROM rate_limits');
    });

    afterAll(() => smtp?.close());

    it('e-mails a new contact message to the info address', async () => {
      await t.http
        .post('/api/contact')
        .send(contactBody({ name: 'Wanda Hollow', email: 'wanda@example.com', message: 'Do you host school groups in October?' }))
        .expect(201);
      const mail = await waitFor(() => smtp.received[0]);
      expect(mail.to).toEqual(['info@haunt.example.com']);
      expect(mail.from).toBe('no-reply@haunt.example.com');
      const data = unfold(mail.data);
      expect(data).toContain('Subject: New contact message from Wanda Hollow (New York)');
      expect(data).toContain('Reply-To: wanda@example.com');
      expect(data).toContain('Do you host school groups in October?');
    });

    it('e-mails a new application to the jobs address', async () => {
      await t.http
        .post('/api/employment-applications')
        .send(
          employmentApplicationBody({
            firstName: 'Ichabod',
            lastName: 'Crane',
            positionType: 'entertainment',
            specificPositions: ['Fire Breather', 'Magician'],
          }),
        )
        .expect(201);
      const mail = await waitFor(() => smtp.received[0]);
      expect(mail.to).toEqual(['jobs@haunt.example.com']);
      const data = unfold(mail.data);
      expect(data).toContain('Subject: New employment application: Ichabod Crane (entertainment)');
      expect(data).toContain('Positions: Fire Breather, Magician');
      expect(data).toContain('Phone: 555-123-4567');
    });

    it('sends nothing for a refused submission', async () => {
      await t.http
        .post('/api/contact')
        .send(contactBody({ message: 'short' }))
        .expect(400);
      await t.http
        .post('/api/employment-applications')
        .send(employmentApplicationBody({ over18: false }))
        .expect(400);
      // A valid message afterwards is the only mail that arrives.
      await t.http
        .post('/api/contact')
        .send(contactBody({ name: 'Marker' }))
        .expect(201);
      await waitFor(() => smtp.received[0]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received).toHaveLength(1);
      expect(unfold(smtp.received[0].data)).toContain('New contact message from Marker');
    });

    it('still stores and answers 201 when the mail server refuses the message', async () => {
      await t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ infoEmail: 'reject@haunt.example.com' }))
        .expect(200);
      try {
        const before = Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_submissions'))[0].n);
        const res = await t.http
          .post('/api/contact')
          .send(contactBody({ name: 'Refused Mail' }))
          .expect(201);
        expect(res.body.name).toBe('Refused Mail');
        expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_submissions'))[0].n)).toBe(before + 1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(smtp.received).toHaveLength(0);
      } finally {
        await t.http
          .put('/api/settings')
          .set(t.admin)
          .send(settingsBody({ infoEmail: 'info@haunt.example.com' }))
          .expect(200);
      }
    });
  });

  describe('with an unreachable mail server', () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const t = testAppSession({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    beforeAll(() => t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200));

    it('still stores the submissions and answers 201', async () => {
      await t.http.post('/api/contact').send(contactBody()).expect(201);
      await t.http.post('/api/employment-applications').send(employmentApplicationBody()).expect(201);
      expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_submissions'))[0].n)).toBe(1);
      expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM employment_applications'))[0].n)).toBe(1);
    });
  });

  describe('without SMTP configured', () => {
    const t = testAppSession({ config: { smtpUrl: undefined } });
    beforeAll(() => t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200));

    it('has no mail transport and still accepts submissions', async () => {
      expect(t.app.get(NotificationsService).enabled).toBe(false);
      await t.http.post('/api/contact').send(contactBody()).expect(201);
      await t.http.post('/api/employment-applications').send(employmentApplicationBody()).expect(201);
    });
  });
});
