import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';

describe('server lifecycle', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
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
