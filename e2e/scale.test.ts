import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Balancer,
  createScaleDatabase,
  Instance,
  instancePorts,
  postJson,
  raceOnBoth,
  runAdmin,
  type ScaleDatabase,
  startBalancer,
} from './support/scale-cluster';

/**
 * Two Margin servers on one fresh PostgreSQL database behind haproxy (deploy/haproxy.cfg): shared
 * state is shared at once, limits hold exactly across instances, and a rolling restart under load
 * loses no request.
 */

const METRICS_TOKEN = 'scale-suite-metrics-token';
const QUOTA_FREE_DAILY = 1_000;
const AIDETECT_WINDOW_CHARS = 600;

describe('two instances behind haproxy on one PostgreSQL database', () => {
  let db: ScaleDatabase;
  let a: Instance;
  let b: Instance;
  let lb: Balancer;
  let operatorKey: string;
  let freeKey: string;
  let organizationId: string;

  beforeAll(async () => {
    db = await createScaleDatabase();
    const [pa, pb] = (await instancePorts(2)) as [number, number];
    const env = {
      DATABASE_URL: db.url,
      METRICS_TOKEN,
      SHUTDOWN_DRAIN_MS: process.env.SCALE_DRAIN_MS ?? '3000',
      QUOTA_FREE_DAILY: String(QUOTA_FREE_DAILY),
      AIDETECT_WINDOW_CHARS: String(AIDETECT_WINDOW_CHARS),
      TRUSTED_PROXIES: '127.0.0.1',
    };
    a = new Instance('a', pa, env);
    b = new Instance('b', pb, env);
    // The first start on the empty database creates the operator; then both run side by side.
    await a.start();
    operatorKey = a.operatorKey();
    const [, user, org] = await Promise.all([
      b.start(),
      runAdmin(db.url, 'create-user', '--email', 'free@example.com', '--plan', 'free'),
      runAdmin(db.url, 'create-org', '--name', 'Scale', '--owner', 'operator@localhost'),
    ]);
    freeKey = user.key as string;
    organizationId = org.organization_id as string;
    lb = await startBalancer([a, b]);
  }, 90_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.destroy(), b?.destroy()]);
    await db?.drop();
  });

  it('answers readiness on both instances and through haproxy, and metrics only with the token', async () => {
    for (const url of [a.url, b.url, lb.url]) {
      const res = await fetch(`${url}/api/v1/readiness`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.msg).toBe('ready');
      expect(Object.values(body.checks).every((c) => (c as { ok: boolean }).ok)).toBe(true);
    }
    for (const instance of [a, b]) {
      expect((await fetch(`${instance.url}/metrics`)).status).toBe(401);
      const res = await fetch(`${instance.url}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/^margin_db_queries_total\{dialect="postgres"\} \d+$/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    }
    // The public entry point never exposes metrics, token or not.
    const viaLb = await fetch(`${lb.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(viaLb.status).toBe(404);
  });

  it('finds a semantic-search entry created on one instance through the other at once', async () => {
    const team = await postJson(`${a.url}/api/v1/team`, {
      key: operatorKey,
      name: 'Scale team',
      organization_id: organizationId,
    });
    expect(team.status).toBe(201);
    const teamId = ((await team.json()) as { id: string }).id;
    const created = await postJson(`${a.url}/api/v1/semsearch/create`, {
      key: operatorKey,
      team_id: teamId,
      entry: {
        title: 'Lighthouse keeping',
        prompt: 'How do lighthouse keepers trim the lamp wick?',
        plain_text:
          'Lighthouse keepers trimmed the lamp wick every night so the beam stayed bright for ships.',
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const found = await postJson(`${b.url}/api/v1/semsearch`, {
      key: operatorKey,
      query: 'trimming the lighthouse lamp wick',
    });
    expect(found.status).toBe(200);
    const { results } = (await found.json()) as { results: { id: string }[] };
    expect(results[0]?.id).toBe(id);
  });

  it('holds a daily quota exactly when 30 requests race on both instances', async () => {
    const results = await raceOnBoth([a, b], '/api/v1/spellcheck', freeKey, 30, 'quota');
    const statuses = results.map((r) => r.status);
    // 1,000 characters a day in 100-character requests: exactly ten are served, wherever they land.
    expect(statuses.filter((s) => s === 200)).toHaveLength(QUOTA_FREE_DAILY / 100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - QUOTA_FREE_DAILY / 100);
    const refused = results.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('holds the AI-detection window exactly when 16 requests race on both instances', async () => {
    const results = await raceOnBoth([a, b], '/api/v1/aidetect', operatorKey, 16, 'window');
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(AIDETECT_WINDOW_CHARS / 100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - AIDETECT_WINDOW_CHARS / 100);
  });

  it('loses no request while each instance in turn is stopped (SIGTERM) and started again', async () => {
    const failures: string[] = [];
    let served = 0;
    let stop = false;
    // What the restart sequence is doing, so a failure says when it happened.
    let phase = 'steady';
    let phaseStarted = Date.now();
    const at = () => `${phase} +${Date.now() - phaseStarted} ms`;
    const deadline = Date.now() + 75_000;
    // Four clients in a loop through haproxy: bounded by the restart sequence, 75 s and 20,000 requests.
    const client = async (n: number) => {
      for (let i = 0; !stop && Date.now() < deadline && served + failures.length < 20_000; i++) {
        try {
          const res = await postJson(`${lb.url}/api/v1/statistics`, {
            key: operatorKey,
            text: `Client ${n} sends request ${i}. It has two sentences.`,
          });
          if (res.status === 200) served++;
          else failures.push(`[${at()}] ${res.status} ${(await res.text()).slice(0, 80)}`);
          await res.body?.cancel().catch(() => undefined);
        } catch (err) {
          failures.push(`[${at()}] ${String(err)}`);
        }
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(client));
    const before = served;
    for (const instance of [a, b]) {
      await new Promise((r) => setTimeout(r, 500));
      phase = `${instance.name} draining and stopping`;
      phaseStarted = Date.now();
      const code = await instance.stop();
      expect(code, `${instance.name} exits cleanly after draining`).toBe(0);
      await lb.waitFor(instance.name, 'DOWN');
      phase = `${instance.name} starting`;
      await instance.start();
      phase = `${instance.name} ready, haproxy to mark it up`;
      await lb.waitFor(instance.name, 'UP');
      phase = 'steady';
    }
    stop = true;
    await load;
    process.stdout.write(`rolling restart: ${served - before} requests served, ${failures.length} failed\n`);
    expect(failures).toEqual([]);
    expect(served - before).toBeGreaterThan(100);
  }, 100_000);
});
