/**
 * `npm run eval -- lm`: the language model (server/src/engines/lm) on text it never saw: perplexity
 * on the held-back documents of ../shared/data/corpus_en, and the share of BLiMP minimal pairs where
 * it scores the grammatical sentence higher — beside the autocomplete 4-gram model in the same run.
 * Writes the metrics into the model's metadata.json too. LM_MODEL=<file> evaluates another artefact
 * (experiments; metadata is then left alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { LanguageModel } from '@margin/shared/lm/model';
import { lmSentences, lmTokens } from '@margin/shared/lm/tokens';
import { loadModel as loadAutocompleteModel } from '../../server/src/engines/complete/model';
import { tokenize as autocompleteTokens, START } from '../../server/src/engines/complete/tokens';
import { LM_FILE, loadLanguageModel } from '../../server/src/engines/lm';
import { DATA_DIR } from '../train/lib/datasets';
import { CORPUS_SOURCES, sourceLines } from '../train/lib/lm-corpus';

/** Held-out tokens read per source: enough for a stable figure, bounded so the eval stays quick. */
const HELD_OUT_TOKENS_PER_SOURCE = 150_000;

interface Perplexity {
  tokens: number;
  unknown: number;
  perplexity: number;
}

async function heldOutPerplexity(lm: LanguageModel) {
  const bySource: Record<string, Perplexity> = {};
  let logSum = 0;
  let tokens = 0;
  let unknown = 0;
  for (const source of CORPUS_SOURCES) {
    let n = 0;
    let sum = 0;
    let unk = 0;
    for await (const line of sourceLines(DATA_DIR, source, () => n >= HELD_OUT_TOKENS_PER_SOURCE)) {
      if (!line.heldOut) continue;
      for (const sentence of lmSentences(line.text, lm.info.lowercase)) {
        const score = lm.scoreSentence(sentence);
        sum += score.total;
        n += score.tokens.length;
        unk += score.tokens.filter((t) => t.unknown).length;
      }
    }
    bySource[source.name] = { tokens: n, unknown: unk, perplexity: Math.exp(-sum / Math.max(n, 1)) };
    logSum += sum;
    tokens += n;
    unknown += unk;
  }
  return { tokens, unknown_rate: unknown / tokens, perplexity: Math.exp(-logSum / tokens), bySource };
}

interface BlimpPair {
  phenomenon: string;
  good: string;
  bad: string;
}

async function readBlimp(): Promise<BlimpPair[]> {
  const file = path.join(DATA_DIR, 'gec/blimp/blimp-67x1000-minimal-pairs.tsv.gz');
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()) });
  const pairs: BlimpPair[] = [];
  let header: string[] | undefined;
  for await (const line of lines) {
    const cells = line.split('\t');
    if (!header) {
      header = cells;
      continue;
    }
    const at = (name: string) => cells[(header as string[]).indexOf(name)];
    pairs.push({ phenomenon: at('UID'), good: at('sentence_good'), bad: at('sentence_bad') });
  }
  return pairs;
}

/** Share of pairs preferred correctly (ties count half), overall and per phenomenon. */
function blimpAccuracy(pairs: BlimpPair[], score: (sentence: string) => number) {
  const per = new Map<string, { right: number; total: number }>();
  let right = 0;
  for (const p of pairs) {
    const g = score(p.good);
    const b = score(p.bad);
    const r = g > b ? 1 : g === b ? 0.5 : 0;
    right += r;
    const e = per.get(p.phenomenon) ?? { right: 0, total: 0 };
    e.right += r;
    e.total++;
    per.set(p.phenomenon, e);
  }
  const phenomena = [...per.entries()]
    .map(([name, e]) => ({ name, accuracy: e.right / e.total }))
    .sort((a, b) => a.accuracy - b.accuracy);
  return {
    accuracy: right / pairs.length,
    worst: phenomena.slice(0, 5),
    best: phenomena.slice(-5).reverse(),
    phenomena: Object.fromEntries(phenomena.map((p) => [p.name, p.accuracy])),
  };
}

/** The autocomplete model's stupid-backoff score of a sentence (log of its relative scores). */
function autocompleteScorer() {
  const model = loadAutocompleteModel();
  return (sentence: string) => {
    const history = [START];
    let total = 0;
    for (const t of autocompleteTokens(sentence)) {
      const id = model.id(t.key);
      total += Math.log(model.score(history.slice(-3), id));
      history.push(id);
    }
    return total;
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const file = process.env.LM_MODEL ? path.resolve(process.env.LM_MODEL) : LM_FILE;
  const loadStarted = performance.now();
  const lm = loadLanguageModel(file);
  const loadMs = performance.now() - loadStarted;
  const heldOut = await heldOutPerplexity(lm);
  const pairs = await readBlimp();
  const blimp = blimpAccuracy(pairs, (s) => lm.scoreSentence(lmTokens(s, lm.info.lowercase)).total);
  const baseline = blimpAccuracy(pairs, autocompleteScorer());
  const result = {
    model: path.relative(process.cwd(), file),
    order: lm.info.order,
    smoothing: lm.info.smoothing,
    lowercase: lm.info.lowercase,
    load_ms: loadMs,
    heldout_tokens: heldOut.tokens,
    heldout_unknown_rate: heldOut.unknown_rate,
    heldout_perplexity: heldOut.perplexity,
    blimp_accuracy: blimp.accuracy,
    baseline_autocomplete_blimp_accuracy: baseline.accuracy,
    heldout_by_source: heldOut.bySource,
    blimp: { pairs: pairs.length, worst: blimp.worst, best: blimp.best, phenomena: blimp.phenomena },
    baseline_autocomplete: {
      model: 'server/src/engines/complete/model/ngram4.bin.gz (stupid backoff, lower-cased)',
      worst: baseline.worst,
      best: baseline.best,
    },
  };
  if (!process.env.LM_MODEL) {
    const metaFile = path.join(path.dirname(LM_FILE), 'metadata.json');
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
    meta.metrics = {
      measured_at: new Date().toISOString().slice(0, 10),
      measured_by: 'npm run eval -- lm',
      heldout_perplexity: Number(heldOut.perplexity.toFixed(2)),
      heldout_tokens: heldOut.tokens,
      heldout_unknown_rate: Number(heldOut.unknown_rate.toFixed(4)),
      blimp_accuracy: Number(blimp.accuracy.toFixed(4)),
      blimp_worst: blimp.worst,
      blimp_best: blimp.best,
      baseline_autocomplete_blimp_accuracy: Number(baseline.accuracy.toFixed(4)),
    };
    fs.writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  }
  return result;
}
