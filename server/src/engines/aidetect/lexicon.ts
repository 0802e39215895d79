import fs from 'node:fs';
import type { Token } from '@margin/shared/ml/tokens';

/**
 * The machine-word lexicon of version 20261126: for each word, the log-ratio of the share of machine
 * texts that use it to the share of human texts (of every genre, weighted equally) that do — chat
 * models lean on some words ("additionally", "overall", "crucial") far more than people do. Built by
 * scripts/train/aidetect-ranked.ts from training texts only; stored as data beside the model.
 */
export type MachineLexicon = ReadonlyMap<string, number>;

const WORD = /[\p{L}\p{N}]/u;

/** The distinct lower-cased words of tokens [first, last): the unit the lexicon counts. */
export function wordTypes(tokens: readonly Token[], first = 0, last = tokens.length): Set<string> {
  const types = new Set<string>();
  for (let i = first; i < last; i++) if (WORD.test(tokens[i].text)) types.add(tokens[i].text.toLowerCase());
  return types;
}

/**
 * The distinct lower-cased word pairs ("in addition") of tokens [first, last) whose two words are
 * adjacent tokens of one sentence: the unit of the machine-phrase lexicon (version 20261129), which
 * catches a model's habitual phrasing ("plays a crucial", "it is important") where single words are
 * common to both sides. `sentences` bound the pairs (no pair spans a sentence break).
 */
export function wordPairs(
  tokens: readonly Token[],
  sentences: ReadonlyArray<{ first: number; last: number }>,
  first = 0,
  last = tokens.length,
): Set<string> {
  const pairs = new Set<string>();
  for (const s of sentences) {
    const a = Math.max(first, s.first);
    const b = Math.min(last, s.last);
    for (let i = a + 1; i < b; i++)
      if (WORD.test(tokens[i - 1].text) && WORD.test(tokens[i].text))
        pairs.add(`${tokens[i - 1].text.toLowerCase()} ${tokens[i].text.toLowerCase()}`);
  }
  return pairs;
}

/** Mean lexicon weight over a span's distinct words (a word the lexicon lacks weighs 0); 0 when empty. */
export function lexiconScore(lexicon: MachineLexicon, types: Iterable<string>): number {
  let sum = 0;
  let n = 0;
  for (const w of types) {
    sum += lexicon.get(w) ?? 0;
    n++;
  }
  return n === 0 ? 0 : sum / n;
}

/** Reads a lexicon file: a JSON object of word → weight. */
export function readLexicon(file: string): MachineLexicon {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
  return new Map(Object.entries(data));
}
