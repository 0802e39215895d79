import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';

describe('server lifecycle', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The drain is what is tested, not the default grace: the first /edits starts the grammar worker,
    // which took 14.7 s on a 2-core machine busy with other work (3 s idle), past the 10 s default, and
    // the request was cut. A grace inside the test's own timeout keeps the test about the behaviour.
    server = await startServer({ SHUTDOWN_GRACE_MS: '50000' });
  }, 60_000);
  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
  });

  it('creates the operator account on an empty database and keeps its key readable only by the owner', () => {
    expect(server.operatorKey).toMatch(/^[A-Za-z0-9]{32}$/);
    const mode = fs.statSync(path.join(server.dataDir, 'operator-key')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    // The first English /edits request starts the grammar worker, so it is in flight for a while.
    const inFlight = fetch(`${server.url}/api/v1/edits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: server.operatorKey,
        text: 'She go to school every days.',
        session_id: 'shutdown',
      }),
    });
    await new Promise((r) => setTimeout(r, 150));
    const exited = new Promise<number | null>((resolve) =>
      server.process.once('exit', (code) => resolve(code)),
    );
    server.process.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { edits: unknown[] }).edits.length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/api/v1/liveness`)).rejects.toThrow();
  }, 60_000);
});
