import type { Db } from './db';
import { MIGRATIONS, type Migration } from './migrations';

/** The SQL of a migration for one database: one string for both, or one per dialect. */
export function migrationSql(m: Migration, dialect: Db['dialect']): string {
  return typeof m.up === 'string' ? m.up : m.up[dialect];
}

/** Applies every migration newer than the database's version, each in its own transaction. */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
  );
  const applied: number[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      // Checked inside the transaction so two servers starting together apply each migration once.
      if (tx.dialect === 'postgres') await tx.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
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
