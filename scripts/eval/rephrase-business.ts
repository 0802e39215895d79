/**
 * Rephrase on ordinary business sentences (scripts/eval/data/rephrase-business.jsonl: 42 general,
 * 42 passive, 42 informal and 42 long sentences written from common business-writing patterns, not
 * from the engine's rules). Each mapping and each tone of switch_tone runs on the sentences of the
 * set it applies to; a result counts as a success when every automatic proxy below holds. The first
 * 120 sentences belong to the `tune` or `holdout` half by the first byte of their SHA-1 (odd =
 * holdout); the 48 rows marked `added` are holdout rows written before any output on them was seen.
 * Only the tune half was looked at while improving the engine; both halves are reported, and the
 * added rows separately as well. Each batch in FRESH_BATCHES (48 rows, 12 per set) was written before
 * the session that added it changed any rule; each is counted in its own `fresh` column only, and
 * their misses are not written out, so that nobody tuning the engine reads them; holdout misses are
 * not written out either (only the tune half's are).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TONE_MAPPINGS } from '@margin/shared/contract/constants';
import nlp from 'compromise';
import { rephraseEmbedded } from '../../server/src/engines/rephrase';
import { fluencyOf } from '../../server/src/engines/rephrase/lexicon';
import { contentTerms } from '../../server/src/engines/summarize/terms';
import { printTable } from '../lib/table';

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data/rephrase-business.jsonl');

/**
 * The proxies' thresholds. `strict` is the headline figure (the ≥ 0.80 target is judged on it).
 * `fluency` names the language-model measure whose drop from input to output must stay within `lmDrop`
 * nats per token:
 *
 * - `perToken`: mean log-probability per token, what the set was first scored with (kept as
 *   `strictPerToken` and printed beside the headline). It punishes a rewrite for being shorter: the
 *   words a rewrite drops ("was", "by", "the" of a passive) are the cheapest of the sentence, so the
 *   mean of what is left falls even when nothing became less fluent ("The finance team wrote the
 *   report." scores 1.8 nats/token below "The report was written by the finance team.").
 * - `slor`: SLOR (Lau et al. 2017; Kann, Rothe and Filippova 2018, "Sentence-level fluency evaluation"),
 *   the mean of log P(word | context) − log P(word) per token: what context adds beyond each word's own
 *   frequency, so neither length nor rare words count against a sentence. On the human-written
 *   rewrites of scripts/eval/data/rephrase/{voice,tense,split}.jsonl it passes more of the references
 *   and catches more adjacent-word swaps than `perToken` at the same 1-nat threshold (`calibration`
 *   below prints both; the figures are in docs/generation.md).
 *
 * `loose` was introduced after the first run, once its misses had been read: per-token drop ≤ 2 nats
 * and shorten keeping ≥ 30% of the content words instead of 50%, plus ≥ 80% of its own content words
 * coming from the input. Because it was chosen after seeing results it is optimistic. *
 * `centred` is `strict` with the allowed drop moved by the median SLOR drop of the human-written
 * rewrites of the same mapping in scripts/eval/data/rephrase/ (`referenceShift`): a correct rewrite
 * is expected to move fluency by that much, so only what falls further counts. It is symmetric: a
 * mapping whose references gain fluency (active_to_passive, sentence_split) gets a tighter threshold.
 * Printed beside the headline, never instead of it: it was added in the ninth session after seeing
 * that human-written passive_to_active references pass `strict` only about 7 times in 10.
 */
export const THRESHOLDS = {
  strict: { contentKept: 0.5, shortenContentKept: 0.5, shortenPrecision: 0, lmDrop: 1.0, fluency: 'slor' },
  strictPerToken: {
    contentKept: 0.5,
    shortenContentKept: 0.5,
    shortenPrecision: 0,
    lmDrop: 1.0,
    fluency: 'perToken',
  },
  loose: {
    contentKept: 0.5,
    shortenContentKept: 0.3,
    shortenPrecision: 0.8,
    lmDrop: 2.0,
    fluency: 'perToken',
  },
  centred: {
    contentKept: 0.5,
    shortenContentKept: 0.5,
    shortenPrecision: 0,
    lmDrop: 1.0,
    fluency: 'slor',
    centred: true,
  },
} as const;
type Thresholds = (typeof THRESHOLDS)[keyof typeof THRESHOLDS] & { centred?: boolean };
/** shorten must be at most this share of the input's length in characters. */
export const SHORTEN_MAX_RATIO = 0.75;

interface Sentence {
  set: 'general' | 'passive' | 'informal' | 'long';
  half: 'tune' | 'holdout';
  /** Date a holdout row was added after the first measurement (written before any output was seen). */
  added?: string;
  text: string;
}

const TENSES = ['simple past', 'simple future', 'present perfect'];

/**
 * The tense of a sentence's first verb group as compromise reads it (one of TENSES, or undefined):
 * independent of the engine, so the eval never asks for the tense a sentence already has.
 */
function ownTense(text: string): string | undefined {
  const [first] = (
    nlp(text).verbs() as unknown as {
      json(): { verb?: { auxiliary?: string; grammar?: { form?: string } } }[];
    }
  ).json();
  const aux = first?.verb?.auxiliary ?? '';
  const form = first?.verb?.grammar?.form ?? '';
  if (/^(?:has|have)\b/.test(aux) || form === 'present-perfect') return 'present perfect';
  if (/^will\b/.test(aux) || /future/.test(form)) return 'simple future';
  if (/past/.test(form)) return 'simple past';
  return undefined;
}

/**
 * The tense switch_tense is asked for: the three in turn, skipping the one the sentence is already
 * in (asked for its own tense a sentence rightly stays as it is, which is no test of a rewrite).
 */
export function targetTense(text: string, i: number): string {
  const turn = TENSES[i % TENSES.length];
  return ownTense(text) === turn ? TENSES[(i + 1) % TENSES.length] : turn;
}

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

/** Per-token fluency of a text under the language model: mean log-probability and SLOR (nats), as the engine reads it. */
export const fluency = fluencyOf;

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
  const drop = fluency(input)[t.fluency] - fluency(out)[t.fluency];
  const allowed = t.lmDrop + (t.centred ? (centredShift().get(mapping) ?? 0) : 0);
  if (drop > allowed) why.push(`LM drop (${t.fluency}) ${drop.toFixed(2)}`);
  return why;
}

type Proxy = keyof typeof THRESHOLDS;
type Half = 'tune' | 'holdout' | 'new' | (typeof FRESH_BATCHES)[number];
/**
 * The `added` marks of the batches kept apart as never-read checks (see the header): the fifth
 * session's, '2026-11-28b', written at the start of the sixth session (same day) before any of its
 * changes landed, and '2026-11-28c', written in the eighth session after its changes, before any
 * output on it was seen (so it measures those changes on sentences they were not made from),
 * '2026-11-28d', written at the start of the ninth session before any of its changes or any output
 * on it, and '2026-11-28e', '2026-11-28f', '2026-11-28g' and '2026-11-28h', the same at the start of the
 * tenth, eleventh, twelfth and thirteenth sessions.
 */
export const FRESH_BATCHES = [
  '2026-11-28',
  '2026-11-28b',
  '2026-11-28c',
  '2026-11-28d',
  '2026-11-28e',
  '2026-11-28f',
  '2026-11-28g',
  '2026-11-28h',
] as const;
const isFresh = (added: string | undefined): added is (typeof FRESH_BATCHES)[number] =>
  (FRESH_BATCHES as readonly (string | undefined)[]).includes(added);

/** Success counts per proxy, mapping/tone and half, with every strict miss and its reasons. */
export function runBusiness(): { rows: Record<string, string | number>[]; result: Record<string, unknown> } {
  const sentences = fs
    .readFileSync(DATA, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Sentence);
  const rows: Record<string, string | number>[] = [];
  const result: Record<string, unknown> = {};
  const misses: Record<string, unknown[]> = {};
  const proxies = Object.keys(THRESHOLDS) as Proxy[];
  for (const c of CASES) {
    const count = Object.fromEntries(
      proxies.map((p) => [
        p,
        Object.fromEntries(
          (['tune', 'holdout', 'new', ...FRESH_BATCHES] as Half[]).map((h) => [h, [0, 0]]),
        ) as Record<Half, number[]>,
      ]),
    ) as Record<Proxy, Record<Half, number[]>>;
    misses[c.name] = [];
    sentences
      .filter((s) => s.set === c.set)
      .forEach((s, i) => {
        const [out] = rephraseEmbedded({
          text: s.text,
          mapping: c.mapping,
          tone: c.tone,
          tense: targetTense(s.text, i),
          numResults: 1,
        });
        const fresh = isFresh(s.added);
        const halves: Half[] = isFresh(s.added) ? [s.added] : s.added ? [s.half, 'new'] : [s.half];
        for (const p of proxies) {
          const why = failures(c.mapping, s.text, out, THRESHOLDS[p]);
          for (const h of halves) {
            count[p][h][1]++;
            if (why.length === 0) count[p][h][0]++;
          }
          // Only tune-half misses are written out: the holdout half is read as counts only.
          if (p === 'strict' && why.length && !fresh && s.half === 'tune')
            misses[c.name].push({ half: s.half, input: s.text, got: out ?? null, why });
        }
      });
    const frac = (p: Proxy, h: Half) => `${count[p][h][0]}/${count[p][h][1]}`;
    const share = (p: Proxy, h: Half) => count[p][h][0] / (count[p][h][1] || 1);
    const all = (p: Proxy) =>
      (count[p].tune[0] + count[p].holdout[0]) / (count[p].tune[1] + count[p].holdout[1] || 1);
    result[`business_${c.name}`] = all('strict');
    result[`business_${c.name}_tune`] = share('strict', 'tune');
    result[`business_${c.name}_holdout`] = share('strict', 'holdout');
    result[`business_${c.name}_holdout_added`] = share('strict', 'new');
    for (const b of FRESH_BATCHES) result[`business_${c.name}_fresh_${b}`] = share('strict', b);
    result[`business_${c.name}_per_token`] = all('strictPerToken');
    result[`business_${c.name}_per_token_tune`] = share('strictPerToken', 'tune');
    result[`business_${c.name}_per_token_holdout`] = share('strictPerToken', 'holdout');
    result[`business_${c.name}_centred_tune`] = share('centred', 'tune');
    result[`business_${c.name}_centred_holdout`] = share('centred', 'holdout');
    for (const b of FRESH_BATCHES) result[`business_${c.name}_centred_fresh_${b}`] = share('centred', b);
    result[`business_${c.name}_loose`] = all('loose');
    result[`business_${c.name}_loose_tune`] = share('loose', 'tune');
    result[`business_${c.name}_loose_holdout`] = share('loose', 'holdout');
    rows.push({
      mapping: c.name,
      set: c.set,
      tune: frac('strict', 'tune'),
      holdout: frac('strict', 'holdout'),
      'of which added': frac('strict', 'new'),
      ...Object.fromEntries(FRESH_BATCHES.map((b) => [`fresh ${b}`, frac('strict', b)])),
      strict: all('strict').toFixed(3),
      'per-token tune': frac('strictPerToken', 'tune'),
      'per-token holdout': frac('strictPerToken', 'holdout'),
      'per-token': all('strictPerToken').toFixed(3),
      'loose tune': frac('loose', 'tune'),
      'loose holdout': frac('loose', 'holdout'),
      loose: all('loose').toFixed(3),
      'centred tune': frac('centred', 'tune'),
      'centred holdout': frac('centred', 'holdout'),
      'centred fresh (all)': (() => {
        const n = FRESH_BATCHES.reduce(
          (a, b) => [a[0] + count.centred[b][0], a[1] + count.centred[b][1]],
          [0, 0],
        );
        return `${n[0]}/${n[1]}`;
      })(),
      met: share('strict', 'tune') >= 0.8 && share('strict', 'holdout') >= 0.8 ? 'yes' : 'no',
    });
  }
  result.business_misses = misses;
  return { rows, result };
}

/** Adjacent swaps of two lower-case words inside a sentence: disfluent variants of a fluent one. */
function adjacentSwaps(text: string): string[] {
  const w = text.split(' ');
  const out: string[] = [];
  for (let i = 1; i + 1 < w.length; i++) {
    if (!/^\p{Ll}+$/u.test(w[i]) || !/^\p{Ll}+$/u.test(w[i + 1]) || w[i] === w[i + 1]) continue;
    const c = [...w];
    [c[i], c[i + 1]] = [c[i + 1], c[i]];
    out.push(c.join(' '));
  }
  return out;
}

/** Human-written rewrites of scripts/eval/data/rephrase/{voice,tense,split}.jsonl as [mapping, input, accepted]. */
function referencePairs(): [string, string, string][] {
  const dir = path.join(path.dirname(DATA), 'rephrase');
  const pairs: [string, string, string][] = [];
  for (const f of ['voice', 'tense', 'split'])
    for (const l of fs
      .readFileSync(path.join(dir, `${f}.jsonl`), 'utf8')
      .trim()
      .split('\n')) {
      const item = JSON.parse(l) as { mapping?: string; input: string; accepted: string[] };
      for (const a of item.accepted) pairs.push([item.mapping ?? f, item.input, a]);
    }
  return pairs;
}

let drops: Map<string, number[]> | undefined;
/** SLOR drops (input − reference) of each mapping's human-written rewrites, scored once per run. */
function referenceDrops(): Map<string, number[]> {
  if (drops) return drops;
  drops = new Map();
  for (const [mapping, input, ref] of referencePairs()) {
    const list = drops.get(mapping) ?? [];
    list.push(fluency(input).slor - fluency(ref).slor);
    drops.set(mapping, list);
  }
  return drops;
}

let shiftOnce: Map<string, number> | undefined;
const centredShift = () => {
  shiftOnce ??= referenceShift();
  return shiftOnce;
};

/** Median SLOR drop of each mapping's human-written rewrites: what `centred` allows beyond 1 nat. */
export function referenceShift(): Map<string, number> {
  return new Map(
    [...referenceDrops()].map(([m, d]) => {
      const s = [...d].sort((a, b) => a - b);
      const mid = s.length >> 1;
      return [m, s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2];
    }),
  );
}

/**
 * How well each fluency measure separates fluent from disfluent rewrites at its threshold: the share of
 * human-written accepted outputs of scripts/eval/data/rephrase/{voice,tense,split}.jsonl that pass
 * (all, and those shorter than their input), and the share of their adjacent-word swaps caught.
 */
export function calibration(): Record<string, string | number>[] {
  const pairs = referencePairs().map(([, input, ref]) => [input, ref] as const);
  return (['strict', 'strictPerToken'] as const).map((p) => {
    const { fluency: measure, lmDrop } = THRESHOLDS[p];
    let pass = 0;
    let shorter = 0;
    let shorterPass = 0;
    let swaps = 0;
    let caught = 0;
    for (const [input, ref] of pairs) {
      const base = fluency(input)[measure];
      const ok = base - fluency(ref)[measure] <= lmDrop;
      if (ok) pass++;
      if (ref.length < input.length) {
        shorter++;
        if (ok) shorterPass++;
      }
      for (const bad of adjacentSwaps(ref)) {
        swaps++;
        if (base - fluency(bad)[measure] > lmDrop) caught++;
      }
    }
    return {
      proxy: p,
      fluency: measure,
      'references passed': `${pass}/${pairs.length}`,
      'shorter references passed': `${shorterPass}/${shorter}`,
      'word swaps caught': `${caught}/${swaps}`,
    };
  });
}

/** `npm run eval -- rephrase-business`: this set alone (`rephrase` runs it after the main set). */
export async function run(): Promise<Record<string, unknown>> {
  const { rows, result } = runBusiness();
  printTable(rows);
  const proxies = calibration();
  process.stdout.write('\nfluency proxies on human-written rewrites (scripts/eval/data/rephrase):\n');
  printTable(proxies);
  result.business_fluency_calibration = proxies;
  process.stdout.write(
    '\nper mapping: human-written rewrites passing strict, and the median drop `centred` adds:\n',
  );
  const perMapping = referenceShiftTable();
  printTable(perMapping);
  result.business_reference_shift = perMapping;
  return result;
}

/** Per mapping with references: how many human rewrites pass `strict`, and the shift `centred` applies. */
function referenceShiftTable(): Record<string, string | number>[] {
  const shift = referenceShift();
  return [...referenceDrops()].map(([mapping, d]) => ({
    mapping,
    'references passing strict': `${d.filter((x) => x <= THRESHOLDS.strict.lmDrop).length}/${d.length}`,
    'median drop (centred shift)': (shift.get(mapping) ?? 0).toFixed(2),
  }));
}
