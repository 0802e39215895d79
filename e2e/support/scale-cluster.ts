import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, REPO_ROOT } from './server';

/**
 * Several real Margin processes on one fresh PostgreSQL database behind a real haproxy, configured
 * from `deploy/haproxy.cfg` (the file operators deploy), for the scale suite and benchmark.
 */

/** PostgreSQL server the suites create their databases on. */
export const PG_SERVER_URL = process.env.MARGIN_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

const run = promisify(execFile);

/** A database of its own, dropped afterwards. */
export interface ScaleDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `margin_scale_<random>` on the test PostgreSQL server. */
export async function createScaleDatabase(): Promise<ScaleDatabase> {
  const name = `margin_scale_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Runs `npm run admin -- …` against a database and returns its JSON output. */
export async function runAdmin(databaseUrl: string, ...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/src/admin/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** One Margin process on a fixed port, which can be stopped and started again on that port. */
export class Instance {
  readonly url: string;
  private child?: ChildProcess;
  private exited?: Promise<number | null>;
  private output = '';
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-scale-'));

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the server and waits until its readiness answers 200. */
  async start(timeoutMs = 30_000): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        MARGIN_DATA_DIR: this.dataDir,
        ...this.env,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => {
      this.output = (this.output + d.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${this.name} exited with ${child.exitCode}:\n${this.output}`);
      if (Date.now() - started > timeoutMs) {
        child.kill('SIGKILL');
        throw new Error(`${this.name} not ready after ${timeoutMs} ms:\n${this.output}`);
      }
      try {
        if ((await fetch(`${this.url}/api/v1/readiness`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Sends SIGTERM and waits for the exit code (null when it was not running). */
  async stop(): Promise<number | null> {
    if (!this.child || this.child.exitCode !== null) return this.child?.exitCode ?? null;
    this.child.kill('SIGTERM');
    return (await this.exited) ?? null;
  }

  /** The operator key the first instance on an empty database wrote. */
  operatorKey(): string {
    return fs.readFileSync(path.join(this.dataDir, 'operator-key'), 'utf8').trim();
  }

  get log(): string {
    return this.output;
  }

  /** Stops the process if needed and removes its data folder. */
  async destroy(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** haproxy in front of the instances. */
export interface Balancer {
  url: string;
  /** haproxy's view of each backend server: "UP", "DOWN", "MAINT", "no check"… */
  status(): Promise<Record<string, string>>;
  /** Waits until haproxy reports `server` with `status`. */
  waitFor(server: string, status: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `deploy/haproxy.cfg` with the compose-only parts swapped for loopback ones: the frontend binds a
 * free loopback port, the DNS-discovered server template becomes one static server per instance,
 * and a stats listener reports server states. Everything else (checks, retries, redispatch,
 * timeouts, the /metrics rule) is the deployed configuration.
 */
export function loopbackHaproxyConfig(
  port: number,
  statsPort: number,
  instances: readonly Instance[],
): string {
  const deployed = fs.readFileSync(path.join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8');
  const servers = instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n');
  const replaced = deployed
    .replace(/^\s*bind :8080$/m, `  bind 127.0.0.1:${port}`)
    .replace(/^\s*server-template .*$/m, servers)
    .replace(/^resolvers docker\n(?: .*\n)+/m, '');
  if (replaced.includes('server-template') || !replaced.includes(`bind 127.0.0.1:${port}`)) {
    throw new Error('deploy/haproxy.cfg changed shape: update loopbackHaproxyConfig');
  }
  return `${replaced}\nlisten stats\n  bind 127.0.0.1:${statsPort}\n  stats enable\n  stats uri /stats\n`;
}

/** Starts haproxy (foreground) with the loopback configuration; fails if `haproxy -c` rejects it. */
export async function startBalancer(instances: readonly Instance[]): Promise<Balancer> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, loopbackHaproxyConfig(port, statsPort, instances));
  await run('haproxy', ['-c', '-q', '-f', file]);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const status = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const cols = (header ?? '').replace(/^# /, '').split(',');
    const sv = cols.indexOf('svname');
    const st = cols.indexOf('status');
    const out: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[0] === 'margin' && cells[sv] !== 'BACKEND') out[cells[sv] as string] = cells[st] as string;
    }
    return out;
  };
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    status,
    async waitFor(server, want, timeoutMs = 20_000) {
      const started = Date.now();
      for (;;) {
        let now: string | undefined;
        try {
          now = (await status())[server];
        } catch {
          // stats listener not up yet
        }
        if (now?.startsWith(want)) return;
        if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
        if (Date.now() - started > timeoutMs)
          throw new Error(`haproxy: ${server} is ${now}, not ${want}:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  for (const i of instances) await balancer.waitFor(i.name, 'UP');
  return balancer;
}

/** Free loopback ports for `n` instances. */
export async function instancePorts(n: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < n) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  return ports;
}

/** Distinct 100-character texts (distinct, so no answer comes from the result cache). */
export const distinctTexts = (n: number, tag: string): string[] =>
  Array.from({ length: n }, (_, i) =>
    `Sample ${tag} ${i} walks along the quiet river before the morning rain starts to fall.`.padEnd(100, '.'),
  );

/** POSTs a JSON body. */
export const postJson = (url: string, body: unknown): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Sends `n` distinct 100-character texts to `route` all at once, alternating between two instances,
 * so that a shared limit is raced from both sides; answers in sending order.
 */
export function raceOnBoth(
  [a, b]: readonly [Instance, Instance],
  route: string,
  key: string,
  n: number,
  tag: string,
): Promise<Response[]> {
  return Promise.all(
    distinctTexts(n, tag).map((text, i) => postJson(`${(i % 2 ? a : b).url}${route}`, { key, text })),
  );
}
