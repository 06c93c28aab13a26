import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { fileURLToPath } from 'node:url';
import type { Database, DatabaseHandle } from './drivers.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: the advisory lock every process takes before it looks at the migrations. */
const MIGRATION_LOCK_KEY = 727_001;

/** Migrates under an advisory lock, so of several processes starting together only one applies migrations. */
export function migrate(database: DatabaseHandle): Promise<void> {
  return database.withAdvisoryLock(MIGRATION_LOCK_KEY, () => applyPendingMigrations(database.db));
}

/**
 * Applies each pending migration in its own transaction. drizzle's own migrate() wraps them all in one,
 * which breaks on PostgreSQL 15 when a later migration uses what an earlier one added (ARCHITECTURE §4).
 * The bookkeeping table is drizzle's, so drizzle-kit still sees the same state.
 */
async function applyPendingMigrations(db: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const applied = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  // pg answers int8 as a string, PGlite as a number.
  const lastAppliedAt = Number(applied.rows[0]?.created_at ?? 0);
  for (const migration of migrations) {
    if (migration.folderMillis <= lastAppliedAt) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    });
  }
}
