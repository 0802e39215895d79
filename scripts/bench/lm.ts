/**
 * Language-model benchmark (issue #14): load time of the committed artefact (≤ 2 s), the memory it
 * takes, the time to score a 20-word sentence, tokenising included (≤ 0.5 ms), and with continuation
 * lists (format 2) a next-word query (autocomplete's 10 ms budget) and the rank and entropy of every
 * token of a 20-word sentence (what AI detection reads). In-process, so
 * `npm run bench` runs it beside the server figures; alone: `npx tsx scripts/bench/lm.ts`.
 */
import fs from 'node:fs';
import type { LanguageModel } from '@margin/shared/lm/model';
import { lmTokens } from '@margin/shared/lm/tokens';
import { LM_FILE, loadLanguageModel } from '../../server/src/engines/lm';
import { printTable } from '../lib/table';
import type { BenchRow } from './row';
import { englishText } from './texts';

const LOAD_RUNS = 3;

/** CPU milliseconds (user + system) since `since`: wall time on a shared machine also counts waiting. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};
const SCORE_ROUNDS = 20;

/** Twenty-word sentences cut from the benchmark prose, each made different by a varying word. */
function sentences(count: number): string[] {
  const words = englishText(count * 20).split(' ');
  return Array.from({ length: count }, (_, i) => {
    const s = words.slice(i * 20, i * 20 + 20);
    s[7] = i % 2 === 0 ? 'remarkably' : 'perhaps';
    return s.join(' ');
  });
}

/** The figures; LM_MODEL=<file> measures another artefact. A model that does not load fails its row. */
export function runLmBench(file = process.env.LM_MODEL ?? LM_FILE): BenchRow[] {
  const scenario = 'language model';
  const loads: number[] = [];
  const loadCpu: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  let lm: LanguageModel;
  try {
    lm = loadLanguageModel(file);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    return [{ scenario, metric: 'load', value: Number.NaN, unit: 'ms', target: { atMost: 2000 } }];
  }
  const rssMb = (process.memoryUsage().rss - rssBefore) / 1e6;
  for (let i = 0; i < LOAD_RUNS; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    lm = loadLanguageModel(file);
    loads.push(performance.now() - started);
    loadCpu.push(cpuMs(cpu));
  }
  loads.sort((a, b) => a - b);
  loadCpu.sort((a, b) => a - b);

  const texts = sentences(500);
  for (const t of texts) lm.scoreSentence(lmTokens(t, lm.info.lowercase));
  const perRound: number[] = [];
  const perRoundCpu: number[] = [];
  for (let r = 0; r < SCORE_ROUNDS; r++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const t of texts) lm.scoreSentence(lmTokens(t, lm.info.lowercase));
    perRound.push((performance.now() - started) / texts.length);
    perRoundCpu.push(cpuMs(cpu) / texts.length);
  }
  perRound.sort((a, b) => a - b);
  perRoundCpu.sort((a, b) => a - b);
  const extra: BenchRow[] = [];
  if (lm.hasContinuations) {
    const model = lm;
    const median = (run: (t: string) => void) => {
      const rounds: number[] = [];
      for (let r = 0; r < 5; r++) {
        const started = performance.now();
        for (const t of texts) run(t);
        rounds.push((performance.now() - started) / texts.length);
      }
      return rounds.sort((a, b) => a - b)[2];
    };
    extra.push(
      {
        scenario,
        metric: 'next 8 words after a sentence prefix (median of 5 rounds of 500)',
        value: median((t) => model.nextWords(['<s>', ...lmTokens(t, model.info.lowercase).slice(0, 9)], 8)),
        unit: 'ms',
        target: { atMost: 10 },
      },
      {
        scenario,
        metric: 'rank and entropy of every token of a 20-word sentence (median of 5 rounds of 500)',
        value: median((t) => model.tokenStats(lmTokens(t, model.info.lowercase).map((w) => model.id(w)))),
        unit: 'ms',
      },
    );
  }
  return [
    {
      scenario,
      metric: `load (median of ${LOAD_RUNS})`,
      value: loads[Math.floor(LOAD_RUNS / 2)],
      unit: 'ms',
      target: { atMost: 2000 },
    },
    {
      scenario,
      metric: `load, CPU time (median of ${LOAD_RUNS})`,
      value: loadCpu[Math.floor(LOAD_RUNS / 2)],
      unit: 'ms',
    },
    { scenario, metric: 'RSS added by the first load', value: rssMb, unit: 'MB' },
    {
      scenario,
      metric: `score a 20-word sentence (median of ${SCORE_ROUNDS} rounds of ${texts.length})`,
      value: perRound[Math.floor(SCORE_ROUNDS / 2)],
      unit: 'ms',
      target: { atMost: 0.5 },
    },
    {
      scenario,
      metric: 'score a 20-word sentence, CPU time',
      value: perRoundCpu[Math.floor(SCORE_ROUNDS / 2)],
      unit: 'ms',
    },
    {
      scenario,
      metric: 'artefact size',
      value: fs.statSync(file).size / 1e6,
      unit: 'MB',
      target: { atMost: 60 },
    },
    ...extra,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(
    runLmBench().map((r) => ({
      ...r,
      value: Math.round(r.value * 1000) / 1000,
      target: r.target ? `<= ${r.target.atMost}` : '',
    })),
  );
}
