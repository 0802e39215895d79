import type { Db } from './db';
import { MIGRATIONS, type Migration } from './migrations';

/** The SQL of a migration for one database: one string for both, or one per dialect. */
export function migrationSql(m: Migration, dialect: Db['dialect']): string {
  return typeof m.up === 'string' ? m.up : m.up[dialect];
}

/**
 * Applies every migration newer than the database's version. On PostgreSQL, where several
 * instances may start at once, one instance migrates under an advisory lock (per schema) and the
 * others wait for it, then find nothing to do; the whole run is one transaction, so a failing
 * migration leaves the schema as it was. On SQLite each migration has its own transaction.
 */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  if (db.dialect === 'postgres') {
    return db.transaction(async (tx) => {
      // Even CREATE TABLE IF NOT EXISTS races between two sessions, so the lock comes first.
      await tx.get(
        "SELECT pg_advisory_xact_lock(hashtext('margin.migrate.' || coalesce(current_schema(), '')))",
      );
      return applyMigrations(tx, migrations, (step) => step(tx));
    });
  }
  return applyMigrations(db, migrations, (step) => db.transaction(step));
}

async function applyMigrations(
  db: Db,
  migrations: readonly Migration[],
  inTransaction: (step: (tx: Db) => Promise<boolean>) => Promise<boolean>,
): Promise<number[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
  );
  const applied: number[] = [];
  for (const m of migrations) {
    const done = await inTransaction(async (tx) => {
      const row = await tx.get('SELECT version FROM schema_migrations WHERE version = $1', [m.version]);
      if (row) return false;
      await tx.exec(migrationSql(m, tx.dialect));
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        Date.now(),
      ]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}
