/**
 * `npm run eval [-- name...]`: recomputes quality metrics on the datasets in ../shared/data and writes
 * each result to reports/eval-<name>.json. With no names, every known eval runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, type TableRow } from '../lib/table';

/** What every eval module exports: its metrics as a JSON-serialisable object. */
export interface EvalModule {
  run(): Promise<Record<string, unknown>>;
}

/** Known evals, alphabetical; each loads only when asked for, since some read large datasets. */
export const evals: Record<string, () => Promise<EvalModule>> = {
  aidetect: () => import('./aidetect'),
  complete: () => import('./complete'),
  confusion: () => import('./confusion'),
  grammar: () => import('./grammar'),
  'grammar-gate': () => import('./grammar-gate'),
  lm: () => import('./lm'),
  rephrase: () => import('./rephrase'),
  'rephrase-business': () => import('./rephrase-business'),
  semsearch: () => import('./semsearch'),
  'semsearch-lsa': () => import('./semsearch-lsa'),
  sentiment: () => import('./sentiment'),
  spell: () => import('./spell'),
  summarize: () => import('./summarize'),
  textstat: () => import('./textstat'),
  tone: () => import('./tone'),
  translate: () => import('./translate'),
};

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');
const REPORTS_DIR = path.join(REPO_ROOT, 'reports');

/** Top-level numbers, strings and booleans of a result, as table rows; nested detail stays in the JSON. */
function summaryRows(name: string, result: Record<string, unknown>): TableRow[] {
  return Object.entries(result)
    .filter(([, v]) => ['number', 'string', 'boolean'].includes(typeof v))
    .map(([metric, v]) => ({
      eval: name,
      metric,
      value: typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(4) : String(v),
    }));
}

async function main(args: string[]): Promise<number> {
  const known = Object.keys(evals);
  const unknown = args.filter((a) => !(a in evals));
  if (unknown.length > 0) {
    process.stderr.write(
      `Unknown eval${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known: ${known.join(', ')}\n`,
    );
    return 2;
  }
  if (!fs.existsSync(DATA_DIR)) {
    process.stderr.write(
      `The evals need the datasets in ${DATA_DIR} (the shared data folder next to the repository), which does not exist.\n` +
        'Place the datasets there and run `npm run eval` again.\n',
    );
    return 1;
  }

  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const rows: TableRow[] = [];
  let failed = 0;
  for (const name of args.length > 0 ? args : known) {
    const started = performance.now();
    process.stdout.write(`eval ${name}...\n`);
    try {
      const result = await (await evals[name]()).run();
      const file = path.join(REPORTS_DIR, `eval-${name}.json`);
      fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`eval ${name}: wrote ${path.relative(REPO_ROOT, file)} in ${seconds} s\n`);
      rows.push(...summaryRows(name, result));
    } catch (err) {
      failed++;
      process.stderr.write(
        `eval ${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
    }
  }
  if (rows.length > 0) {
    process.stdout.write('\n');
    printTable(rows);
  }
  return failed === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`eval failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
