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
import { boundedDistance } from '../../shared/src/spell/suggest/edit-distance';
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

/**
 * Name shares tried; the one with the most capitalised corpus words spared minus misspellings lost
 * (each typed with a capital, as opening a sentence) wins.
 */
const NAME_SHARES = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99];

interface Flag {
  seen: number;
  best: number;
  /** The best correction is more than one edit away. */
  far: boolean;
  /** Share of the corpus's occurrences written with a capital. */
  capitalised: number;
  /** The flagged word has an initial capital. */
  typedCapitalised: boolean;
}

/** Folded word counts from the language model's vocabulary. */
function corpusCounts(): { tsv: string; words: number; tokens: number } {
  const lm = loadLanguageModel();
  const meta = JSON.parse(fs.readFileSync(path.join(path.dirname(LM_FILE), 'metadata.json'), 'utf8'));
  const tokens: number = meta.stats.tokens;
  const folded = new Map<string, { count: number; capitalised: number }>();
  for (let i = 3; i < lm.words.length; i++) {
    const w = lm.words[i];
    if (!/^[\p{L}][\p{L}'’-]*$/u.test(w)) continue;
    const key = w.toLowerCase();
    const entry = folded.get(key) ?? { count: 0, capitalised: 0 };
    const n = Math.exp(lm.logProb([], w)) * tokens;
    entry.count += n;
    if (/^\p{Lu}/u.test(w)) entry.capitalised += n;
    folded.set(key, entry);
  }
  const rows = [...folded]
    .map(([w, e]) => [w, Math.round(e.count), Math.round((100 * e.capitalised) / e.count)] as const)
    .filter(([, c]) => c >= MIN_COUNT)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const tsv = rows.map(([w, c, cap]) => `${w}\t${c}\t${cap}`).join('\n');
  return { tsv: `${tsv}\n`, words: rows.length, tokens };
}

export async function train(): Promise<void> {
  const counts = corpusCounts();
  const attested = AttestedWords.parse(counts.tsv);
  console.log(`${counts.words} corpus words`);
  const checker = await spellChecker('en', 'any');
  const flagOf = (typed: string, best: string | undefined): Flag => ({
    seen: attested.count(typed),
    best: best ? attested.count(best) : 0,
    far: !best || boundedDistance(typed.toLowerCase(), best.toLowerCase(), 1) > 1,
    capitalised: attested.capitalisedShare(typed),
    typedCapitalised: /^\p{Lu}\p{Ll}/u.test(typed),
  });

  const allMisspellings: Flag[] = [];
  for (const pair of trainingPairs()) {
    if (!/^[\p{L}'-]+$/u.test(pair.miss)) continue;
    const [f] = await checker.check(pair.miss, { neural: true, attested: false });
    if (f && f.candidates.length > 0) allMisspellings.push(flagOf(f.original, f.candidates[0]));
  }

  const allCorpus: Flag[] = [];
  for (const source of CORPUS_SOURCES) {
    let here = 0;
    for await (const line of sourceLines(DATA_DIR, source, () => here >= FLAGS_PER_SOURCE)) {
      if (!line.heldOut) continue;
      for (const s of sentenceSpans(line.text, { lineBreaks: true })) {
        if (lmTokens(s.text, false).length < 4) continue;
        for (const f of await checker.check(s.text, { neural: true, attested: false })) {
          if (f.candidates.length === 0) continue;
          here++;
          allCorpus.push(flagOf(f.original, f.candidates[0]));
        }
      }
    }
    console.log(`${source.name}: ${here} flagged words`);
  }
  const misspellingsFlagged = allMisspellings.length;
  const corpusFlagged = allCorpus.length;
  const misspellings = allMisspellings.filter((f) => f.seen > 0);
  const corpusFlags = allCorpus.filter((f) => f.seen > 0);

  // Per edit distance of the best correction (one edit, or more): of every flagged word of each kind,
  // the share still flagged at each ratio (unattested words always are).
  const tune = (far: boolean) => {
    const ours = (flags: Flag[]) => flags.filter((f) => f.far === far);
    const share = (flags: Flag[], ratio: number) => {
      const all = ours(flags);
      return all.filter((f) => f.seen === 0 || f.best >= f.seen * ratio).length / Math.max(1, all.length);
    };
    const curve = RATIOS.map((ratio) => ({
      ratio,
      misspellingsKept: share(allMisspellings, ratio),
      corpusWordsKept: share(allCorpus, ratio),
    }));
    console.table(curve);
    const chosen =
      [...curve].reverse().find((c) => c.misspellingsKept >= MISSPELLING_RECALL_FLOOR) ?? curve[0];
    return { chosen, curve, misspellings: ours(allMisspellings).length, corpusWords: ours(allCorpus).length };
  };
  const near = tune(false);
  const far = tune(true);
  // Names: a misspelling typed with a capital (opening a sentence) is lost when the corpus mostly
  // capitalises it; a capitalised word the checker flags in corpus text is spared.
  const nameCurve = NAME_SHARES.map((share) => ({
    share,
    misspellingsLost: misspellings.filter((f) => f.capitalised >= share).length / misspellingsFlagged,
    capitalisedCorpusWordsSpared:
      corpusFlags.filter((f) => f.typedCapitalised && f.capitalised >= share).length /
      Math.max(1, corpusFlags.filter((f) => f.typedCapitalised).length),
  }));
  console.table(nameCurve);
  const name = nameCurve.reduce((a, b) =>
    b.capitalisedCorpusWordsSpared - b.misspellingsLost > a.capitalisedCorpusWordsSpared - a.misspellingsLost
      ? b
      : a,
  );
  writeArtefact('spell', 'en-attested.txt', counts.tsv);
  writeArtefact(
    'spell',
    'en-attested.json',
    `${JSON.stringify(
      rounded({
        model: 'spell-attested',
        description:
          'Case-folded corpus counts of words (en-attested.txt, word<TAB>count<TAB>percent written with a capital), the ratio a flagged word the corpus uses must be beaten by (its best correction at least minRatio times as common, minRatioFar when more than one edit away) and the capitalised share above which a capitalised word is a name (shared/src/spell/attested.ts)',
        created: new Date().toISOString().slice(0, 10),
        trainedBy: 'npm run train -- spell-attested (scripts/train/spell-attested.ts)',
        minRatio: near.chosen.ratio,
        minRatioFar: far.chosen.ratio,
        nameShare: name.share,
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
          oneEdit: { misspellings: near.misspellings, corpusWords: near.corpusWords, curve: near.curve },
          moreEdits: { misspellings: far.misspellings, corpusWords: far.corpusWords, curve: far.curve },
          nameRule:
            'the capitalised share with the most capitalised corpus words spared minus flagged misspellings lost (each typed with a capital)',
          nameCurve,
        },
        metrics: {
          misspellingsStillFlagged:
            (near.chosen.misspellingsKept * near.misspellings +
              far.chosen.misspellingsKept * far.misspellings) /
            misspellingsFlagged,
          correctCorpusWordsStillFlagged:
            (near.chosen.corpusWordsKept * near.corpusWords + far.chosen.corpusWordsKept * far.corpusWords) /
            corpusFlagged,
          misspellingsLostToNameRuleIfCapitalised: name.misspellingsLost,
          capitalisedCorpusWordsSparedAsNames: name.capitalisedCorpusWordsSpared,
        },
      }),
      null,
      2,
    )}\n`,
  );
}
