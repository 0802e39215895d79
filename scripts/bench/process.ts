import fs from 'node:fs';
import { type RunningServer, startServer } from '../../e2e/support/server';

/** Memory of a process as Linux reports it, in MB. */
export interface ProcessMemory {
  /** Resident set size now (VmRSS). */
  rssMb: number;
  /** Highest resident set size so far (VmHWM). */
  peakRssMb: number;
}

/** Reads VmRSS and VmHWM from /proc; Linux only, which is where the benchmark runs. */
export function readProcessMemory(pid: number): ProcessMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field} line`);
    return Number(match[1]);
  };
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/** The middle value (mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Servers the benchmark started, so every exit path (normal end, error, Ctrl-C, time limit) can stop
 * them instead of leaving a process listening.
 */
export class ServerPool {
  private readonly running = new Set<RunningServer>();

  /** Starts a fresh server (empty data directory) and tracks it until stopped. */
  async start(): Promise<RunningServer> {
    const server = await startServer();
    this.running.add(server);
    return server;
  }

  async stop(server: RunningServer): Promise<void> {
    this.running.delete(server);
    await server.stop();
  }

  /** Stops every server still running. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.running].map((s) => this.stop(s)));
  }
}

/** Ready time (spawn until liveness answers) of `runs` fresh starts, each stopped before the next. */
export async function measureReadyTimes(pool: ServerPool, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await pool.start();
    times.push(server.readyMs);
    await pool.stop(server);
  }
  return times;
}
