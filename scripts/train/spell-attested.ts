/**
 * `npm run train -- spell-attested`: the corpus counts that keep names, brands and jargon out of the
 * spelling findings (shared/src/spell/attested.ts), and the ratio a flagged word's best correction must
 * reach. Counts: every letter-only word of the language model's vocabulary (server/src/engines/lm,
 * 126M tokens of ../shared/data/corpus_en without its held-back documents), case folded, its count
 * recovered from the unigram probability. The ratio is tuned on two kinds of flagged words, never on
 * an evaluation set: real misspellings (the spell training pairs, without any evaluation misspelling)
 * and the words the checker flags in held-back corpus documents (edited text: nearly all correct).
 * Writes server/src/engines/spell/model/en-attested.txt and en-attested.json (metadata and metrics).
 */

import fs from 'node:fs';
import path from 'node:path';
import { LM_FILE, loadLanguageModel } from '../../server/src/engines/lm';
import { spellChecker } from '../../server/src/engines/spell/checkers';
import { lmTokens } from '../../shared/src/lm/tokens';
import { AttestedWords } from '../../shared/src/spell/attested';
import { sentenceSpans } from '../../shared/src/text/sentences';
import { rounded, writeArtefact } from './lib/artefacts';
import { DATA_DIR } from './lib/datasets';
import { CORPUS_SOURCES, sourceLines } from './lib/lm-corpus';
import { trainingPairs } from './lib/spell-data';

/** Candidate ratios tried (the smallest one meeting the recall floor wins). */
const RATIOS = [1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 300, 500, 1000, 2000, 5000];
/**
 * Share of all flagged real misspellings that must stay flagged. Few misspellings are words the corpus
 * uses (about 7% of the training pairs), so the gate can be strict with those that are.
 */
const MISSPELLING_RECALL_FLOOR = 0.97;
/** Flagged words collected per held-back corpus source. */
const FLAGS_PER_SOURCE = 2500;
/** Smallest count kept in the artefact (the language model's vocabulary starts at 3). */
const MIN_COUNT = 3;

interface Flag {
  seen: number;
  best: number;
}

/** Folded word counts from the language model's vocabulary. */
function corpusCounts(): { tsv: string; words: number; tokens: number } {
  const lm = loadLanguageModel();
  const meta = JSON.parse(fs.readFileSync(path.join(path.dirname(LM_FILE), 'metadata.json'), 'utf8'));
  const tokens: number = meta.stats.tokens;
  const folded = new Map<string, number>();
  for (let i = 3; i < lm.words.length; i++) {
    const w = lm.words[i];
    if (!/^[\p{L}][\p{L}'’-]*$/u.test(w)) continue;
    const key = w.toLowerCase();
    folded.set(key, (folded.get(key) ?? 0) + Math.exp(lm.logProb([], w)) * tokens);
  }
  const rows = [...folded]
    .map(([w, c]) => [w, Math.round(c)] as const)
    .filter(([, c]) => c >= MIN_COUNT)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { tsv: `${rows.map(([w, c]) => `${w}\t${c}`).join('\n')}\n`, words: rows.length, tokens };
}

/** Share of flags the gate keeps at each ratio. */
function keptAt(flags: Flag[], ratio: number): number {
  if (flags.length === 0) return 0;
  return flags.filter((f) => f.best >= f.seen * ratio).length / flags.length;
}

export async function train(): Promise<void> {
  const counts = corpusCounts();
  const attested = AttestedWords.parse(counts.tsv);
  console.log(`${counts.words} corpus words`);
  const checker = await spellChecker('en', 'any');
  const flagOf = (typed: string, best: string | undefined): Flag => ({
    seen: attested.count(typed),
    best: best ? attested.count(best) : 0,
  });

  const misspellings: Flag[] = [];
  let misspellingsFlagged = 0;
  for (const pair of trainingPairs()) {
    if (!/^[\p{L}'-]+$/u.test(pair.miss)) continue;
    const [f] = await checker.check(pair.miss, { neural: true, attested: false });
    if (!f || f.candidates.length === 0) continue;
    misspellingsFlagged++;
    const flag = flagOf(f.original, f.candidates[0]);
    if (flag.seen > 0) misspellings.push(flag);
  }

  const corpusFlags: Flag[] = [];
  let corpusFlagged = 0;
  for (const source of CORPUS_SOURCES) {
    let here = 0;
    for await (const line of sourceLines(DATA_DIR, source, () => here >= FLAGS_PER_SOURCE)) {
      if (!line.heldOut) continue;
      for (const s of sentenceSpans(line.text, { lineBreaks: true })) {
        if (lmTokens(s.text, false).length < 4) continue;
        for (const f of await checker.check(s.text, { neural: true, attested: false })) {
          if (f.candidates.length === 0) continue;
          here++;
          corpusFlagged++;
          const flag = flagOf(f.original, f.candidates[0]);
          if (flag.seen > 0) corpusFlags.push(flag);
        }
      }
    }
    console.log(`${source.name}: ${here} flagged words`);
  }

  // Of every flagged word of each kind, the share still flagged at each ratio (unattested words always are).
  const stillFlagged = (attestedFlags: Flag[], flagged: number, ratio: number) =>
    (flagged - attestedFlags.length * (1 - keptAt(attestedFlags, ratio))) / flagged;
  const curve = RATIOS.map((ratio) => ({
    ratio,
    misspellingsKept: stillFlagged(misspellings, misspellingsFlagged, ratio),
    corpusWordsKept: stillFlagged(corpusFlags, corpusFlagged, ratio),
  }));
  console.table(curve);
  const chosen = [...curve].reverse().find((c) => c.misspellingsKept >= MISSPELLING_RECALL_FLOOR) ?? curve[0];
  writeArtefact('spell', 'en-attested.txt', counts.tsv);
  writeArtefact(
    'spell',
    'en-attested.json',
    `${JSON.stringify(
      rounded({
        model: 'spell-attested',
        description:
          'Case-folded corpus counts of words (en-attested.txt, word<TAB>count) and the ratio a flagged word the corpus uses must be beaten by: its best correction at least minRatio times as common (shared/src/spell/attested.ts)',
        created: new Date().toISOString().slice(0, 10),
        trainedBy: 'npm run train -- spell-attested (scripts/train/spell-attested.ts)',
        minRatio: chosen.ratio,
        data: {
          counts:
            'vocabulary of the language model server/src/engines/lm/model/lm.bin (corpus_en: Wikipedia CC BY-SA 3.0, Project Gutenberg, MASC, US presidential speeches, GUM; its held-back documents excluded), counts from its unigram probabilities times its training tokens',
          tokens: counts.tokens,
          words: counts.words,
          minCount: MIN_COUNT,
          misspellings:
            'spell training pairs (Norvig spell-errors.txt, Birkbeck outside the 5,000-pair sample), without any misspelling of Norvig test set 1, the Birkbeck sample or the Aspell set',
          correctWords: `words the checker flags in held-back corpus_en documents (every 100th), ${FLAGS_PER_SOURCE} per source`,
        },
        tuning: {
          rule: `the largest ratio that keeps at least ${MISSPELLING_RECALL_FLOOR * 100}% of the flagged misspellings flagged (curve: shares of all flagged words still flagged)`,
          misspellingsFlagged,
          misspellingsAttested: misspellings.length,
          corpusWordsFlagged: corpusFlagged,
          corpusWordsAttested: corpusFlags.length,
          curve,
        },
        metrics: {
          misspellingsStillFlagged: chosen.misspellingsKept,
          correctCorpusWordsStillFlagged: chosen.corpusWordsKept,
        },
      }),
      null,
      2,
    )}\n`,
  );
}
