import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdAt, id, insertRow, int, text, updatedAt, varchar } from './column-helpers';

export const TEMPLATES = [
  {
    name: 'Application received',
    subject: 'We received your application, {firstName}',
    body: [
      'Hi {firstName},',
      '',
      'Thank you for applying to {parkName} for **{position}** in {region}. We read every application and will be in touch.',
      '',
      'The {parkName} hiring team',
    ].join('\n'),
    sendOnStatus: 'pending',
  },
  {
    name: "Thanks, we'll be in touch",
    subject: 'Your application to {parkName}',
    body: [
      'Hi {firstName},',
      '',
      'We are reviewing your application for {position} in {region} and will be in touch soon.',
      '',
      'The {parkName} hiring team',
    ].join('\n'),
    sendOnStatus: null,
  },
  {
    name: 'Not this season',
    subject: 'Your application to {parkName}',
    body: [
      'Hi {firstName},',
      '',
      'Thank you for your interest in {parkName}. We will not be able to offer you a place this season, and we hope to hear from you next year.',
      '',
      'The {parkName} hiring team',
    ].join('\n'),
    sendOnStatus: null,
  },
];

/** Applicant pages: hiring members' notes, status changes for the timeline, and e-mail templates for applicants. */
export class ApplicantNotesAndMail1764700000001 implements MigrationInterface {
  name = 'ApplicantNotesAndMail1764700000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'employment_application_notes',
        columns: [
          id(),
          int('applicationId'),
          int('authorId', { isNullable: true }),
          varchar('authorUsername', 100),
          text('text'),
          createdAt(qr),
          updatedAt(qr),
        ],
        indices: [{ name: 'IDX_employment_application_notes_application', columnNames: ['applicationId', 'createdAt'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'employment_application_events',
        columns: [
          id(),
          int('applicationId'),
          varchar('kind', 20),
          varchar('actorUsername', 100, { isNullable: true }),
          varchar('fromStatus', 20, { isNullable: true }),
          varchar('toStatus', 20, { isNullable: true }),
          createdAt(qr),
        ],
        indices: [{ name: 'IDX_employment_application_events_application', columnNames: ['applicationId', 'createdAt'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'email_templates',
        columns: [
          id(),
          varchar('name', 100),
          varchar('subject', 200),
          text('body'),
          varchar('sendOnStatus', 20, { isNullable: true }),
          createdAt(qr),
          updatedAt(qr),
        ],
        indices: [
          { name: 'UQ_email_templates_name', columnNames: ['name'], isUnique: true },
          { name: 'UQ_email_templates_send_on_status', columnNames: ['sendOnStatus'], isUnique: true },
        ],
      }),
    );
    for (const template of TEMPLATES) await insertRow(qr, 'email_templates', template);
    await qr.createIndex('mail_outbox', new TableIndex({ name: 'IDX_mail_outbox_about', columnNames: ['about'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('mail_outbox', 'IDX_mail_outbox_about');
    await qr.dropTable('email_templates');
    await qr.dropTable('employment_application_events');
    await qr.dropTable('employment_application_notes');
  }
}
