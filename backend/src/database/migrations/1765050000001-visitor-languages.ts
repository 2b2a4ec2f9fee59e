import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { TEMPLATES } from './1764700000001-applicant-notes-and-mail';
import { AUDITION_INVITATION } from './1764970000001-audition-invitation-template';
import { text, varchar } from './column-helpers';

/** What a visitor sent from a page in: the mails to them (and the staff mail's note of it) follow it. */
const VISITOR_TABLES = ['subscribers', 'employment_applications', 'contact_submissions', 'group_bookings'];

/** Mails staff write once for visitors of several languages: their other languages beside the English. */
const TRANSLATED_MAIL_TABLES = ['email_templates', 'announcements'];

const SIGNATURE = 'El equipo de contratación de {parkName}';

/** The Spanish of the applicant templates the app ships, by their English subject and body. Frozen, like any migration. */
export const SHIPPED_TEMPLATES_IN_SPANISH: { english: { subject: string; body: string }; es: { subject: string; body: string } }[] = [
  {
    english: TEMPLATES[0],
    es: {
      subject: 'Recibimos tu solicitud, {firstName}',
      body: [
        'Hola, {firstName}:',
        '',
        'Gracias por postularte en {parkName} para **{position}** en {region}. Leemos cada solicitud y te escribiremos pronto.',
        '',
        SIGNATURE,
      ].join('\n'),
    },
  },
  {
    english: TEMPLATES[1],
    es: {
      subject: 'Tu solicitud en {parkName}',
      body: [
        'Hola, {firstName}:',
        '',
        'Estamos revisando tu solicitud para {position} en {region} y te escribiremos pronto.',
        '',
        SIGNATURE,
      ].join('\n'),
    },
  },
  {
    english: TEMPLATES[2],
    es: {
      subject: 'Tu solicitud en {parkName}',
      body: [
        'Hola, {firstName}:',
        '',
        'Gracias por tu interés en {parkName}. Esta temporada no podremos ofrecerte un puesto, y esperamos saber de ti el año que viene.',
        '',
        SIGNATURE,
      ].join('\n'),
    },
  },
  {
    english: AUDITION_INVITATION,
    es: {
      subject: 'Tu audición en {parkName}, {firstName}',
      body: [
        'Hola, {firstName}:',
        '',
        'Gracias por postularte en {parkName} para **{position}** en {region}. Nos gustaría conocerte en una audición.',
        '',
        '[Elige el horario de tu audición]({auditionLink})',
        '',
        'El enlace es solo tuyo: muestra las sesiones con lugares libres y te deja cambiar o cancelar tu reserva hasta 24 horas antes.',
        '',
        SIGNATURE,
      ].join('\n'),
    },
  },
];

/**
 * The language of each visitor's submission (everything before spoke English), and the translations of applicant
 * templates and announcements: none, but the templates the app shipped get their Spanish where staff have not changed
 * them (a park's own words are not translated for it). Down drops the columns.
 */
export class VisitorLanguages1765050000001 implements MigrationInterface {
  name = 'VisitorLanguages1765050000001';

  async up(qr: QueryRunner): Promise<void> {
    for (const table of VISITOR_TABLES) await qr.addColumn(table, new TableColumn(varchar('language', 5, { default: "'en'" })));
    for (const table of TRANSLATED_MAIL_TABLES) {
      await qr.addColumn(table, new TableColumn(text('translations', { isNullable: true })));
      await qr.query(`UPDATE ${table} SET translations = '{}'`);
      await qr.changeColumn(table, 'translations', new TableColumn(text('translations')));
    }
    for (const { english, es } of SHIPPED_TEMPLATES_IN_SPANISH)
      await qr.query('UPDATE email_templates SET translations = ? WHERE subject = ? AND body = ?', [
        JSON.stringify({ es }),
        english.subject,
        english.body,
      ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of TRANSLATED_MAIL_TABLES) await qr.dropColumn(table, 'translations');
    for (const table of VISITOR_TABLES) await qr.dropColumn(table, 'language');
  }
}
