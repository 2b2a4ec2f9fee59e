import type TestAgent from 'supertest/lib/agent';
import { Subscriber } from '../src/mailing-list/entities/subscriber.entity';
import { OutboxMail } from '../src/notifications/entities/outbox-mail.entity';
import { MailOutboxService } from '../src/notifications/mail-outbox.service';
import { contactBody, employmentApplicationBody, settingsBody } from './support/factories';
import { startSmtpServer, unfold, waitFor, type ReceivedMail } from './support/smtp-stub';
import { testAppSession } from './support/test-app';

const PARK = 'https://park.example.com';
const HOUR_MS = 60 * 60 * 1000;

/** The factory applies to New York's actor posting (job posting 1), which starts closed without the demo content. */
const openActorPosting = (t: { http: TestAgent; admin: { Authorization: string } }) =>
  t.http.patch('/api/job-postings/1').set(t.admin).send({ active: true }).expect(200);

const mailsTo = (received: ReceivedMail[], to: string) => received.filter((mail) => mail.to.includes(to));
/** The HTML part of a received mail, its quoted-printable `=3D` read back as `=`. */
const htmlPart = (mail: ReceivedMail) =>
  /Content-Type: text\/html[^]*?\r?\n\r?\n([^]*?)\r?\n--/.exec(unfold(mail.data))![1].replace(/=3D/g, '=');

describe('mail hardening', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  describe('with mail set up', () => {
    const t = testAppSession(() => ({
      config: {
        trustedProxies: ['127.0.0.1', '::1'],
        publicUrl: PARK,
        smtpUrl: smtp.url,
        mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 2 },
      },
    }));
    beforeAll(async () => {
      await t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200);
      await openActorPosting(t);
    });
    beforeEach(async () => {
      await t.dataSource.query('DELETE FROM rate_limits');
      smtp.received.length = 0;
    });
    /** Every queued mail sent (mails are queued in their request's transaction, so none is still to come). */
    const allSent = () =>
      waitFor(async () => ((await t.dataSource.getRepository(OutboxMail).countBy({ status: 'pending' })) === 0 ? true : undefined));
    const apply = (overrides: Record<string, unknown>, ip: string) =>
      t.http.post('/api/employment-applications').set('X-Forwarded-For', ip).send(employmentApplicationBody(overrides)).expect(201);

    it("makes no link of what an applicant typed: a Markdown link as first name is text in the 'received' mail", async () => {
      const name = '[Claim your prize](https://evil.example/x)';
      await apply({ firstName: name, email: 'victim@example.com' }, '198.51.100.1');
      const mail = await waitFor(() => mailsTo(smtp.received, 'victim@example.com')[0]);
      const html = htmlPart(mail);
      expect(html).not.toMatch(/<a /);
      expect(html).not.toContain('href=');
      expect(html).toContain(name);
      // The plain-text part carries the name as typed, which no mail program reads as Markdown.
      expect(unfold(mail.data)).toMatch(/Content-Type: text\/plain[^]*\[Claim your prize\]\(https:\/\/evil\.example\/x\)/);
    });

    it('sends one confirmation however many client addresses sign an address up, and answers each the same', async () => {
      const answers = [];
      for (let i = 1; i <= 8; i++)
        answers.push(
          (
            await t.http
              .post('/api/subscribers')
              .set('X-Forwarded-For', `203.0.113.${i}`)
              .send({ email: 'flood@example.com', region: 'new-york' })
          ).body,
        );
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual({ email: 'flood@example.com', region: 'new-york', confirmationSent: true });
      expect(await t.dataSource.getRepository(OutboxMail).countBy({ to: 'flood@example.com' })).toBe(1);
      await allSent();
      expect(mailsTo(smtp.received, 'flood@example.com')).toHaveLength(1);
    });

    it('caps what visitors make the park send one address, across sign-ups and applications, whatever the client address', async () => {
      const victim = 'inbox@example.com';
      for (const region of ['new-york', 'florida'])
        await t.http.post('/api/subscribers').set('X-Forwarded-For', '203.0.113.50').send({ email: victim, region }).expect(201);
      for (let i = 1; i <= 4; i++) await apply({ email: victim }, `198.51.100.${20 + i}`);
      expect(await t.dataSource.getRepository(OutboxMail).countBy({ to: victim })).toBe(3);
      await allSent();
      expect(mailsTo(smtp.received, victim)).toHaveLength(3);
      // Every application is stored and its staff alert sent: only the mails to the typed address are held back.
      expect(Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM employment_applications WHERE email = '${victim}'`))[0].n)).toBe(
        4,
      );
    });

    it('sends a new link to an unconfirmed address only once the last one is 3 hours old; the earlier link works meanwhile', async () => {
      const signUp = () =>
        t.http.post('/api/subscribers').set('X-Forwarded-For', '203.0.113.60').send({ email: 'again@example.com', region: 'florida' });
      await signUp().expect(201);
      const first = await waitFor(() => mailsTo(smtp.received, 'again@example.com')[0]);
      await signUp().expect(201);
      expect(await t.dataSource.getRepository(OutboxMail).countBy({ to: 'again@example.com' })).toBe(1);
      await t.dataSource
        .createQueryBuilder()
        .update(Subscriber)
        .set({ confirmationSentAt: new Date(Date.now() - 3 * HOUR_MS - 1000) })
        .where('email = :email', { email: 'again@example.com' })
        .execute();
      await signUp().expect(201);
      const second = await waitFor(() => mailsTo(smtp.received, 'again@example.com')[1]);
      const token = (mail: ReceivedMail) => /\/mailing-list\/confirm#([\w-]+)/.exec(unfold(mail.data))![1];
      await t.http
        .post('/api/subscribers/confirm')
        .send({ token: token(first) })
        .expect(410);
      await t.http
        .post('/api/subscribers/confirm')
        .send({ token: token(second) })
        .expect(200);
    });
  });

  describe('without a public address', () => {
    const t = testAppSession(() => ({
      config: {
        trustedProxies: ['127.0.0.1', '::1'],
        publicUrl: undefined,
        smtpUrl: smtp.url,
        mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 2 },
      },
    }));
    beforeAll(async () => {
      await t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200);
      await openActorPosting(t);
    });

    it("never makes a link on the request's Host: mails with links wait, and go out on the address staff then set", async () => {
      smtp.received.length = 0;
      const res = await t.http
        .post('/api/subscribers')
        .set('Host', 'evil.example')
        .send({ email: 'host@example.com', region: 'florida' })
        .expect(201);
      expect(res.body.confirmationSent).toBe(false);
      const template = await t.http
        .post('/api/email-templates')
        .set(t.admin)
        .send({ name: 'Audition', subject: 'Book your audition', body: 'Pick a time: {auditionLink}', sendOnStatus: 'reviewing' })
        .expect(201);
      const { id } = (
        await t.http
          .post('/api/employment-applications')
          .send(employmentApplicationBody({ email: 'actor@example.com' }))
          .expect(201)
      ).body;
      await t.http.patch(`/api/employment-applications/${id}/status`).set(t.admin).send({ status: 'reviewing' }).expect(200);
      const invited = await t.http
        .post('/api/staff')
        .set(t.admin)
        .set('Host', 'evil.example')
        .send({ username: 'hostinvite', email: 'invitee@example.com', role: 'editor' })
        .expect(201);
      await t.app.get(MailOutboxService).drain();
      expect(mailsTo(smtp.received, 'host@example.com')).toEqual([]);
      expect(mailsTo(smtp.received, 'invitee@example.com')).toEqual([]);
      const waiting = await t.http.get('/api/mail-outbox?status=pending').set(t.admin).expect(200);
      expect(waiting.body.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ to: 'host@example.com', waitingFor: 'public-address' }),
          expect.objectContaining({ subject: 'Book your audition', waitingFor: 'public-address' }),
          expect.objectContaining({ to: 'invitee@example.com', waitingFor: 'public-address' }),
        ]),
      );
      expect(template.body.id).toBeDefined();

      await t.http
        .put('/api/mail-settings')
        .set(t.admin)
        .send({ publicUrl: `${PARK}/ignored/path` })
        .expect(200);
      const confirmation = unfold((await waitFor(() => mailsTo(smtp.received, 'host@example.com')[0])).data);
      expect(confirmation).toContain(`${PARK}/mailing-list/confirm#`);
      expect(confirmation).toContain(`List-Unsubscribe: <${PARK}/api/subscribers/unsubscribe?token=`);
      expect(confirmation).not.toContain('evil.example');
      expect(confirmation).not.toContain('site-address.invalid');
      const audition = await waitFor(() => smtp.received.find((mail) => unfold(mail.data).includes('Subject: Book your audition')));
      expect(unfold(audition.data)).toMatch(new RegExp(`Pick a time: ${PARK.replace(/\./g, '\\.')}/auditions/[\\w-]{43}`));
      // The owner was shown the link on the address they used; the member is mailed it on the park's own.
      const token = new URL(invited.body.inviteUrl as string).hash;
      const invitationMail = unfold((await waitFor(() => mailsTo(smtp.received, 'invitee@example.com')[0])).data);
      const invitation = invitationMail.replace(/=\r?\n/g, '').replace(/=3D/g, '='); // quoted-printable
      expect(invitation).toContain(`${PARK}/admin/accept-invite${token}`);
      expect(invitation).not.toContain('evil.example');
    });
  });

  describe('without mail set up (a fresh install)', () => {
    const t = testAppSession(() => ({
      config: { publicUrl: undefined, smtpUrl: undefined, mailFrom: undefined, mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 2 } },
    }));
    beforeAll(() =>
      t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ infoEmail: 'info@haunt.example.com' }))
        .expect(200),
    );

    it('keeps sign-ups and staff alerts until the owner sets the mail server in the admin, then sends them without a restart', async () => {
      smtp.received.length = 0;
      await t.http.post('/api/subscribers').send({ email: 'patient@example.com', region: 'new-york' }).expect(201, {
        email: 'patient@example.com',
        region: 'new-york',
        confirmationSent: false,
      });
      await t.http.post('/api/contact').send(contactBody()).expect(201);
      // Weeks pass while mail is not set up: the sign-up is kept.
      await t.dataSource
        .createQueryBuilder()
        .update(Subscriber)
        .set({ confirmationSentAt: new Date(Date.now() - 30 * 24 * HOUR_MS) })
        .execute();
      expect((await t.http.get('/api/subscribers').set(t.admin).expect(200)).body.total).toBe(1);
      const pending = await t.http.get('/api/mail-outbox?status=pending').set(t.admin).expect(200);
      expect(pending.body.items.map((mail: { waitingFor: string }) => mail.waitingFor)).toEqual(['mail-server', 'mail-server']);

      const saved = await t.http
        .put('/api/mail-settings')
        .set(t.admin)
        .send({
          smtpUrl: smtp.url.replace('smtp://', 'smtp://park:s3cret-pass@'),
          mailFrom: 'Haunted Park <hello@park.example.com>',
          publicUrl: PARK,
        })
        .expect(200);
      expect(saved.body).toEqual({
        smtpServer: smtp.url.replace('smtp://', 'smtp://park@'),
        mailFrom: 'Haunted Park <hello@park.example.com>',
        publicUrl: PARK,
        locked: { smtpUrl: false, mailFrom: false, publicUrl: false },
      });
      expect(JSON.stringify(await t.dataSource.query('SELECT * FROM mail_settings'))).not.toContain('s3cret-pass');
      const [alert, confirmation] = await Promise.all([
        waitFor(() => mailsTo(smtp.received, 'info@haunt.example.com')[0]),
        waitFor(() => mailsTo(smtp.received, 'patient@example.com')[0]),
      ]);
      expect(alert.from).toBe('hello@park.example.com');
      const token = /\/mailing-list\/confirm#([\w-]+)/.exec(unfold(confirmation.data))![1];
      await t.http.post('/api/subscribers/confirm').send({ token }).expect(200);

      const checklist = (await t.http.get('/api/setup/checklist').set(t.admin).expect(200)).body.items as { key: string; done: boolean }[];
      expect(checklist.filter((item) => ['email', 'public-address'].includes(item.key)).map((item) => item.done)).toEqual([true, true]);
    });

    it('sends a test e-mail and says what the server answered; 409 with no mail server, 400 for a bad address or setting', async () => {
      await t.http.put('/api/mail-settings').set(t.admin).send({ smtpUrl: null }).expect(200);
      expect((await t.http.post('/api/mail-settings/test').set(t.admin).send({ to: 'owner@example.com' }).expect(409)).body.code).toBe(
        'MAIL_NOT_CONFIGURED',
      );
      await t.http.put('/api/mail-settings').set(t.admin).send({ smtpUrl: smtp.url, mailFrom: 'hello@park.example.com' }).expect(200);
      await t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ parkName: 'Ravenwood Frights, Inc.' }))
        .expect(200);
      smtp.received.length = 0;
      await t.http.post('/api/mail-settings/test').set(t.admin).send({ to: 'owner@example.com' }).expect(200, { sent: true, error: null });
      const test = unfold(mailsTo(smtp.received, 'owner@example.com')[0].data);
      // The park's name (settings) in the subject, and as the display name of a sender set as a bare address.
      expect(test).toContain('Subject: Ravenwood Frights, Inc. test e-mail');
      expect(test).toContain('From: "Ravenwood Frights, Inc." <hello@park.example.com>');
      const refused = await t.http.post('/api/mail-settings/test').set(t.admin).send({ to: 'reject@example.com' }).expect(200);
      expect(refused.body).toEqual({ sent: false, error: expect.stringMatching(/Mailbox unavailable/) });
      await t.http.post('/api/mail-settings/test').set(t.admin).send({ to: 'nobody' }).expect(400);
      const bad = await t.http
        .put('/api/mail-settings')
        .set(t.admin)
        .send({ smtpUrl: 'http://x', mailFrom: 'a\nb', publicUrl: 'ftp://x' })
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['mailFrom', 'publicUrl', 'smtpUrl']);
    });
  });

  describe('with the environment setting mail', () => {
    const t = testAppSession(() => ({ config: { publicUrl: PARK, smtpUrl: smtp.url, mailFrom: 'Park <env@park.example.com>' } }));

    it('shows the values the environment sets as locked and refuses to change them', async () => {
      const view = await t.http.get('/api/mail-settings').set(t.admin).expect(200);
      expect(view.body).toEqual({
        smtpServer: smtp.url,
        mailFrom: 'Park <env@park.example.com>',
        publicUrl: PARK,
        locked: { smtpUrl: true, mailFrom: true, publicUrl: true },
      });
      const res = await t.http.put('/api/mail-settings').set(t.admin).send({ publicUrl: 'https://other.example.com' }).expect(400);
      expect(res.body.errors).toEqual({ publicUrl: ['Set by PUBLIC_URL on the server; change it there'] });
    });
  });
});
