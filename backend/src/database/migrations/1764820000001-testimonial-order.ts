import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int } from './column-helpers';

/** Staff put testimonials in the order they want (drag-and-drop in the admin); until then, newest first. */
export class TestimonialOrder1764820000001 implements MigrationInterface {
  name = 'TestimonialOrder1764820000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('testimonials', new TableColumn(int('sortOrder', { default: 0 })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('testimonials', 'sortOrder');
  }
}
