import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { insertRow, int, text, updatedAt, varchar } from './column-helpers';

/** The two regions every install had while regions were code, in their order. Frozen, like any migration. */
const STARTING_REGIONS = [
  { key: 'new-york', name: 'New York', address: 'newYorkAddress', timeZone: 'newYorkTimeZone' },
  { key: 'florida', name: 'Florida', address: 'floridaAddress', timeZone: 'floridaTimeZone' },
] as const;

const DEFAULT_TIME_ZONE = 'America/New_York';

/** The copy a region never saved showed (RegionsService computed it on each read), as it stood at this migration. */
function unsavedCopy(key: (typeof STARTING_REGIONS)[number]['key'], today: string) {
  if (key === 'florida') {
    return {
      status: 'coming-soon',
      openingLine: 'Opening Date TBD',
      heroTitle: 'Florida Nightmares',
      heroLine: 'Southern nightmares and tropical terror await',
      cardLine: 'Southern nightmares and tropical terror await',
      cardLocation: '',
    };
  }
  const year = Number(today.slice(0, 4));
  const seasonYear = today < `${year}-09-01` ? year : year + 1;
  return {
    status: 'open',
    openingLine: `Opening September ${seasonYear}`,
    heroTitle: 'New York Nightmares',
    heroLine: '',
    cardLine: '',
    cardLocation: '',
  };
}

const COPY_COLUMNS = ['status', 'openingLine', 'heroTitle', 'heroLine', 'cardLine', 'cardLocation'] as const;
const DIRECTIONS_COLUMNS = ['directions', 'parking', 'latitude', 'longitude'] as const;

type Row = Record<string, unknown>;

/**
 * A region becomes a record: one `regions` row holds what three places held — its season state and copy
 * (`region_copy`), how to reach it (`region_directions`) and its address and time zone (columns of `site_settings`).
 * Every install gets the two regions it had; down puts them back where they were (a region added since is dropped).
 */
export class RegionsTable1765000000001 implements MigrationInterface {
  name = 'RegionsTable1765000000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'regions',
        columns: [
          varchar('key', 20, { isPrimary: true }),
          varchar('name', 80),
          varchar('status', 20),
          int('sortOrder'),
          varchar('timeZone', 64),
          varchar('address', 300),
          varchar('openingLine', 80),
          varchar('heroTitle', 80),
          varchar('heroLine', 200),
          varchar('cardLine', 200),
          varchar('cardLocation', 80),
          text('directions', { isNullable: true }),
          text('parking', { isNullable: true }),
          { name: 'latitude', type: 'double', isNullable: true },
          { name: 'longitude', type: 'double', isNullable: true },
          updatedAt(qr),
        ],
      }),
    );
    const settings = await selectAll(qr, 'site_settings');
    const copies = await selectAll(qr, 'region_copy');
    const directions = await selectAll(qr, 'region_directions');
    for (const [sortOrder, region] of STARTING_REGIONS.entries()) {
      const timeZone = (settings[0]?.[region.timeZone] as string | undefined) || DEFAULT_TIME_ZONE;
      const copy = copies.find((row) => row.region === region.key) ?? unsavedCopy(region.key, todayIn(timeZone));
      const reach = directions.find((row) => row.region === region.key);
      await insertRow(qr, 'regions', {
        key: region.key,
        name: region.name,
        sortOrder,
        timeZone,
        address: (settings[0]?.[region.address] as string | undefined) ?? '',
        ...pick(copy, COPY_COLUMNS),
        ...Object.fromEntries(DIRECTIONS_COLUMNS.map((column) => [column, reach?.[column] ?? null])),
      });
    }
    await qr.dropTable('region_copy');
    await qr.dropTable('region_directions');
    for (const region of STARTING_REGIONS) {
      await qr.dropColumn('site_settings', region.address);
      await qr.dropColumn('site_settings', region.timeZone);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.addColumns(
      'site_settings',
      STARTING_REGIONS.flatMap((region) => [
        new TableColumn(varchar(region.address, 300, { default: "''" })),
        new TableColumn(varchar(region.timeZone, 64, { default: `'${DEFAULT_TIME_ZONE}'` })),
      ]),
    );
    await qr.createTable(
      new Table({
        name: 'region_copy',
        columns: [
          varchar('region', 20, { isPrimary: true }),
          varchar('status', 20),
          varchar('openingLine', 80),
          varchar('heroTitle', 80),
          varchar('heroLine', 200),
          varchar('cardLine', 200),
          varchar('cardLocation', 80),
          updatedAt(qr),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'region_directions',
        columns: [
          varchar('region', 20, { isPrimary: true }),
          text('directions', { isNullable: true }),
          text('parking', { isNullable: true }),
          { name: 'latitude', type: 'double', isNullable: true },
          { name: 'longitude', type: 'double', isNullable: true },
          updatedAt(qr),
        ],
      }),
    );
    const regions = await selectAll(qr, 'regions');
    for (const region of STARTING_REGIONS) {
      const row = regions.find((r) => r.key === region.key);
      if (!row) continue;
      // A plain statement: the entity no longer has these columns, and a query builder checks against it.
      const [address, timeZone] = [region.address, region.timeZone].map((column) => qr.connection.driver.escape(column));
      await qr.query(`UPDATE site_settings SET ${address} = ?, ${timeZone} = ?`, [row.address, row.timeZone]);
      await qr.manager
        .createQueryBuilder()
        .insert()
        .into('region_copy')
        .values({ region: region.key, ...pick(row, COPY_COLUMNS) })
        .execute();
      if (DIRECTIONS_COLUMNS.some((column) => row[column] !== null)) {
        await qr.manager
          .createQueryBuilder()
          .insert()
          .into('region_directions')
          .values({ region: region.key, ...pick(row, DIRECTIONS_COLUMNS) })
          .execute();
      }
    }
    // The addresses had no default before this migration; the columns are back as they were once filled.
    for (const region of STARTING_REGIONS) {
      await qr.changeColumn('site_settings', region.address, new TableColumn(varchar(region.address, 300)));
    }
    await qr.dropTable('regions');
  }
}

async function selectAll(qr: QueryRunner, table: string): Promise<Row[]> {
  return qr.manager.createQueryBuilder().select('*').from(table, table).getRawMany<Row>();
}

function pick(row: Row, columns: readonly string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column]]));
}

/** Today's date (YYYY-MM-DD) on the region's clock. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
