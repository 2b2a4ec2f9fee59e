import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, createdAt, id, updatedAt, varchar } from './column-helpers';

/** Staff's campaign links (/go/{slug}), and whether the ticketing site's address takes the visit's campaign. */
export class CampaignLinks1764990000002 implements MigrationInterface {
  name = 'CampaignLinks1764990000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'campaign_links',
        columns: [
          id(),
          varchar('slug', 60),
          varchar('targetPath', 300),
          varchar('campaign', 100),
          varchar('source', 100),
          varchar('medium', 100, { default: "''" }),
          createdAt(qr),
          updatedAt(qr),
        ],
        indices: [new TableIndex({ name: 'UQ_campaign_links_slug', columnNames: ['slug'], isUnique: true })],
      }),
    );
    await qr.addColumn('site_settings', new TableColumn(bool('ticketingTakesCampaign', false)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('site_settings', 'ticketingTakesCampaign');
    await qr.dropTable('campaign_links');
  }
}
