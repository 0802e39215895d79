import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, type Store } from '../storage/store';

/** PostgreSQL used by the tests; the machine's local server by default. */
export const TEST_PG_URL = process.env.MARGIN_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The databases every storage suite runs against: SQLite always, PostgreSQL unless MARGIN_SKIP_PG=1. */
export const TEST_DATABASES: { name: 'sqlite' | 'postgres'; open: () => Promise<TestStore> }[] = [
  { name: 'sqlite', open: openSqliteTestStore },
  ...(process.env.MARGIN_SKIP_PG === '1' ? [] : [{ name: 'postgres' as const, open: openPgTestStore }]),
];

export interface TestStore extends Store {
  /** Closes and deletes the test database. */
  destroy(): Promise<void>;
}

/** A migrated SQLite store in a fresh temporary file. */
export async function openSqliteTestStore(): Promise<TestStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-test-'));
  const store = await openStore(`sqlite:${path.join(dir, 'test.sqlite')}`);
  return {
    ...store,
    async destroy() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A migrated PostgreSQL store in a fresh schema of the test database. */
export async function openPgTestStore(): Promise<TestStore> {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let store: Store;
  try {
    store = await openStore(`${TEST_PG_URL}?schema=${schema}`);
  } catch (err) {
    throw new Error(
      `PostgreSQL is unreachable at ${TEST_PG_URL} (${(err as Error).message}). Start it ` +
        '(pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start), set MARGIN_TEST_PG_URL, or set MARGIN_SKIP_PG=1 to skip the PostgreSQL suites.',
    );
  }
  return {
    ...store,
    async destroy() {
      await store.db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await store.close();
    },
  };
}
