import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text, varchar } from './column-helpers';

/**
 * What the frontend held for the two regions the site started with (lib/regions.ts), as it stood at this migration.
 * Frozen, like any migration.
 */
const STARTING_REGION_FACTS: Record<string, Record<string, string | null>> = {
  'new-york': {
    area: 'Western New York',
    stateCode: 'NY',
    employmentLocation: 'New York - Western NY Location',
    firstCrewLine: null,
    icon: 'farm',
    heroImage: '/images/fallback/ny-hero.webp',
    homeVideo: 'ny-home',
    comingSoonFeatures: null,
  },
  florida: {
    area: 'South Florida',
    stateCode: 'FL',
    employmentLocation: 'Florida - Central FL Location',
    firstCrewLine: 'We are building our first Florida crew. Apply now to be part of the opening season of tropical terror.',
    icon: 'beach',
    heroImage: '/images/fallback/fl-hero.webp',
    homeVideo: 'fl-home',
    comingSoonFeatures: JSON.stringify([
      {
        title: 'Tropical Terror',
        text: 'Swamps, mangroves and humid midnight air: the scares of the South, where something always moves beneath the water.',
        icon: 'park',
      },
      {
        title: 'Haunted Attractions',
        text: 'Trails, mazes and a haunted house built for Florida nights, with the same actors and craft that made New York scream.',
        icon: 'nightlife',
      },
      {
        title: 'Dark Legends',
        text: 'The ghost stories, true crimes and mysteries of South Florida, told the way only we can tell them.',
        icon: 'stories',
      },
    ]),
  },
};

const AREA = (nullable: boolean) => varchar('area', 80, { isNullable: nullable });

/**
 * The facts of a region the frontend held in code become columns staff edit: the area its copy names, its state's code,
 * its name on the employment form, its first-crew line, its landing icon, its hero picture and video, and the cards of
 * what its coming-soon home promises. The two starting regions get the values they showed; a region staff added gets
 * its name as its area and nothing else, as it showed. Down drops the columns (the frontend held them).
 */
export class RegionFacts1765030000001 implements MigrationInterface {
  name = 'RegionFacts1765030000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('regions', [
      new TableColumn(AREA(true)),
      new TableColumn(varchar('stateCode', 3, { isNullable: true })),
      new TableColumn(varchar('employmentLocation', 80, { isNullable: true })),
      new TableColumn(varchar('firstCrewLine', 300, { isNullable: true })),
      new TableColumn(varchar('icon', 20, { isNullable: true })),
      new TableColumn(varchar('heroImage', 500, { isNullable: true })),
      new TableColumn(varchar('homeVideo', 30, { isNullable: true })),
      new TableColumn(text('comingSoonFeatures', { isNullable: true })),
    ]);
    const regions = await qr.manager
      .createQueryBuilder()
      .select('*')
      .from('regions', 'regions')
      .getRawMany<{ key: string; name: string }>();
    const escape = (column: string) => qr.connection.driver.escape(column);
    // Plain statements: a query builder on the entity's table would encode the cards' JSON a second time.
    for (const region of regions) {
      const facts = STARTING_REGION_FACTS[region.key] ?? { area: region.name };
      const columns = Object.keys(facts).map((column) => `${escape(column)} = ?`);
      await qr.query(`UPDATE regions SET ${columns.join(', ')} WHERE ${escape('key')} = ?`, [...Object.values(facts), region.key]);
    }
    await qr.changeColumn('regions', 'area', new TableColumn(AREA(false)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumns('regions', [
      'area',
      'stateCode',
      'employmentLocation',
      'firstCrewLine',
      'icon',
      'heroImage',
      'homeVideo',
      'comingSoonFeatures',
    ]);
  }
}
