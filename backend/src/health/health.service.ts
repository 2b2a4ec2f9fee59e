import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How long a complete set of tables is believed before the catalogue is read again. */
const TABLES_CHECK_MS = 5_000;

export interface DatabaseHealth {
  latencyMs: number;
  type: string;
}

/**
 * The database is healthy when it answers, every migration has run and every table the entities need exists
 * (a dropped or never-created table fails only the routes that read it, which a plain SELECT 1 never sees).
 */
@Injectable()
export class HealthService {
  private tablesCompleteUntil = 0;

  constructor(private readonly dataSource: DataSource) {}

  async checkDatabase(): Promise<DatabaseHealth> {
    const started = Date.now();
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw unhealthy('unreachable');
    }
    if ((await this.appliedMigrations()) < this.dataSource.migrations.length) throw unhealthy('not migrated');
    if (Date.now() >= this.tablesCompleteUntil) {
      if (!(await this.allTablesExist())) throw unhealthy('missing tables');
      this.tablesCompleteUntil = Date.now() + TABLES_CHECK_MS;
    }
    return { latencyMs: Date.now() - started, type: String(this.dataSource.options.type) };
  }

  /** A database re-created empty answers SELECT 1 but has no migrations table. */
  private async appliedMigrations(): Promise<number> {
    try {
      return Number((await this.dataSource.query('SELECT COUNT(*) AS n FROM migrations'))[0].n);
    } catch {
      return 0;
    }
  }

  private async allTablesExist(): Promise<boolean> {
    const rows = (await this.dataSource.query(
      this.dataSource.options.type === 'better-sqlite3'
        ? "SELECT name FROM sqlite_master WHERE type = 'table'"
        : 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
    )) as { name: string }[];
    const existing = new Set(rows.map((row) => row.name.toLowerCase()));
    return this.dataSource.entityMetadatas
      .filter((entity) => entity.tableType !== 'view')
      .every((entity) => existing.has(entity.tableName.toLowerCase()));
  }
}

function unhealthy(database: 'unreachable' | 'not migrated' | 'missing tables'): ServiceUnavailableException {
  return new ServiceUnavailableException({ status: 'error', app: 'ok', database });
}
