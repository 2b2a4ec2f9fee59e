import type { MigrationInterface, QueryRunner } from 'typeorm';
import { hasDemoContent } from './1764950000001-no-invented-facts';

/** The lines the first start used to give every install's regions, demo content or not. Frozen, like any migration. */
const SHIPPED_LINES = {
  'new-york': {
    heroTitle: 'THE #1 HAUNTED ATTRACTION',
    heroLine: "Buffalo NY's most terrifying haunted hayride & attractions",
    cardLine: "Buffalo's most terrifying haunted hayride",
    cardLocation: 'Located in Clarence, NY',
  },
  florida: { cardLocation: 'South Florida Location' },
} as const;

/** What stands in their place on a park without the demo content: its region's name, and nothing for the rest. */
const PLAIN_LINES = {
  'new-york': { heroTitle: 'New York Nightmares', heroLine: '', cardLine: '', cardLocation: '' },
  florida: { cardLocation: '' },
} as const;

/**
 * A park's site states no fact it did not give (as 1764950000001 did for the contact details and the FAQ): on an
 * install without the demo content, each region line that still holds the demo park's (a "#1" claim, Buffalo, Clarence,
 * a location) is replaced by the plain one; the site leaves out an empty line. A line staff changed stays as it is.
 */
export class NoInventedRegionCopy1764980000001 implements MigrationInterface {
  name = 'NoInventedRegionCopy1764980000001';

  async up(qr: QueryRunner): Promise<void> {
    if (await hasDemoContent(qr)) return;
    for (const [region, lines] of Object.entries(SHIPPED_LINES)) {
      for (const [column, shipped] of Object.entries(lines)) {
        await qr.manager
          .createQueryBuilder()
          .update('region_copy')
          .set({ [column]: PLAIN_LINES[region as keyof typeof PLAIN_LINES][column as keyof typeof lines] })
          .where(`region = :region AND ${qr.connection.driver.escape(column)} = :shipped`, { region, shipped })
          .execute();
      }
    }
  }

  async down(): Promise<void> {
    // The replaced lines were never the park's; nothing to put back.
  }
}
