import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertRow } from './column-helpers';

/** The template as shipped. Frozen, like any migration: staff change their copy in the admin. */
export const AUDITION_INVITATION = {
  name: 'Invitation to audition',
  subject: 'Your audition at {parkName}, {firstName}',
  body: [
    'Hi {firstName},',
    '',
    'Thank you for applying to {parkName} for **{position}** in {region}. We would like to meet you at an audition.',
    '',
    '[Choose your audition time]({auditionLink})',
    '',
    'The link is yours alone: it shows the sessions with a free place, and lets you move or cancel your booking up to 24 hours before it.',
    '',
    'The {parkName} hiring team',
  ].join('\n'),
  sendOnStatus: null,
};

/**
 * Booking auditions starts from a template with {auditionLink}, and none was shipped: staff had to write one first.
 * Every install, new or existing, gets 'Invitation to audition' unless a template of that name is already there (then
 * the park's own stays as it is).
 */
export class AuditionInvitationTemplate1764970000001 implements MigrationInterface {
  name = 'AuditionInvitationTemplate1764970000001';

  async up(qr: QueryRunner): Promise<void> {
    const [{ count }] = (await qr.query('SELECT COUNT(*) AS count FROM email_templates WHERE name = ?', [AUDITION_INVITATION.name])) as {
      count: number | string;
    }[];
    if (Number(count) === 0) await insertRow(qr, 'email_templates', AUDITION_INVITATION);
  }

  async down(qr: QueryRunner): Promise<void> {
    // Only the template as shipped: one staff have changed is theirs.
    await qr.query('DELETE FROM email_templates WHERE name = ? AND subject = ? AND body = ?', [
      AUDITION_INVITATION.name,
      AUDITION_INVITATION.subject,
      AUDITION_INVITATION.body,
    ]);
  }
}
