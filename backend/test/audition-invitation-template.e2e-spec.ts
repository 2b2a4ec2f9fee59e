import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source';
import { AUDITION_INVITATION } from '../src/database/migrations/1764970000001-audition-invitation-template';
import { EmploymentApplication } from '../src/employment/entities/employment-application.entity';
import { employmentApplicationBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';
import { createTestDatabase, databaseBefore, type TestDatabase } from './support/test-database';

const MIGRATION = 'AuditionInvitationTemplate1764970000001';

describe("the shipped 'Invitation to audition' template", () => {
  describe('a new install', () => {
    const t = testAppSession({ config: { smtpUrl: undefined } });

    it('has it, and sending it mails the applicant their own audition link, with nothing written first', async () => {
      const hiring = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'hiring')).id));
      const { templates } = (await t.http.get('/api/email-templates').set(hiring).expect(200)).body as {
        templates: { id: number; name: string; body: string; sendOnStatus: string | null }[];
      };
      const invitation = templates.find((template) => template.name === 'Invitation to audition');
      expect(invitation).toMatchObject({ sendOnStatus: null, body: expect.stringContaining('({auditionLink})') });

      const application = await t.dataSource.getRepository(EmploymentApplication).save({
        ...employmentApplicationBody({ email: 'wednesday@example.com' }),
        positionType: 'actor',
        season: 2026,
      } as EmploymentApplication);
      await t.http
        .post(`/api/employment-applications/${application.id}/emails`)
        .set(hiring)
        .send({ templateId: invitation!.id })
        .expect(200);
      const [mail] = (await t.dataSource.query('SELECT subject, text FROM mail_outbox WHERE `to` = ?', ['wednesday@example.com'])) as {
        subject: string;
        text: string;
      }[];
      expect(mail.subject).toMatch(/^Your audition at .+, Ichabod$/);
      expect(mail.text).toMatch(/\/auditions\/[\w-]{20,}/);
      expect(mail.text).not.toContain('{');
    });
  });

  describe('an install made before it shipped', () => {
    let before: TestDatabase;
    let db: TestDatabase;
    let dataSource: DataSource;

    beforeAll(async () => {
      before = await databaseBefore(MIGRATION);
    });

    afterAll(() => before?.drop());

    beforeEach(async () => {
      db = await createTestDatabase({ from: before });
      dataSource = createDataSource(db.config);
      await dataSource.initialize();
    });

    afterEach(async () => {
      await dataSource?.destroy();
      await db?.drop();
    });

    const invitations = async () =>
      (await dataSource.query('SELECT subject, body FROM email_templates WHERE name = ?', [AUDITION_INVITATION.name])) as {
        subject: string;
        body: string;
      }[];

    it('gets it when migrated, and loses it again when the migration is undone', async () => {
      expect(await invitations()).toEqual([]);
      await dataSource.runMigrations();
      expect(await invitations()).toEqual([{ subject: AUDITION_INVITATION.subject, body: AUDITION_INVITATION.body }]);
      while ((await dataSource.query('SELECT name FROM migrations WHERE name = ?', [MIGRATION])).length)
        await dataSource.undoLastMigration();
      expect(await invitations()).toEqual([]);
    });

    it("keeps the park's own template of that name as it is, also when the migration is undone", async () => {
      await dataSource.query('INSERT INTO email_templates (name, subject, body) VALUES (?, ?, ?)', [
        AUDITION_INVITATION.name,
        'Audition time',
        'Book here: {auditionLink}',
      ]);
      await dataSource.runMigrations();
      expect(await invitations()).toEqual([{ subject: 'Audition time', body: 'Book here: {auditionLink}' }]);
      while ((await dataSource.query('SELECT name FROM migrations WHERE name = ?', [MIGRATION])).length)
        await dataSource.undoLastMigration();
      expect(await invitations()).toEqual([{ subject: 'Audition time', body: 'Book here: {auditionLink}' }]);
    });
  });
});
