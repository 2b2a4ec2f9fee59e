import { createApp } from '../src/app.factory';
import { VisitCounter } from '../src/common/visits/visit-counter';
import { Subscriber } from '../src/mailing-list/entities/subscriber.entity';
import { OutboxMail } from '../src/notifications/entities/outbox-mail.entity';
import { MailOutboxService } from '../src/notifications/mail-outbox.service';
import { settingsBody } from './support/factories';
import { readMail, startSmtpServer, unfold, waitFor, type ReceivedMail } from './support/smtp-stub';
import { testAppSession } from './support/test-app';

const ORIGIN = 'https://haunt.example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The token of a link in a received mail: the confirmation link's or the one-click unsubscribe header's. */
const confirmToken = (mail: ReceivedMail) => /\/mailing-list\/confirm#([A-Za-z0-9_-]+)/.exec(unfold(mail.data))![1];
const oneClickToken = (mail: ReceivedMail) =>
  /List-Unsubscribe: <https:\/\/haunt\.example\.com\/api\/subscribers\/unsubscribe\?token=([A-Za-z0-9_-]+)>/.exec(unfold(mail.data))![1];
const mailTo = (received: ReceivedMail[], to: string) => waitFor(() => received.find((mail) => mail.to.includes(to)));

describe('mailing list (/api/subscribers, /api/announcements)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  describe('with SMTP configured', () => {
    const t = testAppSession(() => ({
      config: {
        trustedProxies: ['127.0.0.1', '::1'],
        publicUrl: ORIGIN,
        smtpUrl: smtp.url,
        mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 3 },
      },
    }));
    beforeEach(async () => {
      await t.dataSource.query('DELETE FROM rate_limits');
      await t.dataSource.query('DELETE FROM subscribers');
      smtp.received.length = 0;
    });

    const subscribe = (body: Record<string, unknown>, ip = '198.51.100.1') =>
      t.http.post('/api/subscribers').set('X-Forwarded-For', ip).send(body);
    const signUp = async (email: string, region = 'florida', language?: string) => {
      await subscribe({ email, region, language }).expect(201);
      const mail = await mailTo(smtp.received, email);
      return { mail, token: confirmToken(mail) };
    };
    const rows = () =>
      t.dataSource.query('SELECT email, region, consentText, confirmedAt FROM subscribers ORDER BY id') as Promise<
        { email: string; region: string; consentText: string; confirmedAt: string | null }[]
      >;

    it('stores the address unconfirmed with the consent text and mails a confirmation link with List-Unsubscribe', async () => {
      const res = await subscribe({ email: 'Wanda@Example.com', region: 'florida' }).expect(201);
      expect(res.body).toEqual({ email: 'wanda@example.com', region: 'florida', confirmationSent: true });
      expect(await rows()).toEqual([
        {
          email: 'wanda@example.com',
          region: 'florida',
          consentText: 'Tell me when Haunted Park Florida opens, with its news and tickets first. I can unsubscribe at any time.',
          confirmedAt: null,
        },
      ]);
      const mail = await mailTo(smtp.received, 'wanda@example.com');
      const data = unfold(mail.data);
      expect(data).toContain('Subject: Confirm your Haunted Park Florida sign-up');
      expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(confirmToken(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(oneClickToken(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("names the region in the consent and the confirmation mail: a region staff added by its name, an open one's season news", async () => {
      await t.http.post('/api/regions').set(t.admin).send({ name: 'Texas', timeZone: 'America/Chicago' }).expect(201);
      await subscribe({ email: 'tex@example.com', region: 'texas' }).expect(201);
      await subscribe({ email: 'york@example.com', region: 'new-york' }).expect(201);
      const texasMail = unfold((await mailTo(smtp.received, 'tex@example.com')).data);
      expect(texasMail).toContain('Subject: Confirm your Haunted Park Texas sign-up');
      expect(texasMail).toContain('Please confirm that you want Haunted Park Texas news at this address:');
      expect(texasMail).toContain('You get this because tex@example.com signed up for Haunted Park Texas news.');
      expect(unfold((await mailTo(smtp.received, 'york@example.com')).data)).toContain(
        'Subject: Confirm your Haunted Park New York sign-up',
      );
      expect((await rows()).map(({ email, consentText }) => ({ email, consentText }))).toEqual([
        {
          email: 'tex@example.com',
          consentText: 'Tell me when Haunted Park Texas opens, with its news and tickets first. I can unsubscribe at any time.',
        },
        {
          email: 'york@example.com',
          consentText: 'Send me Haunted Park New York season news and tickets first. I can unsubscribe at any time.',
        },
      ]);
      // The other tests know the first two regions only.
      await t.dataSource.query('DELETE FROM subscribers');
      await t.http.delete('/api/regions/texas').set(t.admin).expect(204);
    });

    it("counts a visitor's sign-up for the season dashboard, with its region and the page it was sent from", async () => {
      const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
      await t.dataSource.query('DELETE FROM visit_counts');
      await t.http
        .post('/api/subscribers')
        .set({ 'X-Forwarded-For': '198.51.100.9', 'User-Agent': browser, Host: 'park.test', Referer: 'http://park.test/florida' })
        .send({ email: 'counted@example.com', region: 'florida' })
        .expect(201);
      await t.http.post('/api/subscribers').set('User-Agent', browser).send({ email: 'not an address', region: 'florida' }).expect(400);
      await t.app.get(VisitCounter).flush();
      expect(await t.dataSource.query('SELECT event, region, path, total FROM visit_counts')).toEqual([
        { event: 'newsletter-signup', region: 'florida', path: '/florida', total: 1 },
      ]);
    });

    it('confirms with the link once; the address then shows confirmed to staff', async () => {
      const { token } = await signUp('ghost@example.com');
      const confirmed = await t.http.post('/api/subscribers/confirm').send({ token }).expect(200);
      expect(confirmed.body).toEqual({ email: 'ghost@example.com', region: 'florida' });
      const again = await t.http.post('/api/subscribers/confirm').send({ token }).expect(410);
      expect(again.body.code).toBe('SUBSCRIPTION_LINK_INVALID');

      const list = await t.http.get('/api/subscribers?region=florida').set(t.admin).expect(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({ email: 'ghost@example.com', region: 'florida', confirmed: true, confirmedAt: expect.any(String) }),
      ]);
      expect((await t.http.get('/api/subscribers?region=new-york').set(t.admin).expect(200)).body.items).toEqual([]);
    });

    it('answers a second sign-up the same way: no new link while the first is fresh (it keeps working), none for a confirmed one', async () => {
      const first = await signUp('twice@example.com');
      // A mail is queued in the request's own transaction, so what the outbox holds once a request answered is all it sends.
      const queued = await t.dataSource.getRepository(OutboxMail).count();
      const again = await subscribe({ email: 'twice@example.com', region: 'florida' }).expect(201);
      expect(again.body).toEqual({ email: 'twice@example.com', region: 'florida', confirmationSent: true });
      await expect(t.dataSource.getRepository(OutboxMail).count()).resolves.toBe(queued);
      await t.http.post('/api/subscribers/confirm').send({ token: first.token }).expect(200);
      const res = await subscribe({ email: 'twice@example.com', region: 'florida' }).expect(201);
      expect(res.body).toEqual({ email: 'twice@example.com', region: 'florida', confirmationSent: true });
      expect(await rows()).toHaveLength(1);
      await expect(t.dataSource.getRepository(OutboxMail).count()).resolves.toBe(queued);
    });

    it('forgets an address not confirmed within 7 days of its link being sent; its link no longer works', async () => {
      const { token } = await signUp('late@example.com');
      const weekAgo = new Date(Date.now() - 7 * DAY_MS - 1000);
      await waitFor(async () => ((await t.dataSource.getRepository(OutboxMail).countBy({ status: 'sent' })) > 0 ? true : undefined));
      await t.dataSource.createQueryBuilder().update(Subscriber).set({ confirmationSentAt: weekAgo }).execute();
      await t.dataSource.createQueryBuilder().update(OutboxMail).set({ sentAt: weekAgo }).execute();
      await t.http.post('/api/subscribers/confirm').send({ token }).expect(410);
      const list = await t.http.get('/api/subscribers').set(t.admin).expect(200);
      expect(list.body.total).toBe(0);
      expect(await rows()).toEqual([]);
    });

    it('unsubscribes with one click (RFC 8058 POST) and deletes the address', async () => {
      const { mail, token } = await signUp('bye@example.com');
      await t.http.post('/api/subscribers/confirm').send({ token }).expect(200);
      const res = await t.http
        .post(`/api/subscribers/unsubscribe?token=${oneClickToken(mail)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(res.body).toEqual({ unsubscribed: true });
      expect(await rows()).toEqual([]);
      await t.http.post(`/api/subscribers/unsubscribe?token=${oneClickToken(mail)}`).expect(410);
      await t.http.post('/api/subscribers/unsubscribe').expect(400);
    });

    it.each([
      ['email', { email: 'not-an-email', region: 'florida' }, 'Please enter a valid email address'],
      ['email', { region: 'florida' }, 'Please enter a valid email address'],
      ['region', { email: 'a@example.com', region: 'texas' }, 'Region must be one of: new-york, florida'],
    ])('refuses a bad %s and stores nothing', async (field, body, message) => {
      const res = await subscribe(body).expect(400);
      expect(res.body.errors[field]).toContain(message);
      expect(await rows()).toEqual([]);
    });

    it('stores nothing but what it needs: other fields are refused', async () => {
      const res = await subscribe({ email: 'a@example.com', region: 'florida', name: 'Wanda' }).expect(400);
      expect(res.body.message).toContain('property name should not exist');
    });

    it('limits sign-ups per address: 5 in 10 minutes, then 429', async () => {
      for (let i = 0; i < 5; i++) await subscribe({ email: `s${i}@example.com`, region: 'new-york' }, '198.51.100.40').expect(201);
      const res = await subscribe({ email: 's6@example.com', region: 'new-york' }, '198.51.100.40').expect(429);
      expect(res.body.code).toBe('RATE_LIMITED');
    });

    it('exports the list as CSV and says mail is configured', async () => {
      const { token } = await signUp('csv@example.com', 'new-york');
      await t.http.post('/api/subscribers/confirm').send({ token }).expect(200);
      await signUp('pending@example.com', 'new-york');
      const csv = await t.http.get('/api/subscribers/export.csv?region=new-york&confirmed=true').set(t.admin).expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.text.trim().split(/\r?\n/);
      expect(lines[0]).toBe('email,region,confirmed,signed_up_at,confirmed_at,consent');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^csv@example\.com,new-york,yes,/);
      await t.http.get('/api/subscribers/mail-status').set(t.admin).expect(200, { mailConfigured: true });
    });

    it('answers a bad export filter with a JSON 400 to read, not a CSV attachment', async () => {
      const res = await t.http.get('/api/subscribers/export.csv?confirmed=perhaps').set(t.admin).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    });

    it("sends an announcement to the region's confirmed subscribers only, each with its own unsubscribe link, and counts progress", async () => {
      const confirmedAddresses = ['one@example.com', 'two@example.com', 'three@example.com'];
      for (const email of confirmedAddresses) {
        const { token } = await signUp(email);
        await t.http.post('/api/subscribers/confirm').send({ token }).expect(200);
      }
      await signUp('unconfirmed@example.com');
      await signUp('newyork@example.com', 'new-york');
      smtp.received.length = 0;

      const res = await t.http
        .post('/api/announcements')
        .set(t.admin)
        .send({ region: 'florida', subject: 'Florida is open!', body: 'Our gates open on **October 3**.' })
        .expect(201);
      expect(res.body).toMatchObject({ region: 'florida', subject: 'Florida is open!', recipients: 3 });

      const mails = await waitFor(() => (smtp.received.length >= 3 ? smtp.received : undefined));
      expect(mails.flatMap((mail) => mail.to).sort()).toEqual([...confirmedAddresses].sort());
      const tokens = new Set(mails.map(oneClickToken));
      expect(tokens.size).toBe(3);
      for (const mail of mails) {
        const data = unfold(mail.data);
        expect(data).toContain('Subject: Florida is open!');
        expect(data).toContain('Our gates open on **October 3**.');
        expect(data).toMatch(/Unsubscribe with one click: https:\/\/haunt\.example\.com\/mailing-list\/unsubscribe#/);
        expect(data).toMatch(/Content-Type: text\/html[^]*Our gates open on <strong>October 3<\/strong>\./);
        expect(data).toMatch(/Unsubscribe with one click: <a href=3D"https:\/\/haunt\.example\.com\/mailing-list\/unsubscribe#[\w-]+">/);
      }
      const listed = await waitFor(async () => {
        const list = await t.http.get('/api/announcements?region=florida').set(t.admin).expect(200);
        return list.body.items[0].progress.sent === 3 ? list.body : undefined;
      });
      expect(listed.items[0]).toMatchObject({ id: res.body.id, recipients: 3, progress: { sent: 3, pending: 0, failed: 0 } });
    });

    it("names the park from its settings in the consent, the confirmation and each announcement's footer", async () => {
      await t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ parkName: 'Ravenwood Frights' }))
        .expect(200);
      try {
        const { mail, token } = await signUp('raven@example.com');
        expect(unfold(mail.data)).toContain('Subject: Confirm your Ravenwood Frights Florida sign-up');
        expect(unfold(mail.data)).toContain('Please confirm that you want Ravenwood Frights Florida news at this address:');
        expect((await rows())[0].consentText).toBe(
          'Tell me when Ravenwood Frights Florida opens, with its news and tickets first. I can unsubscribe at any time.',
        );
        await t.http.post('/api/subscribers/confirm').send({ token }).expect(200);
        smtp.received.length = 0;
        await t.http.post('/api/announcements').set(t.admin).send({ region: 'florida', subject: 'Open!', body: 'Gates open.' }).expect(201);
        const announcement = unfold((await mailTo(smtp.received, 'raven@example.com')).data);
        expect(announcement).toContain('You get this because raven@example.com signed up for Ravenwood Frights Florida news.');
        expect(announcement).not.toContain('Haunted Park');
      } finally {
        await t.http
          .put('/api/settings')
          .set(t.admin)
          .send(settingsBody({ parkName: 'Haunted Park' }))
          .expect(200);
      }
    });

    it('writes the confirmation and the consent in the language of the page the visitor signed up on', async () => {
      const { mail, token } = await signUp('lucia@example.com', 'florida', 'es');
      const read = await readMail(mail);
      expect(read.subject).toBe('Confirma tu suscripción a Haunted Park Florida');
      expect(read.text).toContain('Confirma que quieres recibir las noticias de Haunted Park Florida en esta dirección:');
      expect(read.text).toContain(`https://haunt.example.com/es/mailing-list/confirm#${token}`);
      expect(read.text).toMatch(/Date de baja con un clic: https:\/\/haunt\.example\.com\/es\/mailing-list\/unsubscribe#[\w-]+/);
      expect((await rows())[0].consentText).toBe(
        'Avísenme cuando abra Haunted Park Florida, con sus noticias y los boletos antes que nadie. Puedo darme de baja cuando quiera.',
      );
      const [{ language }] = await t.dataSource.query('SELECT language FROM subscribers');
      expect(language).toBe('es');
      // Left out, as every form sent before the site spoke Spanish: English.
      const english = await readMail((await signUp('wanda@example.com')).mail);
      expect(english.subject).toBe('Confirm your Haunted Park Florida sign-up');
      // Staff see who signed up in Spanish.
      const list = await t.http.get('/api/subscribers').set(t.admin).expect(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({ email: 'wanda@example.com', language: 'en' }),
        expect.objectContaining({ email: 'lucia@example.com', language: 'es' }),
      ]);
      const refused = await subscribe({ email: 'x@example.com', region: 'florida', language: 'fr' }).expect(400);
      expect(refused.body.errors).toEqual({ language: ['Language must be one of: en, es'] });
    });

    it("sends an announcement's Spanish to those who signed up in Spanish, and its English (and English footer) when it has none", async () => {
      for (const [email, language] of [
        ['wanda@example.com', 'en'],
        ['lucia@example.com', 'es'],
      ]) {
        const { token } = await signUp(email, 'florida', language);
        await t.http.post('/api/subscribers/confirm').send({ token }).expect(200);
      }
      smtp.received.length = 0;
      const translated = {
        region: 'florida',
        subject: 'Florida is open!',
        body: 'Our gates open on **October 3**.',
        translations: { es: { subject: '¡Florida abrió!', body: 'Abrimos las puertas el **3 de octubre**.' } },
      };
      const res = await t.http.post('/api/announcements').set(t.admin).send(translated).expect(201);
      expect(res.body).toMatchObject({ recipients: 2, translations: translated.translations });
      const spanish = await readMail(await mailTo(smtp.received, 'lucia@example.com'));
      expect(spanish.subject).toBe('¡Florida abrió!');
      expect(spanish.text).toContain('Abrimos las puertas el **3 de octubre**.');
      expect(spanish.html).toContain('Abrimos las puertas el <strong>3 de octubre</strong>.');
      expect(spanish.text).toContain('Recibes este correo porque lucia@example.com se suscribió a las noticias de Haunted Park Florida.');
      expect(spanish.text).toMatch(/Date de baja con un clic: https:\/\/haunt\.example\.com\/es\/mailing-list\/unsubscribe#/);
      const english = await readMail(await mailTo(smtp.received, 'wanda@example.com'));
      expect(english).toMatchObject({ subject: 'Florida is open!' });
      expect(english.text).toContain('Unsubscribe with one click: https://haunt.example.com/mailing-list/unsubscribe#');

      smtp.received.length = 0;
      await t.http
        .post('/api/announcements')
        .set(t.admin)
        .send({ region: 'florida', subject: 'Last nights', body: 'Two left.' })
        .expect(201);
      const untranslated = await readMail(await mailTo(smtp.received, 'lucia@example.com'));
      expect(untranslated.subject).toBe('Last nights');
      expect(untranslated.text).toContain('Unsubscribe with one click: https://haunt.example.com/mailing-list/unsubscribe#');
      expect(untranslated.text).not.toContain('Date de baja');
    });

    it('refuses a bad announcement with its messages', async () => {
      const [{ count: before }] = await t.dataSource.query('SELECT COUNT(*) AS count FROM announcements');
      const res = await t.http.post('/api/announcements').set(t.admin).send({ region: 'florida', subject: ' ', body: '' }).expect(400);
      expect(res.body.errors).toEqual({ subject: ['Subject is required'], body: ['Body is required'] });
      const spanish = await t.http
        .post('/api/announcements')
        .set(t.admin)
        .send({ region: 'florida', subject: 'Open', body: 'Gates open.', translations: { es: { subject: '', body: 'x'.repeat(20_001) } } })
        .expect(400);
      expect(spanish.body.errors).toEqual({
        'translations.es.subject': ['Spanish subject is required'],
        'translations.es.body': ['Spanish body must be at most 20000 characters'],
      });
      for (const translations of ['es', { es: 'hola' }])
        await t.http
          .post('/api/announcements')
          .set(t.admin)
          .send({ region: 'florida', subject: 'Open', body: 'Gates open.', translations })
          .expect(400);
      expect(await t.dataSource.query('SELECT COUNT(*) AS count FROM announcements')).toEqual([{ count: before }]);
    });
  });

  describe('a restart in the middle of an announcement', () => {
    // Long retry and poll intervals: nothing is retried until the test says so.
    const t = testAppSession(() => ({
      config: { publicUrl: ORIGIN, smtpUrl: smtp.url, mail: { pollMs: 60_000, firstRetryMs: 60_000, maxAttempts: 5 } },
    }));

    it('sends the rest after the restart and nothing twice', async () => {
      smtp.received.length = 0;
      const addresses = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
      const now = new Date();
      await t.dataSource
        .createQueryBuilder()
        .insert()
        .into(Subscriber)
        .values(
          addresses.map((email, i) => ({
            email,
            region: 'new-york',
            consentText: 'Yes',
            confirmedAt: now,
            confirmationSentAt: now,
            unsubscribeToken: `token-${i}`,
          })),
        )
        .execute();
      // The mail server refuses the first two for now, as if it went down mid-send.
      smtp.failNext.count = 2;
      await t.http
        .post('/api/announcements')
        .set(t.admin)
        .send({ region: 'new-york', subject: 'Tickets on sale', body: 'Now.' })
        .expect(201);
      const before = await waitFor(async () => {
        const rows = (await t.dataSource.query('SELECT status, attempts FROM mail_outbox')) as { status: string; attempts: number }[];
        return rows.filter((row) => row.attempts > 0).length === 5 ? rows : undefined;
      });
      expect(before.filter((row) => row.status === 'sent')).toHaveLength(3);
      expect(smtp.received).toHaveLength(3);

      await t.app.get(MailOutboxService).onApplicationShutdown();
      const restarted = await createApp(t.config, { seed: false, logger: false });
      try {
        await t.dataSource
          .createQueryBuilder()
          .update(OutboxMail)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where('status = :pending', { pending: 'pending' })
          .execute();
        await restarted.get(MailOutboxService).drain();
        const recipients = smtp.received.flatMap((mail) => mail.to).sort();
        expect(recipients).toEqual(addresses);
        const statuses = (await t.dataSource.query('SELECT status FROM mail_outbox')) as { status: string }[];
        expect(statuses.every((row) => row.status === 'sent')).toBe(true);
      } finally {
        await restarted.close();
      }
    });
  });

  describe('without SMTP configured', () => {
    const t = testAppSession();

    it('still signs the address up, says the link waits, and the admin says mail is not configured', async () => {
      const res = await t.http.post('/api/subscribers').send({ email: 'quiet@example.com', region: 'florida' }).expect(201);
      expect(res.body).toEqual({ email: 'quiet@example.com', region: 'florida', confirmationSent: false });
      const list = await t.http.get('/api/subscribers').set(t.admin).expect(200);
      expect(list.body.items[0]).toMatchObject({ email: 'quiet@example.com', confirmed: false });
      await t.http.get('/api/subscribers/mail-status').set(t.admin).expect(200, { mailConfigured: false });
    });

    it('queues an announcement without a mail server: its copies wait in the outbox, and the answer says for what', async () => {
      await t.dataSource.query(
        "UPDATE subscribers SET confirmedAt = CURRENT_TIMESTAMP, confirmTokenHash = NULL WHERE email = 'quiet@example.com'",
      );
      const announce = await t.http
        .post('/api/announcements')
        .set(t.admin)
        .send({ region: 'florida', subject: 'Hi', body: 'Hello' })
        .expect(201);
      expect(announce.body).toMatchObject({ recipients: 1, progress: { sent: 0, pending: 1, failed: 0, waitingFor: 'mail-server' } });
      const outbox = await t.http.get('/api/mail-outbox?status=pending').set(t.admin).expect(200);
      expect(outbox.body.items).toContainEqual(
        expect.objectContaining({
          to: 'quiet@example.com',
          subject: 'Hi',
          about: `Announcement ${announce.body.id}`,
          waitingFor: 'mail-server',
        }),
      );
      const listed = await t.http.get('/api/announcements').set(t.admin).expect(200);
      expect(listed.body.items[0].progress).toEqual({ sent: 0, pending: 1, failed: 0, waitingFor: 'mail-server' });
    });
  });
});
