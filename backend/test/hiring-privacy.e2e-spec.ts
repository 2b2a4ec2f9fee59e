import { ApplicantPrivacy } from '../src/employment/applicant-privacy';
import { employmentApplicationBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';
import { openJobPostings } from './support/job-postings';

describe('applicant privacy: export, erase, retention', () => {
  const t = testAppSession({ config: { smtpUrl: undefined } });
  beforeAll(() => openJobPostings(t));
  let hiring: { Authorization: string };
  let editor: { Authorization: string };
  beforeAll(async () => {
    hiring = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'hiring')).id));
    editor = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'editor')).id));
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

  const count = async (sql: string, ...params: unknown[]) => Number((await t.dataSource.query(sql, params))[0].n);
  /** An application with a note, a status change, a discarded e-mail and a queued one: something in every table. */
  const busyApplication = async (email = 'erase.me@example.com') => {
    const { id } = (await t.http.post('/api/employment-applications').send(employmentApplicationBody({ email })).expect(201)).body;
    await t.http
      .post(`/api/employment-applications/${id}/notes`)
      .set(hiring)
      .send({ text: `Private opinion on ${email}` })
      .expect(201);
    await t.http.patch(`/api/employment-applications/${id}/status`).set(hiring).send({ status: 'reviewing' }).expect(200);
    const templates = (await t.http.get('/api/email-templates').set(hiring)).body.templates as { id: number }[];
    await t.http.post(`/api/employment-applications/${id}/emails`).set(hiring).send({ templateId: templates[0].id }).expect(200);
    const [mail] = (await t.dataSource.query('SELECT id FROM mail_outbox WHERE about = ? ORDER BY id DESC', [`Applicant ${id}`])) as {
      id: number;
    }[];
    await t.http.post(`/api/employment-applications/${id}/emails/${mail.id}/discard`).set(hiring).expect(200);
    return id as number;
  };
  const traces = async (id: number) => ({
    applications: await count('SELECT COUNT(*) AS n FROM employment_applications WHERE id = ?', id),
    notes: await count('SELECT COUNT(*) AS n FROM employment_application_notes WHERE applicationId = ?', id),
    events: await count('SELECT COUNT(*) AS n FROM employment_application_events WHERE applicationId = ?', id),
    mails: await count('SELECT COUNT(*) AS n FROM mail_outbox WHERE about IN (?, ?)', `Applicant ${id}`, `EmploymentApplication ${id}`),
    mailsTo: await count("SELECT COUNT(*) AS n FROM mail_outbox WHERE `to` = 'erase.me@example.com'"),
  });

  it('exports everything about the applicant as one JSON file', async () => {
    const id = await busyApplication('export.me@example.com');
    // Sent from a Spanish page: the export says so, as staff's screens do.
    await t.dataSource.query("UPDATE employment_applications SET language = 'es' WHERE id = ?", [id]);
    const res = await t.http.get(`/api/employment-applications/${id}/export`).set(hiring).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="application.json"');
    expect(res.body.application).toMatchObject({ id, email: 'export.me@example.com', status: 'reviewing', language: 'es' });
    expect(res.body.application.season).toEqual(expect.any(Number));
    expect(res.body.notes.map((n: { text: string }) => n.text)).toEqual(['Private opinion on export.me@example.com']);
    expect(res.body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'email', 'note', 'status', 'email']);
    expect(res.body.emails).toEqual([
      expect.objectContaining({ to: 'export.me@example.com', subject: 'We received your application, Ichabod', status: 'pending' }),
      expect.objectContaining({ to: 'export.me@example.com', status: 'discarded' }),
    ]);
    await t.http.get('/api/employment-applications/999999/export').set(hiring).expect(404);
    await t.http.get(`/api/employment-applications/${id}/export`).set(editor).expect(403);
  });

  it('erases an application and everything about it; the audit log keeps only that it was erased', async () => {
    const id = await busyApplication();
    const other = await busyApplication('keep.me@example.com');
    expect(await traces(id)).toEqual({ applications: 1, notes: 1, events: 1, mails: 2, mailsTo: 2 });
    const mailIds = ((await t.dataSource.query('SELECT id FROM mail_outbox WHERE about = ?', [`Applicant ${id}`])) as { id: number }[]).map(
      (m) => String(m.id),
    );
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE recordType = 'employment-application' AND recordId = ?", String(id)),
    ).toBeGreaterThan(0);

    await t.http.delete(`/api/employment-applications/${id}`).set(editor).expect(403);
    await t.http.delete(`/api/employment-applications/${id}`).set(hiring).expect(204);

    expect(await traces(id)).toEqual({ applications: 0, notes: 0, events: 0, mails: 0, mailsTo: 0 });
    const audit = (await t.dataSource.query('SELECT action, recordType, recordId, label, changes, actorUsername FROM audit_log')) as Record<
      string,
      unknown
    >[];
    expect(JSON.stringify(audit)).not.toMatch(/erase\.me/);
    expect(audit.filter((e) => e.recordType === 'outbox-mail' && mailIds.includes(String(e.recordId)))).toEqual([]);
    expect(JSON.stringify(audit)).toContain('Private opinion on keep.me@example.com');
    expect(audit.filter((e) => e.recordType === 'employment-application' && e.recordId === String(id))).toEqual([
      {
        action: 'erase',
        recordType: 'employment-application',
        recordId: String(id),
        label: null,
        changes: null,
        actorUsername: expect.stringMatching(/^hiring/),
      },
    ]);
    await t.http.get(`/api/employment-applications/${id}`).set(hiring).expect(404);
    await t.http.delete(`/api/employment-applications/${id}`).set(hiring).expect(404);
    // The other applicant keeps everything.
    expect((await traces(other)).notes).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE recordType = 'application-note'")).toBeGreaterThan(0);
  });

  describe('retention', () => {
    it('reads and saves the retention period, 24 months by default, within 1 to 120', async () => {
      const res = await t.http.get('/api/hiring-settings').set(hiring).expect(200);
      expect(res.body).toEqual({ retentionMonths: 24, hiringDayStartsAt: null, hiringDayEndsAt: null, hiringDayNow: false });
      const bad = await t.http.put('/api/hiring-settings').set(hiring).send({ retentionMonths: 0 }).expect(400);
      expect(bad.body.errors.retentionMonths).toEqual(['Retention must be a whole number of months from 1 to 120']);
      await t.http.put('/api/hiring-settings').set(editor).send({ retentionMonths: 12 }).expect(403);
      const saved = await t.http.put('/api/hiring-settings').set(hiring).send({ retentionMonths: 12 }).expect(200);
      expect(saved.body.retentionMonths).toBe(12);
      await t.http.put('/api/hiring-settings').set(hiring).send({ retentionMonths: 24 }).expect(200);
    });

    it('refuses a hiring day start that is not a date and time (the window rules: service spec)', async () => {
      const res = await t.http
        .put('/api/hiring-settings')
        .set(t.admin)
        .send({ retentionMonths: 24, hiringDayStartsAt: 'tomorrow', hiringDayEndsAt: new Date(Date.now() + 3_600_000).toISOString() })
        .expect(400);
      expect(res.body.errors.hiringDayStartsAt).toEqual(['Hiring day start must be a date and time (ISO 8601)']);
    });

    it('erases, once a day, the applications whose last activity is older than the retention period', async () => {
      const old = await busyApplication('old@example.com');
      const recent = await busyApplication('recent@example.com');
      const now = new Date();
      const monthsAgo = (months: number, days = 0) => {
        const at = new Date(now);
        at.setUTCMonth(at.getUTCMonth() - months);
        at.setUTCDate(at.getUTCDate() - days);
        return at;
      };
      const setActivity = (id: number, at: Date) =>
        t.dataSource.createQueryBuilder().update('employment_applications').set({ lastActivityAt: at }).where('id = :id', { id }).execute();
      await setActivity(old, monthsAgo(24, 1));
      await setActivity(recent, monthsAgo(23));
      await t.dataSource.query("DELETE FROM scheduled_jobs WHERE name = 'erase-expired-applications'");
      const privacy = t.app.get(ApplicantPrivacy);
      expect(await privacy.eraseExpiredIfDue(now)).toBe(1);
      expect(await privacy.eraseExpiredIfDue(now)).toBeUndefined();
      expect((await traces(old)).applications).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM employment_application_notes WHERE applicationId = ?', old)).toBe(0);
      expect((await traces(recent)).applications).toBe(1);
      const erased = (await t.dataSource.query("SELECT actorUsername FROM audit_log WHERE action = 'erase' AND recordId = ?", [
        String(old),
      ])) as {
        actorUsername: string | null;
      }[];
      expect(erased).toEqual([{ actorUsername: null }]);
    });

    it('a note or an e-mail starts the retention period again', async () => {
      const noted = await busyApplication('noted@example.com');
      const mailed = await busyApplication('mailed@example.com');
      const longAgo = new Date('2001-01-01T00:00:00Z');
      await t.dataSource
        .createQueryBuilder()
        .update('employment_applications')
        .set({ lastActivityAt: longAgo })
        .where('id IN (:...ids)', { ids: [noted, mailed] })
        .execute();
      await t.http.post(`/api/employment-applications/${noted}/notes`).set(hiring).send({ text: 'Still interested' }).expect(201);
      const templates = (await t.http.get('/api/email-templates').set(hiring)).body.templates as { id: number }[];
      await t.http.post(`/api/employment-applications/${mailed}/emails`).set(hiring).send({ templateId: templates[0].id }).expect(200);
      expect(await t.app.get(ApplicantPrivacy).eraseExpired()).toBe(0);
    });
  });
});
