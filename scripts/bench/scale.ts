/**
 * `npm run bench -- scale`: requests/s and latency for one and two Margin instances behind haproxy
 * (deploy/haproxy.cfg) on one PostgreSQL database on this machine, and the PostgreSQL round trips
 * per request read from each instance's `margin_db_queries_total`; then two instances with REDIS_URL
 * (one Redis database, `SCALE_REDIS_URL`, its `margin:` keys deleted afterwards) and their Redis
 * round trips. Prints a table, writes reports/bench-scale.json, and ends with `N passed, N failed`
 * (the target: no failed request).
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  type Balancer,
  createScaleDatabase,
  Instance,
  instancePorts,
  type ScaleDatabase,
  startBalancer,
} from '../../e2e/support/scale-cluster';
import { REPO_ROOT } from '../../e2e/support/server';
import { printTable } from '../lib/table';
import { type LoadRequest, type LoadResult, probe, runLoad } from './load';
import type { BenchRow } from './row';

const METRICS_TOKEN = 'bench-scale-metrics-token';
const SECONDS = Number(process.env.SCALE_SECONDS ?? 8);
const CONNECTIONS = 16;
/** The whole run stops after this, whatever happens. */
const TIME_LIMIT_MS = 300_000;
/** The Redis database the Redis topology uses. */
const REDIS_URL = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379/12';

/** Two requests on the metered path: a free one that runs its engine, and a billable one answered from the result cache. */
const REQUESTS: { id: string; request: (key: string) => LoadRequest }[] = [
  {
    id: 'statistics',
    request: (key) => ({
      method: 'POST',
      path: '/api/v1/statistics',
      body: {
        key,
        text: 'The committee met on Tuesday. It agreed to publish the report before the spring meeting.',
      },
    }),
  },
  {
    id: 'spellcheck (cached)',
    request: (key) => ({
      method: 'POST',
      path: '/api/v1/spellcheck',
      body: { key, text: 'Ths sentense has two mistaks.' },
    }),
  },
];

/** One instance's counters, read from its /metrics. */
async function counters(
  instance: Instance,
): Promise<{ dbQueries: number; redisCommands: number; served: Record<string, number>; rssMb: number }> {
  const text = await (
    await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const served: Record<string, number> = {};
  for (const m of text.matchAll(
    /^margin_http_requests_total\{method="POST",route="([^"]+)",status="(\d+)"\} (\d+)$/gm,
  )) {
    if ((m[2] as string).startsWith('2'))
      served[m[1] as string] = (served[m[1] as string] ?? 0) + Number(m[3]);
  }
  const dbQueries = Number(
    /^margin_db_queries_total\{dialect="postgres"\} (\d+)$/m.exec(text)?.[1] ?? Number.NaN,
  );
  let redisCommands = 0;
  for (const m of text.matchAll(/^margin_redis_commands_total\{[^}]*\} (\d+)$/gm))
    redisCommands += Number(m[1]);
  const rssMb = Number(/^process_resident_memory_bytes (\d+)$/m.exec(text)?.[1]) / 1e6;
  return { dbQueries, redisCommands, served, rssMb };
}

interface Measured {
  topology: string;
  request: string;
  result: LoadResult;
  dbQueriesPerRequest: number;
  redisCommandsPerRequest: number;
  servedBy: Record<string, number>;
  /** Set when the endpoint did not answer 200 before the run, so no load was sent. */
  probeFailure?: string;
}

const NO_RESULT: LoadResult = {
  requests: 0,
  requestsPerSecond: Number.NaN,
  p50Ms: Number.NaN,
  p99Ms: Number.NaN,
  non2xx: 1,
  errors: 0,
  statusCodes: {},
};

/** Runs one load against `baseUrl` and attributes the round trips and answers to the instances behind it. */
async function measure(
  topology: string,
  baseUrl: string,
  behind: Instance[],
  request: LoadRequest,
  id: string,
): Promise<Measured> {
  const answer = await probe(baseUrl, request);
  if (answer.status !== 200) {
    const probeFailure = `${request.path} answered ${answer.status}: ${answer.body.slice(0, 200)}`;
    process.stdout.write(`FAIL ${topology}, ${id}: ${probeFailure}\n`);
    return {
      topology,
      request: id,
      result: NO_RESULT,
      dbQueriesPerRequest: Number.NaN,
      redisCommandsPerRequest: Number.NaN,
      servedBy: {},
      probeFailure,
    };
  }
  // Warm-up: the first seconds after start (JIT, statistics data loading) are not what is measured.
  await runLoad(baseUrl, request, { connections: CONNECTIONS, pipelining: 1, durationSeconds: 3 });
  const before = await Promise.all(behind.map(counters));
  process.stdout.write(`Load: ${topology}, ${id} (${CONNECTIONS} connections, ${SECONDS} s)...\n`);
  const result = await runLoad(baseUrl, request, {
    connections: CONNECTIONS,
    pipelining: 1,
    durationSeconds: SECONDS,
  });
  const after = await Promise.all(behind.map(counters));
  const servedBy: Record<string, number> = {};
  let queries = 0;
  let commands = 0;
  let served = 0;
  behind.forEach((instance, i) => {
    const n = (after[i]?.served[request.path] ?? 0) - (before[i]?.served[request.path] ?? 0);
    servedBy[instance.name] = n;
    served += n;
    queries += (after[i]?.dbQueries ?? 0) - (before[i]?.dbQueries ?? 0);
    commands += (after[i]?.redisCommands ?? 0) - (before[i]?.redisCommands ?? 0);
  });
  // Includes haproxy's readiness checks (one query per instance every 2 s at most, from the cache).
  return {
    topology,
    request: id,
    result,
    dbQueriesPerRequest: queries / served,
    redisCommandsPerRequest: commands / served,
    servedBy,
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  let db: ScaleDatabase | undefined;
  const instances: Instance[] = [];
  const balancers: Balancer[] = [];
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  const cleanup = async () => {
    for (const b of balancers) await b.stop().catch(() => undefined);
    await Promise.all(instances.map((i) => i.destroy()));
    await db?.drop().catch(() => undefined);
    if (redis.status === 'ready') {
      const keys = await redis.keys('margin:*').catch(() => []);
      if (keys.length) await redis.del(...keys).catch(() => undefined);
    }
    redis.disconnect();
  };
  const watchdog = setTimeout(async () => {
    process.stderr.write(`bench scale exceeded ${TIME_LIMIT_MS / 1000} s; stopping\n`);
    await cleanup();
    process.exit(1);
  }, TIME_LIMIT_MS);

  try {
    db = await createScaleDatabase();
    const [pa, pb] = (await instancePorts(2)) as [number, number];
    const env = { DATABASE_URL: db.url, METRICS_TOKEN, LOG_LEVEL: 'error' };
    const a = new Instance('a', pa, env);
    const b = new Instance('b', pb, env);
    instances.push(a, b);
    await a.start();
    const key = a.operatorKey();
    await b.start();

    const measured: Measured[] = [];
    const one = await startBalancer([a]);
    balancers.push(one);
    for (const r of REQUESTS)
      measured.push(await measure('1 instance direct', a.url, [a], r.request(key), r.id));
    for (const r of REQUESTS)
      measured.push(await measure('1 instance + haproxy', one.url, [a], r.request(key), r.id));
    await one.stop();
    balancers.pop();
    const two = await startBalancer([a, b]);
    balancers.push(two);
    for (const r of REQUESTS)
      measured.push(await measure('2 instances + haproxy', two.url, [a, b], r.request(key), r.id));
    const rss = await Promise.all([a, b].map(counters));
    await two.stop();
    balancers.pop();

    // The same two instances' load with the counters and the result cache in Redis.
    await Promise.all([a.stop(), b.stop()]);
    await redis.connect();
    const [pc, pd] = (await instancePorts(2)) as [number, number];
    const c = new Instance('c', pc, { ...env, REDIS_URL });
    const d = new Instance('d', pd, { ...env, REDIS_URL });
    instances.push(c, d);
    await Promise.all([c.start(), d.start()]);
    for (const i of [c, d]) {
      const { checks } = (await (await fetch(`${i.url}/api/v1/readiness`)).json()) as {
        checks: Record<string, { detail: string }>;
      };
      if (checks.redis?.detail !== 'connected') throw new Error(`${i.name}: redis ${checks.redis?.detail}`);
    }
    const withRedis = await startBalancer([c, d]);
    balancers.push(withRedis);
    for (const r of REQUESTS)
      measured.push(
        await measure('2 instances + haproxy + Redis', withRedis.url, [c, d], r.request(key), r.id),
      );

    const rows: (BenchRow & { result?: string })[] = [];
    for (const m of measured) {
      const scenario = `${m.topology}: ${m.request}`;
      const failed = m.result.non2xx + m.result.errors;
      rows.push(
        { scenario, metric: 'throughput', value: Math.round(m.result.requestsPerSecond), unit: 'req/s' },
        { scenario, metric: 'latency p50', value: round(m.result.p50Ms), unit: 'ms' },
        { scenario, metric: 'latency p99', value: round(m.result.p99Ms), unit: 'ms' },
        {
          scenario,
          metric: 'PostgreSQL round trips per request',
          value: round(m.dbQueriesPerRequest),
          unit: '',
        },
        {
          scenario,
          metric: 'Redis round trips per request',
          value: round(m.redisCommandsPerRequest),
          unit: '',
        },
        {
          scenario,
          metric: 'failed requests',
          value: failed,
          unit: '',
          target: { atMost: 0 },
          result: failed === 0 ? 'pass' : 'FAIL',
        },
      );
      const total = Object.values(m.servedBy).reduce((sum, n) => sum + n, 0);
      if (Object.keys(m.servedBy).length > 1) {
        for (const [name, n] of Object.entries(m.servedBy)) {
          rows.push({
            scenario,
            metric: `share served by instance ${name}`,
            value: Math.round((100 * n) / total),
            unit: '%',
          });
        }
      }
    }
    rss.forEach((c, i) => {
      rows.push({
        scenario: `instance ${instances[i]?.name}`,
        metric: 'RSS after the runs',
        value: Math.round(c.rssMb),
        unit: 'MB',
      });
    });
    process.stdout.write('\n');
    printTable(
      rows.map((r) => ({ ...r, target: r.target ? `<= ${r.target.atMost}` : '', result: r.result ?? '' })),
    );

    const reportPath = path.join(REPO_ROOT, 'reports', 'bench-scale.json');
    fs.mkdirSync(path.dirname(reportPath), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      // The machine is shared: the load average says how much else ran beside the benchmark.
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        loadAverage: os.loadavg(),
      },
      shape: { connections: CONNECTIONS, seconds: SECONDS },
      seconds: Math.round((Date.now() - started) / 1000),
      runs: measured,
      rows,
    };
    fs.writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    const [load1] = os.loadavg();
    process.stdout.write(
      `\n${os.cpus().length} cores; load average ${load1?.toFixed(1)} at the end of the run\n`,
    );
    process.stdout.write(`\nWrote ${path.relative(REPO_ROOT, reportPath)}\n`);
    const checked = rows.filter((r) => r.target);
    const failed = checked.filter((r) => r.result === 'FAIL').length;
    process.stdout.write(`${checked.length - failed} passed, ${failed} failed\n`);
    return failed === 0 ? 0 : 1;
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Entry point for `npm run bench -- scale`. */
export function runScaleBench(): Promise<number> {
  return main();
}
