/**
 * Tunes the summarizer's weights (server/src/engines/summarize/tuning.ts) on the tuning part of BBC
 * News Summary only: `npx tsx scripts/eval/summarize-tune.ts`. Prints each setting's ROUGE-1 F1
 * against both references relative to Lead-3; the held-out part is left for `npm run eval`.
 */
import { DEFAULT_TUNING, type SummaryTuning, summarize } from '../../server/src/engines/summarize';
import { printTable } from '../lib/table';
import { lead3, readBbc, scoreSystem } from './summarize-data';

const articles = readBbc('tune');
const lead = scoreSystem(lead3, articles);
console.log(
  `tune part: ${articles.length} articles; Lead-3 extractive R1 ${lead.extractiveR1}, title R1 ${lead.titleR1}`,
);

const grid: SummaryTuning[] = [];
for (const leadWeightNews of [0.5, 0.7, 0.85, 1])
  for (const positionDecay of [0.5, 1, 2])
    for (const shortPairWords of [0, 45, 60])
      grid.push({ ...DEFAULT_TUNING, leadWeightNews, positionDecay, shortPairWords });

const rows = grid.map((tuning) => {
  const short = scoreSystem((b) => summarize(b, 'short', { tuning }).summary, articles);
  const medium = scoreSystem((b) => summarize(b, 'medium', { tuning }).summary, articles);
  return {
    news: tuning.leadWeightNews,
    decay: tuning.positionDecay,
    pair: tuning.shortPairWords,
    'short ext': (short.extractiveR1 / lead.extractiveR1).toFixed(3),
    'short title': (short.titleR1 / lead.titleR1).toFixed(3),
    'short words': short.words,
    'medium ext': (medium.extractiveR1 / lead.extractiveR1).toFixed(3),
    'medium title': (medium.titleR1 / lead.titleR1).toFixed(3),
  };
});
printTable(rows);
