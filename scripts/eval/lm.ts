/**
 * `npm run eval -- lm`: the language model (server/src/engines/lm) on text it never saw: perplexity
 * on the held-back documents of ../shared/data/corpus_en, and the share of BLiMP minimal pairs where
 * it scores the grammatical sentence higher — beside the AI-detection trigram model and, with
 * LM_BASELINE=<file> (say the previous artefact: `git show <commit>:server/src/engines/lm/model/lm.bin`),
 * another language model, all in the same run on the same text.
 * Writes the metrics into the model's metadata.json too. LM_MODEL=<file> evaluates another artefact
 * (experiments; metadata is then left alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip, gunzipSync } from 'node:zlib';
import type { LanguageModel } from '@margin/shared/lm/model';
import { lmTokens } from '@margin/shared/lm/tokens';
import { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { tokenize } from '@margin/shared/ml/tokens';
import { sentenceSpans } from '@margin/shared/text/sentences';
import { LM_FILE, loadLanguageModel } from '../../server/src/engines/lm';
import { DATA_DIR, REPO_ROOT } from '../train/lib/datasets';
import { CORPUS_SOURCES, sourceLines } from '../train/lib/lm-corpus';

/** Held-out tokens read per source: enough for a stable figure, bounded so the eval stays quick. */
const HELD_OUT_TOKENS_PER_SOURCE = 150_000;

interface Perplexity {
  tokens: number;
  unknown: number;
  perplexity: number;
}

/** Sums log-probabilities and tokens; perplexity = exp(-mean log-probability). */
class PerplexityAccumulator {
  logSum = 0;
  tokens = 0;
  unknown = 0;
  add(logProbs: number[], unknown: number): void {
    for (const lp of logProbs) this.logSum += lp;
    this.tokens += logProbs.length;
    this.unknown += unknown;
  }
  result(): Perplexity {
    return {
      tokens: this.tokens,
      unknown: this.unknown,
      perplexity: Math.exp(-this.logSum / Math.max(1, this.tokens)),
    };
  }
}

/** The AI-detection trigram model (shared/src/ml/ngram-lm.ts): normalised, so its perplexity means something. */
function aidetectTrigram(): NgramLanguageModel {
  const dir = path.join(REPO_ROOT, 'server/src/engines/aidetect/model');
  return new NgramLanguageModel(gunzipSync(fs.readFileSync(path.join(dir, 'lm.bin.gz'))));
}

function trigramLogProbs(model: NgramLanguageModel, sentence: string) {
  const ids = tokenize(sentence).map((t) => model.id(t.text));
  return { logProbs: model.score(ids).map((s) => s.logp), unknown: ids.filter((id) => id === 0).length };
}

/** Perplexity of the models on the held-back documents, each on its own tokenisation. */
async function heldOutPerplexity(lm: LanguageModel, trigram: NgramLanguageModel, other?: LanguageModel) {
  const bySource: Record<string, Perplexity> = {};
  const all = new PerplexityAccumulator();
  const baseline = new PerplexityAccumulator();
  const previous = new PerplexityAccumulator();
  for (const source of CORPUS_SOURCES) {
    const here = new PerplexityAccumulator();
    for await (const line of sourceLines(DATA_DIR, source, () => here.tokens >= HELD_OUT_TOKENS_PER_SOURCE)) {
      if (!line.heldOut) continue;
      for (const sentence of sentenceSpans(line.text, { lineBreaks: true })) {
        const tokens = lmTokens(sentence.text, lm.info.lowercase);
        if (tokens.length === 0) continue;
        const score = lm.scoreSentence(tokens);
        const logProbs = score.tokens.map((t) => t.logProb);
        const unknown = score.tokens.filter((t) => t.unknown).length;
        here.add(logProbs, unknown);
        all.add(logProbs, unknown);
        const b = trigramLogProbs(trigram, sentence.text);
        baseline.add(b.logProbs, b.unknown);
        if (other) {
          const o = other.scoreSentence(lmTokens(sentence.text, other.info.lowercase));
          previous.add(
            o.tokens.map((t) => t.logProb),
            o.tokens.filter((t) => t.unknown).length,
          );
        }
      }
    }
    bySource[source.name] = here.result();
  }
  return { all: all.result(), baseline: baseline.result(), previous: previous.result(), bySource };
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

export async function run(): Promise<Record<string, unknown>> {
  const file = process.env.LM_MODEL ? path.resolve(process.env.LM_MODEL) : LM_FILE;
  const loadStarted = performance.now();
  const lm = loadLanguageModel(file);
  const loadMs = performance.now() - loadStarted;
  const trigram = aidetectTrigram();
  const other = process.env.LM_BASELINE
    ? loadLanguageModel(path.resolve(process.env.LM_BASELINE))
    : undefined;
  const heldOut = await heldOutPerplexity(lm, trigram, other);
  const pairs = await readBlimp();
  const blimp = blimpAccuracy(pairs, (s) => lm.scoreSentence(lmTokens(s, lm.info.lowercase)).total);
  const baseline = other
    ? blimpAccuracy(pairs, (s) => other.scoreSentence(lmTokens(s, other.info.lowercase)).total)
    : undefined;
  const trigramBlimp = blimpAccuracy(pairs, (s) =>
    trigramLogProbs(trigram, s).logProbs.reduce((a, b) => a + b, 0),
  );
  const heldoutUnknownRate = heldOut.all.unknown / heldOut.all.tokens;
  const result = {
    model: path.relative(process.cwd(), file),
    order: lm.info.order,
    smoothing: lm.info.smoothing,
    lowercase: lm.info.lowercase,
    load_ms: loadMs,
    heldout_tokens: heldOut.all.tokens,
    heldout_unknown_rate: heldoutUnknownRate,
    heldout_perplexity: heldOut.all.perplexity,
    blimp_accuracy: blimp.accuracy,
    baseline_previous_lm_blimp_accuracy: baseline?.accuracy,
    baseline_previous_lm_heldout_perplexity: other ? heldOut.previous.perplexity : undefined,
    baseline_aidetect_trigram_blimp_accuracy: trigramBlimp.accuracy,
    baseline_aidetect_trigram_heldout_perplexity: heldOut.baseline.perplexity,
    heldout_by_source: heldOut.bySource,
    blimp: { pairs: pairs.length, worst: blimp.worst, best: blimp.best, phenomena: blimp.phenomena },
    baseline_previous_lm: other && {
      model: process.env.LM_BASELINE,
      heldout: heldOut.previous,
      note: 'its own vocabulary: perplexities of models with different vocabularies are not strictly comparable',
      worst: baseline?.worst,
      best: baseline?.best,
    },
    baseline_aidetect_trigram: {
      model: 'server/src/engines/aidetect/model/lm.bin.gz (interpolated absolute discounting, lower-cased)',
      heldout: heldOut.baseline,
      note: 'perplexity over its own (lower-cased, no </s>) tokens and vocabulary: not directly comparable',
      worst: trigramBlimp.worst,
      best: trigramBlimp.best,
    },
  };
  if (!process.env.LM_MODEL) {
    const metaFile = path.join(path.dirname(LM_FILE), 'metadata.json');
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
    meta.metrics = {
      measured_at: new Date().toISOString().slice(0, 10),
      measured_by: 'npm run eval -- lm',
      heldout_perplexity: Number(heldOut.all.perplexity.toFixed(2)),
      heldout_tokens: heldOut.all.tokens,
      heldout_unknown_rate: Number(heldoutUnknownRate.toFixed(4)),
      heldout_by_source: heldOut.bySource,
      blimp_accuracy: Number(blimp.accuracy.toFixed(4)),
      blimp_worst: blimp.worst,
      blimp_best: blimp.best,
      ...(other && baseline
        ? {
            baseline_previous_lm: process.env.LM_BASELINE,
            baseline_previous_lm_heldout_perplexity: Number(heldOut.previous.perplexity.toFixed(2)),
            baseline_previous_lm_heldout_unknown_rate: Number(
              (heldOut.previous.unknown / heldOut.previous.tokens).toFixed(4),
            ),
            baseline_previous_lm_blimp_accuracy: Number(baseline.accuracy.toFixed(4)),
          }
        : {}),
      baseline_aidetect_trigram_blimp_accuracy: Number(trigramBlimp.accuracy.toFixed(4)),
      load_ms: Math.round(loadMs),
    };
    fs.writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  }
  return result;
}
