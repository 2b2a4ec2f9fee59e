import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usernames are unique without regard to case: `OWNER` beside `owner` is one name. Where both exist, the oldest account
 * keeps it and each later one gets its id appended (`OWNER-7`), which the owner sees under Staff and tells the member.
 * MySQL/MariaDB already compare usernames ignoring case (the tables' `_ci` collation); on SQLite the unique index is
 * made again with NOCASE (usernames are ASCII). Signing in still takes the name as written.
 */
export class UsernamesIgnoreCase1764910000001 implements MigrationInterface {
  name = 'UsernamesIgnoreCase1764910000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = (await queryRunner.query('SELECT id, username FROM users ORDER BY id')) as { id: number; username: string }[];
    const existing = new Set(users.map((user) => user.username.toLowerCase()));
    const kept = new Set<string>();
    for (const { id, username } of users) {
      let name = username;
      if (kept.has(name.toLowerCase())) {
        do name = `${name.slice(0, 90)}-${id}`;
        while (existing.has(name.toLowerCase()));
        existing.add(name.toLowerCase());
        await queryRunner.query('UPDATE users SET username = ? WHERE id = ?', [name, id]);
      }
      kept.add(name.toLowerCase());
    }
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query('DROP INDEX "UQ_users_username"');
      await queryRunner.query('CREATE UNIQUE INDEX "UQ_users_username" ON "users" ("username" COLLATE NOCASE)');
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query('DROP INDEX "UQ_users_username"');
      await queryRunner.query('CREATE UNIQUE INDEX "UQ_users_username" ON "users" ("username")');
    }
  }
}
