import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PG_URL } from '../testing/databases';
import { openDb } from './db';
import { migrate } from './migrate';
import { MIGRATIONS, type Migration } from './migrations';

const schemas: string[] = [];
const freshSchemaUrl = () => {
  const schema = `mig_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  schemas.push(schema);
  return `${TEST_PG_URL}?schema=${schema}`;
};

describe.skipIf(process.env.MARGIN_SKIP_PG === '1')('migrations on PostgreSQL', () => {
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    for (const s of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await admin.end();
  });

  it('applies each migration once when three instances start together on an empty schema', async () => {
    const url = freshSchemaUrl();
    // The first open creates the test schema (a test-only step that itself races); the starts below race.
    const first = await openDb(url);
    const dbs = [first, ...(await Promise.all([openDb(url), openDb(url)]))];
    try {
      const runs = await Promise.all(dbs.map((db) => migrate(db)));
      // Exactly one run applied everything; the others waited for the lock and found nothing to do.
      expect(runs.flat().sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(runs.filter((r) => r.length > 0)).toHaveLength(1);
      const rows = await dbs[0]?.all<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows?.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });

  it('leaves the schema untouched when a migration fails, and names the error', async () => {
    const db = await openDb(freshSchemaUrl());
    try {
      const broken: Migration[] = [
        { version: 1, name: 'ok', up: 'CREATE TABLE first_table (id INTEGER)' },
        { version: 2, name: 'broken', up: 'CREATE TABLE second_table (id NO_SUCH_TYPE)' },
      ];
      await expect(migrate(db, broken)).rejects.toThrow(/no_such_type/i);
      const tables = await db.all<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('first_table', 'schema_migrations')",
      );
      expect(tables).toEqual([]);
      expect(await migrate(db, broken.slice(0, 1))).toEqual([1]);
    } finally {
      await db.close();
    }
  });
});
