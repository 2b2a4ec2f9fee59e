import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, createdAt, id, insertRow, int, text, updatedAt, varchar } from './column-helpers';

/**
 * The jobs the employment page offered as fixed position types, as of this migration: their names and positions.
 * Frozen, like any migration.
 */
const SHIPPED_JOBS = [
  {
    positionType: 'actor',
    title: 'Sinister Actor',
    positions: ['Scene/Walking Trail Actor', 'Corn Maze Scarer', 'Property Scarer', 'Tour Guide'],
  },
  {
    positionType: 'operations',
    title: 'Operations Crew',
    positions: ['Line Attendant', 'Parking Attendant', 'Store Clerk', 'Ticket Booth', 'Tractor Driver', 'Property Maintenance'],
  },
  {
    positionType: 'entertainment',
    title: 'Entertainment Acts',
    positions: ['Dance Performer', 'Fire Breather', 'Sword Swallower', 'Contortionist', 'Magician', 'Other Performance Artist'],
  },
] as const;

const description = (job: (typeof SHIPPED_JOBS)[number]) =>
  [
    `${job.title}: a seasonal job on the haunt's operating nights in the fall. All positions are seasonal (September - November).`,
    '',
    'Positions:',
    '',
    ...job.positions.map((position) => `- ${position}`),
  ].join('\n');

/**
 * Job postings hiring staff write per region (title, type, description, pay, nights or dates, open or closed), and the
 * posting each application names. Each region gets the three postings the fixed position types described, and every
 * existing application names its region's posting of its type. On a park already in service (its settings exist) they
 * are open, so it keeps hiring as before; a brand-new database (the first start writes the settings after migrating)
 * gets them closed, for staff to review, and the demo seed opens them.
 */
export class JobPostings1764960000001 implements MigrationInterface {
  name = 'JobPostings1764960000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'job_postings',
        columns: [
          id(),
          varchar('region', 20),
          bool('active', true),
          varchar('title', 100),
          varchar('positionType', 20),
          text('description'),
          int('payFromCents', { isNullable: true }),
          int('payToCents', { isNullable: true }),
          varchar('payUnit', 10, { default: "'hour'" }),
          varchar('schedule', 200, { isNullable: true }),
          varchar('startDate', 10, { isNullable: true }),
          varchar('endDate', 10, { isNullable: true }),
          int('sortOrder', { default: 0 }),
          createdAt(qr),
          updatedAt(qr),
        ],
      }),
    );
    await qr.createIndex('job_postings', new TableIndex({ name: 'IDX_job_postings_region_active', columnNames: ['region', 'active'] }));

    const inService = Number((await qr.query('SELECT COUNT(*) AS n FROM site_settings'))[0].n) > 0;
    const rows = ['new-york', 'florida'].flatMap((region) =>
      SHIPPED_JOBS.map((job, index) => ({
        region,
        active: inService,
        title: job.title,
        positionType: job.positionType,
        description: description(job),
        sortOrder: (index + 1) * 10,
      })),
    );
    for (const row of rows) await insertRow(qr, 'job_postings', row);

    await qr.addColumns('employment_applications', [
      new TableColumn(int('jobPostingId', { isNullable: true })),
      new TableColumn(varchar('jobTitle', 100, { isNullable: true })),
    ]);
    await qr.createIndex(
      'employment_applications',
      new TableIndex({ name: 'IDX_employment_applications_job_posting', columnNames: ['jobPostingId'] }),
    );
    const posting = (column: string) =>
      `(SELECT p.${column} FROM job_postings p WHERE p.region = employment_applications.region ` +
      'AND p.positionType = employment_applications.positionType)';
    await qr.query(`UPDATE employment_applications SET jobPostingId = ${posting('id')}, jobTitle = ${posting('title')}`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('employment_applications', 'IDX_employment_applications_job_posting');
    await qr.dropColumn('employment_applications', 'jobTitle');
    await qr.dropColumn('employment_applications', 'jobPostingId');
    await qr.dropTable('job_postings');
  }
}
