import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../storage/store';
import { openPgTestStore, TEST_DATABASES } from '../testing/databases';
import { backupCommand, backupSqlite, sqliteFile } from './backup';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-backup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('backupSqlite', () => {
  it('copies a database that is being written to, and the copy opens with every committed row', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'margin.sqlite');
    const store: Store = await openStore(`sqlite:${file}`);
    try {
      for (let i = 0; i < 50; i++) await store.users.create({ email: `before-${i}@example.com` });
      // Writes continue while the backup runs: the copy is still consistent.
      const writing = Promise.all(
        Array.from({ length: 50 }, (_, i) => store.users.create({ email: `during-${i}@example.com` })),
      );
      const report = await backupSqlite(file, path.join(dir, 'copy.sqlite'));
      await writing;
      expect(report.bytes).toBeGreaterThan(0);
      expect(report.schema_version).toBeGreaterThanOrEqual(5);
      const copy = await openStore(`sqlite:${report.out}`);
      try {
        const users = await copy.users.count();
        expect(users).toBeGreaterThanOrEqual(50);
        expect(users).toBeLessThanOrEqual(100);
        expect(await copy.users.byEmail('before-49@example.com')).toBeDefined();
      } finally {
        await copy.close();
      }
    } finally {
      await store.close();
    }
  });

  it.each([
    [
      'an existing output file',
      (dir: string) => [path.join(dir, 'db.sqlite'), path.join(dir, 'db.sqlite')],
      /exists/,
    ],
    [
      'a missing output folder',
      (dir: string) => [path.join(dir, 'db.sqlite'), path.join(dir, 'nope', 'x.sqlite')],
      /does not exist/,
    ],
    [
      'a missing database',
      (dir: string) => [path.join(dir, 'absent.sqlite'), path.join(dir, 'x.sqlite')],
      /no SQLite database/,
    ],
  ])('refuses %s', async (_label, paths, msg) => {
    const dir = tempDir();
    const store = await openStore(`sqlite:${path.join(dir, 'db.sqlite')}`);
    await store.close();
    const [from, to] = paths(dir) as [string, string];
    await expect(backupSqlite(from, to)).rejects.toThrow(msg);
  });

  it('reads the file a sqlite: URL names', () => {
    expect(sqliteFile('sqlite:/srv/data/margin.sqlite')).toBe('/srv/data/margin.sqlite');
    expect(sqliteFile('/srv/margin.sqlite')).toBe('/srv/margin.sqlite');
  });
});

describe('backup command', () => {
  it('requires --out', async () => {
    const store = await (TEST_DATABASES[0] as (typeof TEST_DATABASES)[number]).open();
    try {
      await expect(backupCommand(store, {})).rejects.toThrow('--out is required');
    } finally {
      await store.destroy();
    }
  });

  it.skipIf(process.env.MARGIN_SKIP_PG === '1')('points PostgreSQL users to pg_dump', async () => {
    const store = await openPgTestStore();
    try {
      await expect(backupCommand(store, { out: '/tmp/x' })).rejects.toThrow(/pg_dump/);
    } finally {
      await store.destroy();
    }
  });
});
