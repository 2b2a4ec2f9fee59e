import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text } from './column-helpers';

/** The content staff write in English that gets a translation beside it. */
const TRANSLATED_TABLES = ['faq_entries', 'attractions', 'ticket_types', 'job_postings', 'regions', 'legal_pages'];

/** The translations column on `table`, every row without any. */
export async function addTranslations(qr: QueryRunner, table: string): Promise<void> {
  await qr.addColumn(table, new TableColumn(text('translations', { isNullable: true })));
  await qr.query(`UPDATE ${table} SET translations = '{}'`);
  await qr.changeColumn(table, 'translations', new TableColumn(text('translations')));
}

/**
 * Translations of staff's content, per record: `{ "es": { "question": "…" } }` (none yet: every visitor reads the
 * English, as before). Down drops the columns.
 */
export class ContentTranslations1765050000002 implements MigrationInterface {
  name = 'ContentTranslations1765050000002';

  async up(qr: QueryRunner): Promise<void> {
    for (const table of TRANSLATED_TABLES) await addTranslations(qr, table);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of TRANSLATED_TABLES) await qr.dropColumn(table, 'translations');
  }
}
