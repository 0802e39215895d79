/**
 * Rephrase quality on the evaluation set written for this project (scripts/eval/data/rephrase/*.jsonl:
 * passive↔active, switch_tense and sentence_split inputs with several accepted outputs each): the
 * share of inputs whose result matches an accepted output (case and spacing aside). The main set was
 * written alongside the rules; holdout.jsonl was written afterwards and never tuned on, and is
 * reported separately as `holdout_<mapping>`. For paraphrase,
 * on the same inputs: how many results differ from the input (distinctness, share of changed words)
 * and how much meaning is kept (content-word overlap with the input). Then the business-sentence set
 * (rephrase-business.ts): every mapping and tone, success by automatic proxies, tune and holdout halves.
 * Run with `npm run eval -- rephrase`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rephraseEmbedded } from '../../server/src/engines/rephrase';
import { contentTerms, words } from '../../server/src/engines/summarize/terms';
import { printTable } from '../lib/table';
import { runBusiness } from './rephrase-business';

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data/rephrase');
const TARGET = 0.8;

interface Item {
  /** Written after the rules were developed and not used to tune them: reported separately. */
  holdout?: boolean;
  mapping: string;
  input: string;
  tense?: string;
  accepted: string[];
}

const norm = (s: string) => s.replace(/\s+/g, ' ').replace(/[’]/g, "'").trim().toLowerCase();

/** Jaccard overlap of two sets of strings. */
function overlap(a: string[], b: string[]): number {
  const A = new Set(a);
  const B = new Set(b);
  let inter = 0;
  for (const x of A) if (B.has(x)) inter++;
  return A.size + B.size - inter ? inter / (A.size + B.size - inter) : 1;
}

export async function run(): Promise<Record<string, unknown>> {
  const items: Item[] = fs
    .readdirSync(DATA_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(DATA_DIR, f), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Item),
    );

  const byMapping = new Map<string, { n: number; matched: number; empty: number; misses: unknown[] }>();
  for (const item of items) {
    const key = item.holdout ? `holdout_${item.mapping}` : item.mapping;
    const stat = byMapping.get(key) ?? { n: 0, matched: 0, empty: 0, misses: [] };
    const [out] = rephraseEmbedded({
      text: item.input,
      mapping: item.mapping,
      tense: item.tense,
      numResults: 1,
    });
    stat.n++;
    if (out === undefined) stat.empty++;
    if (out !== undefined && item.accepted.some((a) => norm(a) === norm(out))) stat.matched++;
    else
      stat.misses.push({ input: item.input, tense: item.tense, got: out ?? null, accepted: item.accepted });
    byMapping.set(key, stat);
  }

  const result: Record<string, unknown> = { inputs: items.length, target_share_matched: TARGET };
  const rows = [];
  for (const [mapping, s] of byMapping) {
    const share = s.matched / s.n;
    result[`${mapping}_share_matched`] = share;
    result[`${mapping}_inputs`] = s.n;
    result[`${mapping}_no_result`] = s.empty;
    rows.push({
      mapping,
      inputs: s.n,
      matched: s.matched,
      'no result': s.empty,
      share: share.toFixed(3),
      target: TARGET,
      met: share >= TARGET ? 'yes' : 'no',
    });
  }
  result.misses = Object.fromEntries([...byMapping].map(([m, s]) => [m, s.misses]));

  // Paraphrase: distinctness and meaning retention over every input of the set (deduplicated).
  const inputs = [...new Set(items.map((i) => i.input))];
  let produced = 0;
  let results = 0;
  const changed: number[] = [];
  const kept: number[] = [];
  const started = performance.now();
  for (const text of inputs) {
    const out = rephraseEmbedded({ text, mapping: 'paraphrase', numResults: 3 });
    if (out.length) produced++;
    results += out.length;
    for (const r of out) {
      const a = words(text);
      const b = words(r);
      changed.push(1 - overlap(a, b));
      kept.push(overlap(contentTerms(text), contentTerms(r)));
    }
  }
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / (xs.length || 1);
  result.paraphrase_inputs = inputs.length;
  result.paraphrase_inputs_with_result = produced;
  result.paraphrase_mean_results_of_3 = results / inputs.length;
  result.paraphrase_distinct_from_input = changed.filter((c) => c > 0).length / (changed.length || 1);
  result.paraphrase_word_change = mean(changed);
  result.paraphrase_content_word_overlap = mean(kept);
  result.paraphrase_ms_per_input = (performance.now() - started) / inputs.length;
  printTable(rows);
  const business = runBusiness();
  printTable(business.rows);
  const { business_misses, ...businessFigures } = business.result;
  Object.assign(result, businessFigures);
  result.misses = { ...(result.misses as object), business: business_misses };
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => {
    const { misses, ...rest } = r;
    console.log(JSON.stringify(rest, null, 2));
    if (process.argv.includes('--misses')) console.log(JSON.stringify(misses, null, 1));
  });
}
