/**
 * Checks the statistics engine against textstat 0.7.11's own test cases
 * (../shared/data/textstat/textstat_cases_v0.7.11.json): every case bearing on a field the statistics
 * endpoint returns must come out within ±0.01 of textstat's value. Run alone with
 * `npx tsx scripts/eval/textstat.ts`, or through `npm run eval -- textstat`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type CaseOutcome,
  checkTextstatCase,
  type TextstatCaseFile,
  TOLERANCE,
} from '../../server/src/engines/statistics/conformance';
import { printTable, type TableRow } from '../lib/table';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA_DIR = path.resolve(REPO_ROOT, '../shared/data/textstat');
const CASES_FILE = path.join(DATA_DIR, 'textstat_cases_v0.7.11.json');

/**
 * Why the cases that do not apply are left out. The engine serves only the endpoint's languages
 * (en, de, fr, it, nl, pl, ru, ar), so the es_ES and hu_HU cases, which would need Spanish and
 * Hungarian hyphenation dictionaries the server does not ship, are not run; nor are textstat's
 * metrics the endpoint does not return and its Python-only helpers.
 */
const NOTES = [
  'Cases for es_ES and hu_HU are not run: the endpoint accepts en, de, fr, it, nl, pl, ru and ar only.',
  'en_GB cases run as en, whose hyphenation fallback is en_US; the only words they hyphenate are numbers, which no pattern splits.',
  'Metrics the endpoint does not return (crawford, lix, osman, ...) and Python API internals are not run.',
  'mcalpine_eflaw has no case of its own in textstat 0.7.11; its input count_miniwords is checked.',
];

export async function run(): Promise<Record<string, unknown>> {
  if (!fs.existsSync(CASES_FILE)) {
    throw new Error(
      `textstat eval: ${CASES_FILE} does not exist. It is part of the shared data folder beside the repository (../shared/data/textstat).`,
    );
  }
  const file = JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')) as TextstatCaseFile;
  const outcomes: CaseOutcome[] = file.cases.map((testCase) => checkTextstatCase(testCase, file.fixtures));

  const byMetric = new Map<string, { cases: number; reproduced: number; failed: number }>();
  const notApplicable = new Map<string, { cases: number; reason: string }>();
  for (const outcome of outcomes) {
    if (outcome.status === 'not-applicable') {
      const entry = notApplicable.get(outcome.calls) ?? { cases: 0, reason: outcome.reason };
      entry.cases++;
      notApplicable.set(outcome.calls, entry);
      continue;
    }
    const entry = byMetric.get(outcome.metric) ?? { cases: 0, reproduced: 0, failed: 0 };
    entry.cases++;
    entry[outcome.status]++;
    byMetric.set(outcome.metric, entry);
  }

  const rows: TableRow[] = [...byMetric].map(([metric, counts]) => ({ metric, ...counts }));
  const applicable = rows.reduce((sum, row) => sum + (row.cases as number), 0);
  const reproduced = rows.reduce((sum, row) => sum + (row.reproduced as number), 0);
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === 'failed'
      ? [{ metric: outcome.metric, input: outcome.input, expected: outcome.expected, got: outcome.got }]
      : [],
  );
  const skipped = [...notApplicable].map(([calls, { cases, reason }]) => ({ calls, cases, reason }));
  const skippedCases = skipped.reduce((sum, entry) => sum + entry.cases, 0);

  printTable([...rows, { metric: 'total', cases: applicable, reproduced, failed: applicable - reproduced }]);
  const summary = `${reproduced} of ${applicable} cases reproduced within ±${TOLERANCE}`;
  process.stdout.write(`\n${summary} (${skippedCases} of ${outcomes.length} cases not applicable)\n`);
  for (const failure of failures) {
    process.stdout.write(
      `  failed ${failure.metric} on ${failure.input}: expected ${JSON.stringify(failure.expected)}, got ${JSON.stringify(failure.got)}\n`,
    );
  }
  for (const note of NOTES) process.stdout.write(`  note: ${note}\n`);

  return {
    summary,
    cases: outcomes.length,
    applicable,
    reproduced,
    failed: failures.length,
    notApplicable: skippedCases,
    tolerance: TOLERANCE,
    byMetric: Object.fromEntries(byMetric),
    failures,
    skipped,
    notes: NOTES,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
