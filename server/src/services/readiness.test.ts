import { describe, expect, it } from 'vitest';
import { openSqliteTestStore } from '../testing/databases';
import { enginesCheck, migrationsCheck, Readiness } from './readiness';

describe('Readiness', () => {
  it('caches check results for the cache period, but shows draining at once', async () => {
    let runs = 0;
    let now = 1_000;
    const readiness = new Readiness(
      {
        counted: async () => {
          runs++;
          return { ok: true, detail: `run ${runs}` };
        },
      },
      2_000,
      () => now,
    );
    expect((await readiness.report()).ready).toBe(true);
    now += 1_999;
    await readiness.report();
    expect(runs).toBe(1);
    readiness.startDraining();
    const draining = await readiness.report();
    expect(draining).toMatchObject({ ready: false, draining: true });
    expect(runs).toBe(1);
    now += 1;
    expect((await readiness.report()).checks.counted?.detail).toBe('run 2');
  });

  it('turns a thrown error into a failing check with its message', async () => {
    const readiness = new Readiness({
      good: async () => ({ ok: true, detail: 'fine' }),
      bad: async () => {
        throw new Error('connection refused');
      },
    });
    const report = await readiness.report();
    expect(report.ready).toBe(false);
    expect(report.checks.bad).toEqual({ ok: false, detail: 'connection refused' });
    expect(report.checks.good?.ok).toBe(true);
  });
});

describe('readiness checks', () => {
  it('reports migrations this build knows but the database lacks', async () => {
    const store = await openSqliteTestStore();
    try {
      expect((await migrationsCheck(store.db)()).ok).toBe(true);
      const ahead = [
        { version: 1, name: 'core', up: '' },
        { version: 999, name: 'future', up: '' },
      ];
      expect(await migrationsCheck(store.db, ahead)()).toEqual({
        ok: false,
        detail: 'migrations not applied: 999; restart one instance to apply them',
      });
    } finally {
      await store.destroy();
    }
  });

  it('finds the committed engine artefacts, and names one that is missing', async () => {
    expect(await enginesCheck()()).toMatchObject({ ok: true });
    const missing = await enginesCheck({ spell: '../engines/spell/model/no-such-file.json' })();
    expect(missing.ok).toBe(false);
    expect(missing.detail).toMatch(/^spell: cannot read .*no-such-file\.json/);
  });
});
