import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A real Margin server process started for a test or benchmark. */
export interface RunningServer {
  url: string;
  /** The operator key the server created on its empty database. */
  operatorKey: string;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /api/v1/liveness answered. */
  readyMs: number;
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number | null>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Node arguments that run the server from its TypeScript sources (through tsx). */
export const SOURCE_SERVER_ARGS = ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')];

/**
 * Starts the server (`server/src/main.ts` unless `nodeArgs` say otherwise, e.g. the compiled
 * `server/dist/main.js`) on a free port with a fresh data directory (SQLite) unless `env` says
 * otherwise, and waits until liveness answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 20_000,
  nodeArgs: string[] = SOURCE_SERVER_ARGS,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-e2e-'));
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MARGIN_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/liveness`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  const keyFile = path.join(dataDir, 'operator-key');
  const operatorKey = fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8').trim() : '';
  return {
    url,
    operatorKey,
    dataDir,
    process: child,
    readyMs,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
