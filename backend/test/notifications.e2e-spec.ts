import { AppMetrics } from '../src/common/metrics/app-metrics';
import { MailOutboxService } from '../src/notifications/mail-outbox.service';
import { contactBody, employmentApplicationBody, settingsBody } from './support/factories';
import { startSmtpServer, unfold, waitFor } from './support/smtp-stub';
import { testAppSession } from './support/test-app';
import { openJobPostings, SEEDED_JOB_POSTINGS } from './support/job-postings';

describe('e-mail notifications', () => {
  describe('with SMTP configured', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    const t = testAppSession(() => ({
      config: {
        smtpUrl: smtp.url,
        mailFrom: 'Haunted Park <no-reply@haunt.example.com>',
        // Links in mail are made on the site's public address only (an invitation waits without one).
        publicUrl: 'https://haunt.example.com',
        mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 4 },
      },
    }));
    beforeAll(() => openJobPostings(t));
    const outboxRows = () =>
      t.dataSource.query('SELECT id, status, attempts, lastError, subject FROM mail_outbox ORDER BY id') as Promise<
        { id: number; status: string; attempts: number; lastError: string | null; subject: string }[]
      >;
    const settled = async () => {
      await waitFor(async () => ((await outboxRows()).some((row) => row.status === 'pending') ? undefined : true));
    };

    beforeAll(async () => {
      expect((await t.app.get(MailOutboxService).readiness()).mailServer).toBe(true);
      await t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ infoEmail: 'info@haunt.example.com', jobsEmail: 'jobs@haunt.example.com' }))
        .expect(200);
    });

    beforeEach(async () => {
      await settled();
      smtp.received.length = 0;
      smtp.failNext.count = 0;
      await t.dataSource.query('DELETE FROM rate_limits');
      await t.dataSource.query('DELETE FROM mail_outbox');
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

    it('names a region staff added, and renamed, by its name in a contact message mail', async () => {
      await t.http.post('/api/regions').set(t.admin).send({ name: 'Texas', timeZone: 'America/Chicago' }).expect(201);
      await t.http
        .post('/api/contact')
        .send(contactBody({ name: 'Tex Ranger', region: 'texas' }))
        .expect(201);
      await t.http.patch('/api/regions/texas').set(t.admin).send({ name: 'Lone Star' }).expect(200);
      await t.http
        .post('/api/contact')
        .send(contactBody({ name: 'Star Gazer', region: 'texas' }))
        .expect(201);
      const [added, renamed] = await waitFor(() =>
        smtp.received.length === 2 ? smtp.received.map((mail) => unfold(mail.data)) : undefined,
      );
      expect(added).toContain('Subject: New contact message from Tex Ranger (Texas)');
      expect(added).toContain('Region: Texas');
      expect(renamed).toContain('Subject: New contact message from Star Gazer (Lone Star)');
      // The other tests know the first two regions only.
      await t.dataSource.query("DELETE FROM contact_submissions WHERE region = 'texas'");
      await t.http.delete('/api/regions/texas').set(t.admin).expect(204);
    });

    it('e-mails a new application to the jobs address', async () => {
      await t.http
        .post('/api/employment-applications')
        .send(
          employmentApplicationBody({
            firstName: 'Ichabod',
            lastName: 'Crane',
            jobPostingId: SEEDED_JOB_POSTINGS['new-york'].entertainment,
            specificPositions: ['Fire Breather', 'Magician'],
          }),
        )
        .expect(201);
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('jobs@haunt.example.com')));
      const data = unfold(mail.data);
      expect(data).toContain('Subject: New employment application: Ichabod Crane (Entertainment Acts)');
      expect(data).toContain('Job posting: Entertainment Acts');
      expect(data).toContain('Positions: Fire Breather, Magician');
      expect(data).toContain('Phone: 555-123-4567');
    });

    it('e-mails an invited member the single-use link the owner is shown, without a Reply-To', async () => {
      const invited = await t.http
        .post('/api/staff')
        .set(t.admin)
        .send({ username: 'marta', email: 'marta@example.com', role: 'editor' })
        .expect(201);
      const mail = await waitFor(() => smtp.received[0]);
      expect(mail.to).toEqual(['marta@example.com']);
      const data = unfold(mail.data);
      expect(data).toContain('Subject: Your Haunted Park staff account');
      expect(data).not.toContain('Reply-To:');
      expect(data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(invited.body.inviteUrl);
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
      // A mail is queued in the request's own transaction: the refused ones queued none.
      expect(await outboxRows()).toHaveLength(1);
      await waitFor(() => smtp.received[0]);
      await settled();
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
        // A permanent refusal (5xx) is not retried: the mail is marked failed at once, for staff to see.
        const failed = await waitFor(async () => (await outboxRows()).find((row) => row.status === 'failed'));
        expect(failed).toMatchObject({ attempts: 1, subject: 'New contact message from Refused Mail (New York)' });
        expect(failed.lastError).toContain('Mailbox unavailable');
        expect(smtp.received).toHaveLength(0);

        const listed = await t.http.get('/api/mail-outbox?status=failed').set(t.admin).expect(200);
        expect(listed.body).toMatchObject({
          total: 1,
          items: [{ id: failed.id, status: 'failed', to: 'reject@haunt.example.com', attempts: 1 }],
        });
        await t.http.get('/api/mail-outbox?status=lost').set(t.admin).expect(400);
        await t.http.get('/api/mail-outbox').expect(401);

        const retried = await t.http.post(`/api/mail-outbox/${failed.id}/retry`).set(t.admin).expect(200);
        expect(retried.body).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
        await waitFor(async () => ((await outboxRows())[0].status === 'failed' ? true : undefined));
        await t.http
          .post(`/api/mail-outbox/${failed.id + 1000}/retry`)
          .set(t.admin)
          .expect(404);
      } finally {
        await t.http
          .put('/api/settings')
          .set(t.admin)
          .send(settingsBody({ infoEmail: 'info@haunt.example.com' }))
          .expect(200);
      }
    });

    describe('with a mail server that fails, then recovers', () => {
      it('retries with back-off until the mail is sent, once', async () => {
        smtp.failNext.count = 2;
        await t.http
          .post('/api/contact')
          .send(contactBody({ name: 'Patient Sender' }))
          .expect(201);
        const mail = await waitFor(() => smtp.received[0]);
        expect(unfold(mail.data)).toContain('New contact message from Patient Sender');
        await settled();
        // Sent is final: no attempt is left in flight to deliver it a second time.
        expect(await outboxRows()).toEqual([expect.objectContaining({ status: 'sent', attempts: 3 })]);
        expect(smtp.received).toHaveLength(1);
      });

      it('gives up after the last attempt and shows the failure', async () => {
        smtp.failNext.count = 10;
        // A contact message: an application would also queue the applicant's confirmation.
        await t.http
          .post('/api/contact')
          .send(contactBody({ name: 'Never Delivered' }))
          .expect(201);
        const failed = await waitFor(async () => (await outboxRows()).find((row) => row.status === 'failed'));
        expect(failed.attempts).toBe(4);
        expect(failed.lastError).toContain('try again later');
        expect(smtp.received).toHaveLength(0);
        expect(await t.app.get(AppMetrics).registry.getSingleMetricAsString('mail_outbox_messages')).toMatch(
          /mail_outbox_messages\{status="pending",replica="[^"]+"\} 0\nmail_outbox_messages\{status="failed",replica="[^"]+"\} 1/,
        );
      });
    });
  });

  describe('with an unreachable mail server', () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const t = testAppSession({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    beforeAll(() => openJobPostings(t));
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
    beforeAll(() => openJobPostings(t));
    beforeAll(() => t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200));

    it('accepts submissions and keeps their staff alerts in the outbox, saying they wait for a mail server', async () => {
      expect((await t.app.get(MailOutboxService).readiness()).mailServer).toBe(false);
      await t.http.post('/api/contact').send(contactBody()).expect(201);
      await t.http.post('/api/employment-applications').send(employmentApplicationBody()).expect(201);
      const outbox = await t.http.get('/api/mail-outbox?status=pending').set(t.admin).expect(200);
      expect(outbox.body.items).toEqual([
        expect.objectContaining({ about: 'Applicant 1', status: 'pending', waitingFor: 'mail-server' }),
        expect.objectContaining({ about: 'EmploymentApplication 1', status: 'pending', waitingFor: 'mail-server' }),
        expect.objectContaining({ about: 'ContactSubmission 1', status: 'pending', waitingFor: 'mail-server' }),
      ]);
    });
  });
});
