/**
 * Rephrase on ordinary business sentences (scripts/eval/data/rephrase-business.jsonl: 30 general,
 * 30 passive, 30 informal and 30 long sentences written from common business-writing patterns, not
 * from the engine's rules). Each mapping and each tone of switch_tone runs on the 30 sentences of the
 * set it applies to; a result counts as a success when every automatic proxy below holds. Each
 * sentence belongs to the `tune` or `holdout` half by the first byte of its SHA-1 (odd = holdout);
 * only the tune half was looked at while improving the engine, and both halves are reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TONE_MAPPINGS } from '@margin/shared/contract/constants';
import { lmTokens } from '@margin/shared/lm/tokens';
import { languageModel } from '../../server/src/engines/lm';
import { rephraseEmbedded } from '../../server/src/engines/rephrase';
import { contentTerms } from '../../server/src/engines/summarize/terms';
import { printTable } from '../lib/table';

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data/rephrase-business.jsonl');

/**
 * The proxies' thresholds. `strict` is what the set was first scored with, and it is the headline
 * figure (the ≥ 0.80 target is judged on it). `loose` was introduced after that first run, once its
 * misses had been read: LM drop ≤ 2 nats instead of 1 ("The finance team wrote the report." scores
 * 1.7 nats/token below "The report was written by the finance team.") and shorten keeping ≥ 30% of the
 * content words instead of 50%, plus ≥ 80% of its own content words coming from the input. Because it
 * was chosen after seeing results it is optimistic; both are reported.
 */
export const THRESHOLDS = {
  strict: { contentKept: 0.5, shortenContentKept: 0.5, shortenPrecision: 0, lmDrop: 1.0 },
  loose: { contentKept: 0.5, shortenContentKept: 0.3, shortenPrecision: 0.8, lmDrop: 2.0 },
};
type Thresholds = (typeof THRESHOLDS)['strict'];
/** shorten must be at most this share of the input's length in characters. */
export const SHORTEN_MAX_RATIO = 0.75;

interface Sentence {
  set: 'general' | 'passive' | 'informal' | 'long';
  half: 'tune' | 'holdout';
  text: string;
}

const TENSES = ['simple past', 'simple future', 'present perfect'];

/** Each mapping (and tone) with the set of sentences it is asked to rewrite. */
const CASES: { name: string; mapping: string; tone?: string; set: Sentence['set'] }[] = [
  { name: 'paraphrase', mapping: 'paraphrase', set: 'general' },
  { name: 'informal_to_formal', mapping: 'informal_to_formal', set: 'informal' },
  { name: 'formal_to_informal', mapping: 'formal_to_informal', set: 'general' },
  { name: 'passive_to_active', mapping: 'passive_to_active', set: 'passive' },
  { name: 'active_to_passive', mapping: 'active_to_passive', set: 'general' },
  { name: 'sentence_split', mapping: 'sentence_split', set: 'long' },
  { name: 'expand', mapping: 'expand', set: 'general' },
  { name: 'shorten', mapping: 'shorten', set: 'long' },
  { name: 'switch_tense', mapping: 'switch_tense', set: 'general' },
  ...TONE_MAPPINGS.map((tone) => ({
    name: `tone:${tone}`,
    mapping: 'switch_tone',
    tone,
    set: 'general' as const,
  })),
];

const norm = (s: string) => s.replace(/\s+/g, ' ').replace(/’/g, "'").trim().toLowerCase();

/** Mean natural log-probability per token over the text's sentences. */
function lmPerToken(text: string): number {
  const lm = languageModel();
  let total = 0;
  let n = 0;
  for (const s of text.split(/(?<=[.!?])\s+/)) {
    const toks = lmTokens(s, false);
    if (!toks.length) continue;
    total += lm.scoreSentence(toks).total;
    n += toks.length + 1;
  }
  return n ? total / n : 0;
}

/** Why a result fails the proxies (empty when it passes). */
export function failures(
  mapping: string,
  input: string,
  out: string | undefined,
  t: Thresholds = THRESHOLDS.strict,
): string[] {
  if (out === undefined) return ['no result'];
  const why: string[] = [];
  if (norm(out) === norm(input)) why.push('unchanged');
  const inTerms = new Set(contentTerms(input));
  const outTerms = new Set(contentTerms(out));
  const kept = [...inTerms].filter((t) => outTerms.has(t)).length / (inTerms.size || 1);
  if (kept < (mapping === 'shorten' ? t.shortenContentKept : t.contentKept))
    why.push(`content kept ${kept.toFixed(2)}`);
  if (mapping === 'shorten') {
    const precision = [...outTerms].filter((w) => inTerms.has(w)).length / (outTerms.size || 1);
    if (precision < t.shortenPrecision) why.push(`content added ${precision.toFixed(2)}`);
  }
  if (/(?:^|[.!?]["”)]?\s+)\p{Ll}/u.test(out)) why.push('lower-case sentence start');
  if (/\b(\p{L}+)\s+\1\b/iu.test(out)) why.push('doubled word');
  if (mapping === 'shorten' && out.length > SHORTEN_MAX_RATIO * input.length)
    why.push(`length ratio ${(out.length / input.length).toFixed(2)}`);
  if (mapping === 'expand' && out.length <= input.length) why.push('not longer');
  const drop = lmPerToken(input) - lmPerToken(out);
  if (drop > t.lmDrop) why.push(`LM drop ${drop.toFixed(2)}`);
  return why;
}

/** Success counts (strict proxies) per mapping/tone and half, with every strict miss and its reasons; the loose share beside them. */
export function runBusiness(): { rows: Record<string, string | number>[]; result: Record<string, unknown> } {
  const sentences = fs
    .readFileSync(DATA, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Sentence);
  const rows: Record<string, string | number>[] = [];
  const result: Record<string, unknown> = {};
  const misses: Record<string, unknown[]> = {};
  for (const c of CASES) {
    const count = { tune: [0, 0], holdout: [0, 0] };
    let loose = 0;
    misses[c.name] = [];
    sentences
      .filter((s) => s.set === c.set)
      .forEach((s, i) => {
        const [out] = rephraseEmbedded({
          text: s.text,
          mapping: c.mapping,
          tone: c.tone,
          tense: TENSES[i % TENSES.length],
          numResults: 1,
        });
        const why = failures(c.mapping, s.text, out);
        count[s.half][1]++;
        if (why.length === 0) count[s.half][0]++;
        else misses[c.name].push({ half: s.half, input: s.text, got: out ?? null, why });
        if (failures(c.mapping, s.text, out, THRESHOLDS.loose).length === 0) loose++;
      });
    const share = (k: 'tune' | 'holdout') => count[k][0] / (count[k][1] || 1);
    const total = count.tune[1] + count.holdout[1];
    const all = (count.tune[0] + count.holdout[0]) / total;
    result[`business_${c.name}`] = all;
    result[`business_${c.name}_tune`] = share('tune');
    result[`business_${c.name}_holdout`] = share('holdout');
    result[`business_${c.name}_loose`] = loose / total;
    rows.push({
      mapping: c.name,
      set: c.set,
      tune: `${count.tune[0]}/${count.tune[1]}`,
      holdout: `${count.holdout[0]}/${count.holdout[1]}`,
      strict: all.toFixed(3),
      loose: (loose / total).toFixed(3),
      met: all >= 0.8 ? 'yes' : 'no',
    });
  }
  result.business_misses = misses;
  return { rows, result };
}

/** `npm run eval -- rephrase-business`: this set alone (`rephrase` runs it after the main set). */
export async function run(): Promise<Record<string, unknown>> {
  const { rows, result } = runBusiness();
  printTable(rows);
  return result;
}
