import { createApp } from '../src/app.factory';
import { MailOutboxService } from '../src/notifications/mail-outbox.service';
import { employmentApplicationBody, settingsBody } from './support/factories';
import { readMail, startSmtpServer, unfold, waitFor } from './support/smtp-stub';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession, type TestAppSession } from './support/test-app';
import { openJobPostings } from './support/job-postings';

interface TimelineEntry {
  kind: string;
  actor: string | null;
  text: string;
  noteId: number | null;
  mailId: number | null;
  mailStatus: string | null;
  mailError: string | null;
}

const members = (t: TestAppSession) => {
  const tokens: Record<string, { Authorization: string }> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [name, role] of [
      ['hiring', 'hiring'],
      ['hiring2', 'hiring'],
      ['editor', 'editor'],
      ['boxOffice', 'box-office'],
    ] as const) {
      const member = await addMember(t.dataSource, role);
      ids[name] = member.id;
      tokens[name] = bearer(await memberToken(t.dataSource, t.config.jwtSecret, member.id));
    }
  });
  return { tokens, ids };
};

describe('the applicant page: notes, timeline, e-mail to applicants', () => {
  describe('without SMTP configured', () => {
    const t = testAppSession({ config: { smtpUrl: undefined } });
    beforeAll(() => openJobPostings(t));
    const { tokens } = members(t);
    beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

    const apply = async (overrides: Record<string, unknown> = {}) =>
      (await t.http.post('/api/employment-applications').send(employmentApplicationBody(overrides)).expect(201)).body as {
        id: number;
        confirmationMail: string;
      };
    const timeline = async (id: number) =>
      (await t.http.get(`/api/employment-applications/${id}/timeline`).set(tokens.hiring).expect(200)).body as TimelineEntry[];

    describe('notes', () => {
      it('any hiring member adds notes; they list oldest first with their author', async () => {
        const { id } = await apply();
        const first = await t.http
          .post(`/api/employment-applications/${id}/notes`)
          .set(tokens.hiring)
          .send({ text: 'Loud scream' })
          .expect(201);
        expect(first.body).toMatchObject({ text: 'Loud scream', authorUsername: expect.stringMatching(/^hiring/) });
        expect(new Date(first.body.editableUntil).getTime() - new Date(first.body.createdAt).getTime()).toBe(15 * 60 * 1000);
        await t.http.post(`/api/employment-applications/${id}/notes`).set(tokens.hiring2).send({ text: 'Worked here in 2024' }).expect(201);
        await t.http.post(`/api/employment-applications/${id}/notes`).set(t.admin).send({ text: 'Owner agrees' }).expect(201);
        const list = await t.http.get(`/api/employment-applications/${id}/notes`).set(tokens.hiring2).expect(200);
        expect(list.body.map((n: { text: string }) => n.text)).toEqual(['Loud scream', 'Worked here in 2024', 'Owner agrees']);
      });

      it('refuses an empty or too long note, and an unknown application', async () => {
        const { id } = await apply();
        const blank = await t.http.post(`/api/employment-applications/${id}/notes`).set(tokens.hiring).send({ text: '  ' }).expect(400);
        expect(blank.body.errors.text).toEqual(['Note is required']);
        const long = await t.http
          .post(`/api/employment-applications/${id}/notes`)
          .set(tokens.hiring)
          .send({ text: 'x'.repeat(5001) })
          .expect(400);
        expect(long.body.errors.text).toEqual(['Note must be at most 5000 characters']);
        await t.http.post('/api/employment-applications/999999/notes').set(tokens.hiring).send({ text: 'Hi' }).expect(404);
        await t.http.get('/api/employment-applications/999999/notes').set(tokens.hiring).expect(404);
      });

      it('only its author edits a note, and only in the first 15 minutes', async () => {
        const { id } = await apply();
        const note = (await t.http.post(`/api/employment-applications/${id}/notes`).set(tokens.hiring).send({ text: 'Typo' }).expect(201))
          .body;
        const edited = await t.http
          .put(`/api/employment-applications/${id}/notes/${note.id}`)
          .set(tokens.hiring)
          .send({ text: 'Fixed' })
          .expect(200);
        expect(edited.body.text).toBe('Fixed');
        const other = await t.http
          .put(`/api/employment-applications/${id}/notes/${note.id}`)
          .set(tokens.hiring2)
          .send({ text: 'Mine' })
          .expect(403);
        expect(other.body.code).toBe('NOT_NOTE_AUTHOR');
        await t.dataSource
          .createQueryBuilder()
          .update('employment_application_notes')
          .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
          .where('id = :id', { id: note.id })
          .execute();
        const late = await t.http
          .put(`/api/employment-applications/${id}/notes/${note.id}`)
          .set(tokens.hiring)
          .send({ text: 'Late' })
          .expect(409);
        expect(late.body.code).toBe('NOTE_LOCKED');
        const other404 = await apply({ email: 'other@example.com' });
        await t.http.put(`/api/employment-applications/${other404.id}/notes/${note.id}`).set(tokens.hiring).send({ text: 'x' }).expect(404);
      });

      it('is for the hiring role and the owner only', async () => {
        const { id } = await apply();
        for (const token of [tokens.editor, tokens.boxOffice]) {
          await t.http.get(`/api/employment-applications/${id}/notes`).set(token).expect(403);
          await t.http.post(`/api/employment-applications/${id}/notes`).set(token).send({ text: 'x' }).expect(403);
          await t.http.get(`/api/employment-applications/${id}/timeline`).set(token).expect(403);
        }
        await t.http.get(`/api/employment-applications/${id}/notes`).expect(401);
      });
    });

    it("says the applicant's confirmation waits for the park's mail, and that none goes once the address had its share today", async () => {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(
          (
            await t.http
              .post('/api/employment-applications')
              .send(employmentApplicationBody({ email: 'share@example.com' }))
              .expect(201)
          ).body.confirmationMail,
        );
      expect(answers).toEqual(['waiting', 'waiting', 'waiting', 'none']);
      // Another address is not affected by this one's share.
      expect((await apply({ email: 'other@example.com' })).confirmationMail).toBe('waiting');
    });

    it('the timeline shows the submission, the confirmation e-mail, status changes with who made them, and notes', async () => {
      const { id } = await apply();
      await t.http.patch(`/api/employment-applications/${id}/status`).set(tokens.hiring).send({ status: 'reviewing' }).expect(200);
      await t.http.patch(`/api/employment-applications/${id}/status`).set(tokens.hiring).send({ status: 'reviewing' }).expect(200);
      await t.http.post(`/api/employment-applications/${id}/notes`).set(tokens.hiring2).send({ text: 'Call back Friday' }).expect(201);
      const entries = await timeline(id);
      expect(entries.map((e) => [e.kind, e.text])).toEqual([
        ['submitted', 'Application submitted'],
        ['email', 'We received your application, Ichabod'],
        ['status', 'Status: pending → reviewing'],
        ['note', 'Call back Friday'],
      ]);
      expect(entries[1]).toMatchObject({ mailStatus: 'pending', actor: null });
      expect(entries[2].actor).toMatch(/^hiring/);
      await t.http.get('/api/employment-applications/999999/timeline').set(tokens.hiring).expect(404);
    });

    describe('templates', () => {
      it('lists the seeded templates, the placeholders, and that mail waits for SMTP', async () => {
        await apply();
        const res = await t.http.get('/api/email-templates').set(tokens.hiring).expect(200);
        expect(res.body.smtpConfigured).toBe(false);
        expect(res.body.waitingForSmtp).toBeGreaterThan(0);
        expect(res.body.placeholders).toEqual(['firstName', 'lastName', 'position', 'region', 'auditionLink', 'parkName']);
        expect(res.body.templates.find((x: { name: string }) => x.name === 'Application received')).toMatchObject({
          sendOnStatus: 'pending',
        });
      });

      it('refuses an unknown placeholder on save, names it, and stores nothing', async () => {
        const res = await t.http
          .post('/api/email-templates')
          .set(tokens.hiring)
          .send({ name: 'Bad', subject: 'Hi {nickname}', body: 'Dear {firstName} of {town}' })
          .expect(400);
        expect(res.body.errors.subject).toEqual([
          'Subject uses an unknown placeholder: {nickname} (known: {firstName}, {lastName}, {position}, {region}, {auditionLink}, {parkName})',
        ]);
        expect(res.body.errors.body[0]).toMatch(/^Body uses an unknown placeholder: \{town\}/);
        const names = (await t.http.get('/api/email-templates').set(tokens.hiring)).body.templates.map((x: { name: string }) => x.name);
        expect(names).not.toContain('Bad');
      });

      it('adds and changes a template; one template per status, one name per template', async () => {
        const created = await t.http
          .post('/api/email-templates')
          .set(tokens.hiring)
          .send({
            name: 'Audition invitation',
            subject: 'Come scream, {firstName}',
            body: 'See you at {parkName}!',
            sendOnStatus: 'accepted',
          })
          .expect(201);
        expect(created.body).toMatchObject({ name: 'Audition invitation', sendOnStatus: 'accepted' });
        const same = await t.http
          .post('/api/email-templates')
          .set(tokens.hiring)
          .send({ name: 'Another', subject: 'x', body: 'y', sendOnStatus: 'accepted' })
          .expect(409);
        expect(same.body.code).toBe('DUPLICATE_VALUE');
        const changed = await t.http
          .put(`/api/email-templates/${created.body.id}`)
          .set(tokens.hiring)
          .send({ name: 'Audition invitation', subject: 'Auditions, {firstName}', body: 'Bring {lastName} energy', sendOnStatus: null })
          .expect(200);
        expect(changed.body).toMatchObject({ subject: 'Auditions, {firstName}', sendOnStatus: null });
        await t.http.put('/api/email-templates/999999').set(tokens.hiring).send({ name: 'x', subject: 'x', body: 'x' }).expect(404);
        const badStatus = await t.http
          .post('/api/email-templates')
          .set(tokens.hiring)
          .send({ name: 'z', subject: 'x', body: 'y', sendOnStatus: 'hired' });
        expect(badStatus.status).toBe(400);
        expect(badStatus.body.errors.sendOnStatus).toEqual(['Send on status must be one of: pending, reviewing, accepted, rejected']);
      });

      it('is for the hiring role and the owner only', async () => {
        await t.http.get('/api/email-templates').set(t.admin).expect(200);
        for (const token of [tokens.editor, tokens.boxOffice]) {
          await t.http.get('/api/email-templates').set(token).expect(403);
          await t.http.post('/api/email-templates').set(token).send({ name: 'x', subject: 'x', body: 'x' }).expect(403);
        }
      });
    });

    it('queues a template to one applicant and to a selection, keeps it while SMTP is unset, and lets staff discard it', async () => {
      const a = await apply({ firstName: 'Abe' });
      const b = await apply({ firstName: 'Bea', email: 'bea@example.com' });
      const { templates } = (await t.http.get('/api/email-templates').set(tokens.hiring)).body as {
        templates: { id: number; name: string }[];
      };
      const thanks = templates.find((x) => x.name === "Thanks, we'll be in touch")!;
      const one = await t.http
        .post(`/api/employment-applications/${a.id}/emails`)
        .set(tokens.hiring)
        .send({ templateId: thanks.id })
        .expect(200);
      expect(one.body).toEqual({ queued: 1, notFound: [] });
      const bulk = await t.http
        .post('/api/employment-applications/emails')
        .set(tokens.hiring)
        .send({ templateId: thanks.id, ids: [a.id, b.id, 999999] })
        .expect(200);
      expect(bulk.body).toEqual({ queued: 2, notFound: [999999] });
      const mails = (await timeline(a.id)).filter((e) => e.kind === 'email');
      expect(mails.map((m) => [m.text, m.mailStatus])).toEqual([
        ['We received your application, Abe', 'pending'],
        ['Your application to Haunted Park', 'pending'],
        ['Your application to Haunted Park', 'pending'],
      ]);
      const discarded = await t.http
        .post(`/api/employment-applications/${a.id}/emails/${mails[1].mailId}/discard`)
        .set(tokens.hiring)
        .expect(200);
      expect(discarded.body.status).toBe('discarded');
      const again = await t.http
        .post(`/api/employment-applications/${a.id}/emails/${mails[1].mailId}/discard`)
        .set(tokens.hiring)
        .expect(409);
      expect(again.body.code).toBe('MAIL_NOT_DISCARDABLE');
      // Another applicant's mail is not this applicant's to discard.
      await t.http.post(`/api/employment-applications/${b.id}/emails/${mails[2].mailId}/discard`).set(tokens.hiring).expect(404);
      expect((await timeline(a.id)).filter((e) => e.kind === 'email').map((m) => m.mailStatus)).toEqual([
        'pending',
        'discarded',
        'pending',
      ]);

      const invalid = await t.http
        .post('/api/employment-applications/emails')
        .set(tokens.hiring)
        .send({ templateId: thanks.id, ids: [] })
        .expect(400);
      expect(invalid.body.errors.ids).toEqual(['Choose at least one application']);
      await t.http.post(`/api/employment-applications/${a.id}/emails`).set(tokens.hiring).send({ templateId: 999999 }).expect(404);
      await t.http.post('/api/employment-applications/999999/emails').set(tokens.hiring).send({ templateId: thanks.id }).expect(404);
      await t.http.post(`/api/employment-applications/${a.id}/emails`).set(tokens.editor).send({ templateId: thanks.id }).expect(403);
    });

    it('sends what waited once SMTP is configured, exactly once, and never what was discarded', async () => {
      const smtp = await startSmtpServer();
      try {
        await t.dataSource.query('DELETE FROM mail_outbox');
        const a = await apply({ email: 'waiting@example.com' });
        const mails = (await timeline(a.id)).filter((e) => e.kind === 'email');
        await apply({ email: 'dropped@example.com' });
        const dropped = (await t.dataSource.query("SELECT id FROM mail_outbox WHERE `to` = 'dropped@example.com'")) as { id: number }[];
        await t.app
          .get(MailOutboxService)
          .discard(dropped[0].id, (await t.dataSource.query('SELECT about FROM mail_outbox WHERE id = ?', [dropped[0].id]))[0].about);
        const configured = await createApp(
          { ...t.config, smtpUrl: smtp.url, mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 3 } },
          { seed: false, logger: false },
        );
        try {
          await Promise.all([configured.get(MailOutboxService).drain(), configured.get(MailOutboxService).drain()]);
          const received = await waitFor(() => smtp.received.find((m) => m.to.includes('waiting@example.com')));
          expect(unfold(received.data)).toContain('Subject: We received your application, Ichabod');
          // The template's Markdown, as plain text and as HTML.
          expect(unfold(received.data)).toMatch(
            /Content-Type: text\/plain[^]*\*\*[^*]+\*\*[^]*Content-Type: text\/html[^]*<strong>[^<]+<\/strong>/,
          );
          // Nothing else is left to send: the discarded mail never goes.
          await waitFor(async () =>
            Number((await t.dataSource.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending'"))[0].n) === 0
              ? true
              : undefined,
          );
          expect(smtp.received.map((m) => m.to[0])).toEqual(['waiting@example.com']);
          expect((await timeline(a.id)).find((e) => e.mailId === mails[0].mailId)?.mailStatus).toBe('sent');
        } finally {
          await configured.close();
        }
      } finally {
        await smtp.close();
      }
    });
  });

  describe('with SMTP configured', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp?.close());
    const t = testAppSession(() => ({ config: { smtpUrl: smtp.url, mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 2 } } }));
    beforeAll(() => openJobPostings(t));
    const { tokens } = members(t);
    beforeAll(() =>
      t.http
        .put('/api/settings')
        .set(t.admin)
        .send(settingsBody({ parkName: 'Ravenwood Frights' }))
        .expect(200),
    );

    it('confirms a new application to the applicant and sends the template switched on for a status', async () => {
      await t.http
        .post('/api/email-templates')
        .set(tokens.hiring)
        .send({
          name: 'Welcome aboard',
          subject: '{firstName}, you are in',
          body: 'Hi {firstName} {lastName}, {position} in {region} at {parkName}.',
          sendOnStatus: 'accepted',
        })
        .expect(201);
      const { id, confirmationMail } = (
        await t.http
          .post('/api/employment-applications')
          .send(employmentApplicationBody({ email: 'crane@example.com' }))
          .expect(201)
      ).body;
      expect(confirmationMail).toBe('sending');
      const confirmation = await waitFor(() => smtp.received.find((m) => m.to.includes('crane@example.com')));
      expect(unfold(confirmation.data)).toContain('Subject: We received your application, Ichabod');
      await t.http.patch(`/api/employment-applications/${id}/status`).set(tokens.hiring).send({ status: 'accepted' }).expect(200);
      const welcome = await waitFor(() => smtp.received.find((m) => unfold(m.data).includes('Subject: Ichabod, you are in')));
      expect(welcome.to).toEqual(['crane@example.com']);
      expect(unfold(welcome.data)).toContain('Hi Ichabod Crane, Corn Maze Scarer in New York at Ravenwood Frights.');
      await waitFor(async () => {
        const entries = (await t.http.get(`/api/employment-applications/${id}/timeline`).set(tokens.hiring).expect(200))
          .body as TimelineEntry[];
        const states = entries.filter((e) => e.kind === 'email').map((e) => e.mailStatus);
        return states.join() === 'sent,sent' ? states : undefined;
      });
    });

    const mailWithSubject = (subject: string) =>
      waitFor(async () => {
        for (const mail of smtp.received) {
          const read = await readMail(mail);
          if (read.subject === subject) return read;
        }
        return undefined;
      });

    it('writes to an applicant who applied in Spanish in Spanish: the shipped confirmation, and a template staff translated', async () => {
      const template = {
        name: 'In review',
        subject: 'We are reading yours, {firstName}',
        body: 'Hi {firstName}: {position} in {region}.',
        sendOnStatus: 'reviewing',
        translations: { es: { subject: 'Estamos leyendo la tuya, {firstName}', body: 'Hola, {firstName}: {position} en {region}.' } },
      };
      const created = await t.http.post('/api/email-templates').set(tokens.hiring).send(template).expect(201);
      expect(created.body.translations).toEqual(template.translations);
      const { id } = (
        await t.http
          .post('/api/employment-applications')
          .send(employmentApplicationBody({ email: 'lucia@example.com', firstName: 'Lucía', language: 'es' }))
          .expect(201)
      ).body;
      const confirmation = await readMail(await waitFor(() => smtp.received.find((m) => m.to.includes('lucia@example.com'))));
      expect(confirmation.subject).toBe('Recibimos tu solicitud, Lucía');
      expect(confirmation.text).toContain(
        'Gracias por postularte en Ravenwood Frights para **Asustador del laberinto de maíz** en New York.',
      );
      const staffMail = await mailWithSubject('New employment application: Lucía Crane (Sinister Actor)');
      expect(staffMail.text).toContain('Region: New York\nLanguage: Spanish\n');
      // Staff read it in the list and alone, to write to the applicant in Spanish; the applicant's own answer leaves it out.
      const staffRead = await t.http.get(`/api/employment-applications/${id}`).set(tokens.hiring).expect(200);
      expect(staffRead.body.language).toBe('es');
      const staffList = await t.http
        .get('/api/employment-applications')
        .query({ search: 'lucia@example.com' })
        .set(tokens.hiring)
        .expect(200);
      expect(staffList.body.items).toEqual([expect.objectContaining({ id, language: 'es' })]);

      await t.http.patch(`/api/employment-applications/${id}/status`).set(tokens.hiring).send({ status: 'reviewing' }).expect(200);
      const reviewing = await mailWithSubject('Estamos leyendo la tuya, Lucía');
      expect(reviewing.text).toBe('Hola, Lucía: Asustador del laberinto de maíz en New York.');

      // A replace that leaves the translations out keeps them; null removes a language.
      const replaced = await t.http
        .put(`/api/email-templates/${created.body.id}`)
        .set(tokens.hiring)
        .send({ ...template, translations: undefined, sendOnStatus: null })
        .expect(200);
      expect(replaced.body.translations).toEqual(template.translations);
      const removed = await t.http
        .put(`/api/email-templates/${created.body.id}`)
        .set(tokens.hiring)
        .send({ ...template, translations: { es: null }, sendOnStatus: null })
        .expect(200);
      expect(removed.body.translations).toEqual({});
    });

    it('shows a mail the server refused as failed, with its reason', async () => {
      const { id } = (
        await t.http
          .post('/api/employment-applications')
          .send(employmentApplicationBody({ email: 'reject@example.com' }))
          .expect(201)
      ).body;
      const failed = await waitFor(async () => {
        const entries = (await t.http.get(`/api/employment-applications/${id}/timeline`).set(tokens.hiring)).body as TimelineEntry[];
        return entries.find((e) => e.kind === 'email' && e.mailStatus === 'failed');
      });
      expect(failed.mailError).toMatch(/Mailbox unavailable/);
    });
  });
});
