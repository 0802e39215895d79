/** Whether this instance should get traffic: the checks behind GET /api/v1/readiness. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../storage/db';
import { MIGRATIONS } from '../storage/migrations';

/** The outcome of one readiness check: `detail` says what was found, or what to fix. */
export interface CheckResult {
  ok: boolean;
  detail: string;
}

/** One cheap readiness check; a thrown error counts as a failure with its message. */
export type ReadinessCheck = () => Promise<CheckResult>;

/** What GET /api/v1/readiness reports. */
export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  checks: Record<string, CheckResult>;
}

/**
 * Whether this instance should get traffic: not draining, and every check passing. Results are
 * cached for `cacheMs`, because load balancers and orchestrators poll every second or two and the
 * database check is a round trip.
 */
export class Readiness {
  private draining = false;
  private cached?: { at: number; report: Promise<ReadinessReport> };

  constructor(
    private readonly checks: Record<string, ReadinessCheck>,
    private readonly cacheMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** From now on readiness answers 503, so balancers stop sending new requests (called on SIGTERM). */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** The current report (from the cache when it is fresh). */
  async report(): Promise<ReadinessReport> {
    const at = this.now();
    if (!this.cached || at - this.cached.at >= this.cacheMs) {
      this.cached = { at, report: this.runChecks() };
    }
    const report = await this.cached.report;
    // Draining is read live: it must show on the very next poll, not after the cache expires.
    return { ...report, ready: report.ready && !this.draining, draining: this.draining };
  }

  private async runChecks(): Promise<ReadinessReport> {
    const names = Object.keys(this.checks);
    const results = await Promise.all(
      names.map((name) =>
        (this.checks[name] as ReadinessCheck)().catch(
          (err: unknown): CheckResult => ({
            ok: false,
            detail: err instanceof Error ? err.message : String(err),
          }),
        ),
      ),
    );
    const checks = Object.fromEntries(names.map((n, i) => [n, results[i] as CheckResult]));
    return { ready: results.every((r) => r.ok), draining: false, checks };
  }
}

/** The database answers a query. */
export function databaseCheck(db: Db): ReadinessCheck {
  return async () => {
    await db.get('SELECT 1 AS ok');
    return { ok: true, detail: `${db.dialect} answers` };
  };
}

/** Every migration this build knows has been applied (a newer database, mid-upgrade, is fine). */
export function migrationsCheck(db: Db, migrations = MIGRATIONS): ReadinessCheck {
  return async () => {
    const rows = await db.all<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    const missing = migrations.filter((m) => !applied.has(m.version)).map((m) => m.version);
    const latest = migrations.at(-1)?.version ?? 0;
    if (missing.length) {
      return {
        ok: false,
        detail: `migrations not applied: ${missing.join(', ')}; restart one instance to apply them`,
      };
    }
    return { ok: true, detail: `schema at version ${latest}` };
  };
}

/** The trained artefacts the embedded engines load, by engine (relative to this file in src/ and dist/). */
const ENGINE_ARTEFACTS: Record<string, string> = {
  semsearch: '../engines/semsearch/data/metadata.json',
  spell: '../engines/spell/model/metadata.json',
  lm: '../engines/lm/model/metadata.json',
  aidetect: '../engines/aidetect/model/metadata.json',
  sentiment: '../engines/sentiment/model/metadata.json',
  tone: '../engines/tone/model/metadata.json',
};

/**
 * The embedded engines can load: their artefacts are present and readable, and Harper (grammar)
 * resolves. Nothing is loaded: loading Harper alone takes seconds and ~450 MB.
 */
export function enginesCheck(artefacts = ENGINE_ARTEFACTS): ReadinessCheck {
  return async () => {
    const problems: string[] = [];
    for (const [engine, rel] of Object.entries(artefacts)) {
      const file = fileURLToPath(new URL(rel, import.meta.url));
      try {
        JSON.parse(await fs.promises.readFile(file, 'utf8'));
      } catch (err) {
        problems.push(`${engine}: cannot read ${file} (${(err as Error).message})`);
      }
    }
    try {
      import.meta.resolve('harper.js');
    } catch {
      problems.push('grammar: the harper.js package is not installed');
    }
    if (problems.length) return { ok: false, detail: problems.join('; ') };
    return { ok: true, detail: `loadable: ${[...Object.keys(artefacts), 'grammar'].join(', ')}` };
  };
}

/** The checks of a running server, plus `extra` ones (e.g. `redis` when REDIS_URL is set). */
export function serverReadiness(db: Db, extra: Record<string, ReadinessCheck> = {}): Readiness {
  return new Readiness({
    database: databaseCheck(db),
    migrations: migrationsCheck(db),
    engines: enginesCheck(),
    ...extra,
  });
}
