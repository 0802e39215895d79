/**
 * In-process timings of pure text functions that used to be asserted inside unit tests (issue #13:
 * targets live in benchmarks): statistics on 1,000 words once the dictionaries are loaded, and HTML
 * to text on 1 MB of markup. Run alone with `npx tsx scripts/bench/compute.ts`.
 */
import { htmlToText } from '@margin/shared/text/html';
import {
  computeStatistics,
  preloadStatistics,
  type StatisticsLang,
} from '../../server/src/engines/statistics';
import { EASY_TEXT } from '../../server/src/engines/statistics/textstat-texts';
import { printTable } from '../lib/table';
import type { BenchRow } from './row';

/** Median of `runs` timed calls after one untimed warm-up call. */
function medianMs(runs: number, fn: () => void): number {
  fn();
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)];
}

/** Statistics (target 5 ms per 1,000 words at the median) and HTML-to-text figures. */
export function runComputeBench(): BenchRow[] {
  const langs: StatisticsLang[] = ['en', 'de'];
  preloadStatistics(langs);
  const words = EASY_TEXT.repeat(11).split(' ').slice(0, 1000).join(' ');
  const rows: BenchRow[] = langs.map((lang) => ({
    scenario: `statistics (${lang})`,
    metric: '1,000 words, median of 15',
    value: medianMs(15, () => computeStatistics(words, lang)),
    unit: 'ms',
    target: { atMost: 5 },
  }));
  const markup = '<div class="x"><p>Some <b>bold</b> &amp; <a href="#">linked</a> text.</p></div>'.repeat(
    15_000,
  );
  rows.push({
    scenario: 'html to text',
    metric: `${(markup.length / 1e6).toFixed(1)} MB of markup, median of 5`,
    value: medianMs(5, () => htmlToText(markup)),
    unit: 'ms',
    target: { atMost: 2000 },
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(
    runComputeBench().map((r) => ({
      ...r,
      value: Math.round(r.value * 100) / 100,
      target: r.target ? `<= ${r.target.atMost}` : '',
    })),
  );
}
