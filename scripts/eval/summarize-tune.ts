/**
 * Tunes the summarizer's position-led mix (server/src/engines/summarize/tuning.ts) on permissive data
 * only, and only on its "read" halves: `npx tsx scripts/eval/summarize-tune.ts`. Each setting scores
 * every document with the mix (as v20261124c did); the engine itself uses the mix for lead-first
 * reports only and the learned ranker (`npm run train -- summarize`) for other text.
 * - the news weights on GUM's Wikinews documents (CC BY 2.5) against their headlines;
 * - the other-text weight on Wikipedia articles (CC BY-SA 3.0) against their first paragraph.
 * BBC News Summary is research / non-commercial and is never read here (evaluation only).
 * Prints each setting's ROUGE-1 F1 relative to Lead-3 and the mean length in words.
 */
import { DEFAULT_TUNING, type SummaryTuning, summarize } from '../../server/src/engines/summarize';
import { printTable } from '../lib/table';
import { lead3, readGumNews, readWikipedia, scoreSystem } from './summarize-data';

const gum = readGumNews('read');
const wiki = readWikipedia('read', 60000, 100);
const leadGum = scoreSystem(lead3, gum, 'headline');
const leadWiki = scoreSystem(lead3, wiki, 'lead');
console.log(
  `read halves: GUM news ${gum.length} (Lead-3 R1 ${leadGum.r1}), Wikipedia ${wiki.length} (Lead-3 R1 ${leadWiki.r1})`,
);

const grid: SummaryTuning[] = [];
for (const leadWeightNews of [0.85, 1])
  for (const leadWeightOther of [0, 0.3, 0.6])
    for (const positionDecay of [0.5, 1])
      grid.push({ ...DEFAULT_TUNING, leadWeightNews, leadWeightOther, positionDecay });

const ratio = (a: number, b: number) => (a / b).toFixed(3);
const rows = grid.map((tuning) => {
  const run = (l: 'short' | 'medium') => (b: string) => summarize(b, l, { tuning }).summary;
  const gShort = scoreSystem(run('short'), gum, 'headline');
  const gMedium = scoreSystem(run('medium'), gum, 'headline');
  const wShort = scoreSystem(run('short'), wiki, 'lead');
  const wMedium = scoreSystem(run('medium'), wiki, 'lead');
  return {
    news: tuning.leadWeightNews,
    other: tuning.leadWeightOther,
    decay: tuning.positionDecay,
    'gum short': ratio(gShort.r1, leadGum.r1),
    'gum medium': ratio(gMedium.r1, leadGum.r1),
    'wiki short': ratio(wShort.r1, leadWiki.r1),
    'wiki short lead-words': ratio(wShort.r1, wShort.leadWordsR1),
    'wiki medium': ratio(wMedium.r1, leadWiki.r1),
    'wiki medium lead-words': ratio(wMedium.r1, wMedium.leadWordsR1),
  };
});
printTable(rows);

// `short`'s partner candidates (the best sentence and up to n − 1 partners), at the weights above.
printTable(
  [2, 3, 5].map((shortCandidates) => {
    const tuning = { ...DEFAULT_TUNING, shortCandidates };
    const run = (b: string) => summarize(b, 'short', { tuning }).summary;
    const g = scoreSystem(run, gum, 'headline');
    const w = scoreSystem(run, wiki, 'lead');
    return {
      candidates: shortCandidates,
      'gum short': ratio(g.r1, leadGum.r1),
      'wiki short': ratio(w.r1, leadWiki.r1),
      'wiki short rec@40w': w.r1Recall40.toFixed(4),
      'wiki short words': w.words,
    };
  }),
);
