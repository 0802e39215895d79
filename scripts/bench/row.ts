import { type RunningServer, startServer } from '../../e2e/support/server';
import { printTable } from '../lib/table';

/** A result row, in the shape `npm run bench` prints and writes. */
export interface BenchRow {
  scenario: string;
  metric: string;
  value: number;
  unit: string;
  target?: { atLeast?: number; atMost?: number };
}

/** Runs one browser benchmark on its own against a fresh server and prints its rows (`npx tsx scripts/bench/<name>.ts`). */
export async function runStandalone(run: (server: RunningServer) => Promise<BenchRow[]>): Promise<void> {
  const server = await startServer();
  try {
    const rows = await run(server);
    printTable(
      rows.map((r) => ({
        ...r,
        value: Math.round(r.value * 100) / 100,
        target: r.target ? `<= ${r.target.atMost}` : '',
      })),
    );
  } finally {
    await server.stop();
  }
}
