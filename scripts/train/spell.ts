/**
 * `npm run train -- spell`: builds the spell engine's English frequency artefacts from big.txt and
 * trains the context reranker (a 27 → 32 → 1 MLP scoring candidate corrections) on misspelling pairs
 * (Norvig's error list and the Birkbeck pairs outside the evaluation sample, without any evaluation
 * misspelling), with contexts taken from big.txt. Writes into server/src/engines/spell/model/:
 * en-unigrams.txt, en-bigrams.bin, spell-reranker.onnx and metadata.json.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FEATURE_COUNT, FEATURE_NAMES, writeFeatures } from '../../shared/src/spell/features';
import {
  BIGRAM_SCALE,
  BIGRAM_TABLE_SIZE,
  bigramSlot,
  WordFrequencies,
} from '../../shared/src/spell/frequencies';
import { HunspellDictionary } from '../../shared/src/spell/hunspell/dictionary';
import { expandForms } from '../../shared/src/spell/hunspell/expand';
import { RERANK_DEPTH } from '../../shared/src/spell/reranker';
import { DeletionIndex } from '../../shared/src/spell/suggest/deletion-index';
import { Suggester } from '../../shared/src/spell/suggest/suggester';
import { rounded, writeArtefact } from './lib/artefacts';
import { encodeOnnx } from './lib/onnx';
import { seededRandom, shuffle } from './lib/random';
import { bigText, sentencesOfWords, trainingPairs } from './lib/spell-data';

const HIDDEN = 32;
const MAX_GROUPS = 24_000;
const EPOCHS = 10;
const BATCH = 32;
const LEARNING_RATE = 3e-3;
/** Share of groups trained without frequencies, so the model also serves languages that lack them. */
const NO_FREQUENCY_SHARE = 0.15;
/** Share of groups given a sentence context from big.txt. */
const CONTEXT_SHARE = 0.5;
const SEED = 20_240_620;
/** One sentence in this many of big.txt gives contexts; the rest give the training statistics. */
const CONTEXT_EVERY = 5;

const require = createRequire(import.meta.url);

/** A candidate list with its features and the index of the right answer. */
interface Group {
  rows: number;
  features: Float32Array;
  label: number;
  /** Built without word frequencies (as for languages that have none). */
  flat: boolean;
}

/** Loads a dictionary package's files as the server does. */
export function loadDictionaryFiles(pkg: string): HunspellDictionary {
  const dir = path.dirname(require.resolve(pkg));
  return HunspellDictionary.parse(
    fs.readFileSync(path.join(dir, 'index.aff'), 'utf8'),
    fs.readFileSync(path.join(dir, 'index.dic'), 'utf8'),
  );
}

/** Unigram counts and the hashed bigram table of big.txt. */
function buildFrequencies(sentences: string[][]): { unigrams: string; bigrams: Uint8Array } {
  const counts = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const s of sentences) {
    for (let i = 0; i < s.length; i++) {
      counts.set(s[i], (counts.get(s[i]) ?? 0) + 1);
      if (i > 0) {
        const key = `${s[i - 1]} ${s[i]}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    }
  }
  const unigrams = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([w, n]) => `${w}\t${n}`)
    .join('\n');
  const table = new Uint8Array(BIGRAM_TABLE_SIZE);
  for (const [key, n] of pairs) {
    const space = key.indexOf(' ');
    const slot = bigramSlot(key.slice(0, space), key.slice(space + 1));
    // Collisions keep the larger count: a false "fits" is cheaper than losing a real bigram.
    table[slot] = Math.max(table[slot], Math.min(255, Math.round(Math.log(n + 1) * BIGRAM_SCALE)));
  }
  console.log(`frequencies: ${counts.size} words, ${pairs.size} bigrams`);
  return { unigrams: `${unigrams}\n`, bigrams: table };
}

/** A one-hidden-layer MLP with Adam state. */
class Mlp {
  w1 = new Float32Array(HIDDEN * FEATURE_COUNT);
  b1 = new Float32Array(HIDDEN);
  w2 = new Float32Array(HIDDEN);
  b2 = new Float32Array(1);
  private readonly params = [this.w1, this.b1, this.w2, this.b2];
  private readonly m = this.params.map((p) => new Float32Array(p.length));
  private readonly v = this.params.map((p) => new Float32Array(p.length));
  private step = 0;

  constructor(random: () => number) {
    const scale1 = Math.sqrt(2 / FEATURE_COUNT);
    for (let i = 0; i < this.w1.length; i++) this.w1[i] = (random() * 2 - 1) * scale1;
    const scale2 = Math.sqrt(2 / HIDDEN);
    for (let i = 0; i < this.w2.length; i++) this.w2[i] = (random() * 2 - 1) * scale2;
  }

  /** Scores of the rows of x (already standardised); fills `hidden` for backprop. */
  forward(x: Float32Array, rows: number, hidden: Float32Array): Float32Array {
    const out = new Float32Array(rows);
    for (let r = 0; r < rows; r++) {
      let s = this.b2[0];
      for (let j = 0; j < HIDDEN; j++) {
        let z = this.b1[j];
        const wRow = j * FEATURE_COUNT;
        const xRow = r * FEATURE_COUNT;
        for (let i = 0; i < FEATURE_COUNT; i++) z += this.w1[wRow + i] * x[xRow + i];
        const h = Math.max(z, 0);
        hidden[r * HIDDEN + j] = h;
        s += this.w2[j] * h;
      }
      out[r] = s;
    }
    return out;
  }

  /** Accumulates gradients of softmax cross-entropy for one group into `grads`; returns the loss. */
  backward(x: Float32Array, rows: number, label: number, grads: Float32Array[]): number {
    const hidden = new Float32Array(rows * HIDDEN);
    const s = this.forward(x, rows, hidden);
    const max = Math.max(...s);
    let sum = 0;
    const p = s.map((v) => {
      const e = Math.exp(v - max);
      sum += e;
      return e;
    });
    for (let r = 0; r < rows; r++) p[r] /= sum;
    const [gw1, gb1, gw2, gb2] = grads;
    for (let r = 0; r < rows; r++) {
      const d = p[r] - (r === label ? 1 : 0);
      gb2[0] += d;
      for (let j = 0; j < HIDDEN; j++) {
        const h = hidden[r * HIDDEN + j];
        gw2[j] += d * h;
        if (h <= 0) continue;
        const dz = d * this.w2[j];
        gb1[j] += dz;
        const wRow = j * FEATURE_COUNT;
        const xRow = r * FEATURE_COUNT;
        for (let i = 0; i < FEATURE_COUNT; i++) gw1[wRow + i] += dz * x[xRow + i];
      }
    }
    return -Math.log(Math.max(p[label], 1e-12));
  }

  zeroGrads(): Float32Array[] {
    return this.params.map((q) => new Float32Array(q.length));
  }

  /** One Adam step with the averaged gradients. */
  update(grads: Float32Array[], count: number): void {
    this.step++;
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** this.step;
    const c2 = 1 - b2 ** this.step;
    this.params.forEach((param, k) => {
      const g = grads[k];
      const m = this.m[k];
      const v = this.v[k];
      for (let i = 0; i < param.length; i++) {
        const gi = g[i] / count + 1e-5 * param[i];
        m[i] = b1 * m[i] + (1 - b1) * gi;
        v[i] = b2 * v[i] + (1 - b2) * gi * gi;
        param[i] -= (LEARNING_RATE * (m[i] / c1)) / (Math.sqrt(v[i] / c2) + 1e-8);
      }
    });
  }
}

function standardise(groups: Group[]): { mean: Float32Array; std: Float32Array } {
  const mean = new Float64Array(FEATURE_COUNT);
  const sq = new Float64Array(FEATURE_COUNT);
  let n = 0;
  for (const g of groups) {
    for (let r = 0; r < g.rows; r++) {
      for (let i = 0; i < FEATURE_COUNT; i++) {
        const v = g.features[r * FEATURE_COUNT + i];
        mean[i] += v;
        sq[i] += v * v;
      }
      n++;
    }
  }
  const m = new Float32Array(FEATURE_COUNT);
  const s = new Float32Array(FEATURE_COUNT);
  for (let i = 0; i < FEATURE_COUNT; i++) {
    m[i] = mean[i] / n;
    s[i] = Math.sqrt(Math.max(sq[i] / n - m[i] * m[i], 0)) || 1;
  }
  return { mean: m, std: s };
}

function scaled(g: Group, mean: Float32Array, std: Float32Array): Float32Array {
  const x = new Float32Array(g.features.length);
  for (let k = 0; k < x.length; k++) {
    const i = k % FEATURE_COUNT;
    x[k] = (g.features[k] - mean[i]) / std[i];
  }
  return x;
}

function top1(model: Mlp, groups: Group[], mean: Float32Array, std: Float32Array): number {
  let right = 0;
  for (const g of groups) {
    const s = model.forward(scaled(g, mean, std), g.rows, new Float32Array(g.rows * HIDDEN));
    let best = 0;
    for (let r = 1; r < g.rows; r++) if (s[r] > s[best]) best = r;
    if (best === g.label) right++;
  }
  return right / groups.length;
}

/** The MLP as ONNX, with the standardisation folded into the first layer. */
function toOnnx(model: Mlp, mean: Float32Array, std: Float32Array): Uint8Array {
  const w1 = new Float32Array(model.w1.length);
  const b1 = Float32Array.from(model.b1);
  for (let j = 0; j < HIDDEN; j++) {
    for (let i = 0; i < FEATURE_COUNT; i++) {
      const w = model.w1[j * FEATURE_COUNT + i] / std[i];
      w1[j * FEATURE_COUNT + i] = w;
      b1[j] -= w * mean[i];
    }
  }
  return encodeOnnx({
    name: 'margin-spell-reranker',
    docString: 'Scores candidate spelling corrections from edit, keyboard, frequency and context features',
    nodes: [
      { op: 'Gemm', inputs: ['features', 'w1', 'b1'], outputs: ['z1'], attributes: { transB: { i: 1 } } },
      { op: 'Relu', inputs: ['z1'], outputs: ['h1'] },
      { op: 'Gemm', inputs: ['h1', 'w2', 'b2'], outputs: ['scores'], attributes: { transB: { i: 1 } } },
    ],
    initializers: [
      { name: 'w1', type: 'float', dims: [HIDDEN, FEATURE_COUNT], data: w1 },
      { name: 'b1', type: 'float', dims: [HIDDEN], data: b1 },
      { name: 'w2', type: 'float', dims: [1, HIDDEN], data: Float32Array.from(model.w2) },
      { name: 'b2', type: 'float', dims: [1], data: Float32Array.from(model.b2) },
    ],
    inputs: [{ name: 'features', type: 'float', shape: ['rows', FEATURE_COUNT] }],
    outputs: [{ name: 'scores', type: 'float', shape: ['rows', 1] }],
    metadata: { features: FEATURE_NAMES.join(',') },
  });
}

export async function train(): Promise<void> {
  const random = seededRandom(SEED);
  const all = sentencesOfWords(bigText());
  const { unigrams, bigrams } = buildFrequencies(all);
  writeArtefact('spell', 'en-unigrams.txt', unigrams);
  writeArtefact('spell', 'en-bigrams.bin', bigrams);
  // Contexts come from every fifth sentence, and the statistics the model trains with from the
  // others: were both from the same text, the right word's bigrams would always have been seen, and the
  // model would learn to trust any seen bigram (preferring "a spring" to "a speling mistake").
  const sentences = all.filter((_, i) => i % CONTEXT_EVERY === 0);
  const trainingStats = buildFrequencies(all.filter((_, i) => i % CONTEXT_EVERY !== 0));
  const frequencies = WordFrequencies.parse(trainingStats.unigrams, trainingStats.bigrams);

  const dict = loadDictionaryFiles('dictionary-en');
  const index = new DeletionIndex(expandForms(dict, 250_000).forms);
  const withFrequencies = new Suggester(dict, { index: () => index, frequencies });
  const flat = new Suggester(dict, { index: () => index });

  // Where each word occurs in big.txt, for contexts (a few places per word are enough).
  const places = new Map<string, [number, number][]>();
  sentences.forEach((s, si) => {
    s.forEach((w, wi) => {
      const list = places.get(w) ?? [];
      if (list.length < 8) list.push([si, wi]);
      places.set(w, list);
    });
  });

  const pairs = shuffle(trainingPairs(), random);
  const groups: Group[] = [];
  let missing = 0;
  const started = performance.now();
  for (const pair of pairs) {
    if (groups.length >= MAX_GROUPS) break;
    const noFrequencies = random() < NO_FREQUENCY_SHARE;
    const candidates = (noFrequencies ? flat : withFrequencies).suggest(pair.miss, RERANK_DEPTH);
    const label = candidates.findIndex((c) => c.word.toLowerCase() === pair.correct.toLowerCase());
    if (label < 0 || candidates.length < 2) {
      missing++;
      continue;
    }
    let context = { left: '', right: '' };
    const where = places.get(pair.correct.toLowerCase());
    if (where && random() < CONTEXT_SHARE) {
      const [si, wi] = where[Math.floor(random() * where.length)];
      context = { left: sentences[si][wi - 1] ?? '', right: sentences[si][wi + 1] ?? '' };
    }
    const features = new Float32Array(candidates.length * FEATURE_COUNT);
    writeFeatures(pair.miss, candidates, context, noFrequencies ? undefined : frequencies, features, 0);
    groups.push({ rows: candidates.length, features, label, flat: noFrequencies });
  }
  console.log(
    `groups: ${groups.length} (pairs without the answer among the candidates: ${missing}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const validation = groups.splice(0, Math.round(groups.length * 0.1));
  const { mean, std } = standardise(groups);
  const model = new Mlp(random);
  const baseTop1 = (gs: Group[]) => gs.filter((g) => g.label === 0).length / gs.length;
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    shuffle(groups, random);
    let loss = 0;
    for (let b = 0; b < groups.length; b += BATCH) {
      const grads = model.zeroGrads();
      const batch = groups.slice(b, b + BATCH);
      for (const g of batch) loss += model.backward(scaled(g, mean, std), g.rows, g.label, grads);
      model.update(grads, batch.length);
    }
    console.log(
      `epoch ${epoch}: loss ${(loss / groups.length).toFixed(4)}, validation top-1 ${top1(model, validation, mean, std).toFixed(4)} (noisy-channel order ${baseTop1(validation).toFixed(4)})`,
    );
  }

  const flatValidation = validation.filter((g) => g.flat);
  const freqValidation = validation.filter((g) => !g.flat);
  console.log(
    `validation with frequencies: ${top1(model, freqValidation, mean, std).toFixed(4)} vs ${baseTop1(freqValidation).toFixed(4)}; without: ${top1(model, flatValidation, mean, std).toFixed(4)} vs ${baseTop1(flatValidation).toFixed(4)}`,
  );
  writeArtefact('spell', 'spell-reranker.onnx', toOnnx(model, mean, std));
  const metadata = {
    model: 'spell-reranker',
    description:
      'Context reranker of spelling candidates: MLP 27 → 32 (ReLU) → 1 over edit-operation, keyboard, frequency, neighbouring-word and rank features (shared/src/spell/features.ts); input "features" [rows, 27], output "scores" [rows, 1], higher is better',
    created: new Date().toISOString().slice(0, 10),
    trainedBy: 'npm run train -- spell (scripts/train/spell.ts)',
    data: {
      frequencies: 'norvig_spell/big.txt (public-domain books; norvig/pytudes)',
      errors: [
        'norvig_spell/spell-errors.txt (Norvig)',
        'mitton_misspellings/DataSets_missp.dat (Birkbeck, without the 5,000-pair evaluation sample)',
      ],
      excluded:
        'every pair whose misspelling occurs in Norvig test set 1, the Birkbeck sample or the Aspell set',
      contexts: `big.txt sentences around the correct word for ${CONTEXT_SHARE * 100}% of groups; contexts from every ${CONTEXT_EVERY}th sentence, training statistics from the others (shipped statistics: all of big.txt)`,
      withoutFrequencies: `${NO_FREQUENCY_SHARE * 100}% of groups, so languages without a frequency list can use the model`,
    },
    features: FEATURE_NAMES,
    hidden: HIDDEN,
    training: { groups: groups.length, validationGroups: validation.length, epochs: EPOCHS, seed: SEED },
    metrics: rounded({
      validationTop1Reranked: top1(model, validation, mean, std),
      validationTop1NoisyChannel: baseTop1(validation),
      withFrequencies: {
        reranked: top1(model, freqValidation, mean, std),
        noisyChannel: baseTop1(freqValidation),
      },
      withoutFrequencies: {
        reranked: top1(model, flatValidation, mean, std),
        noisyChannel: baseTop1(flatValidation),
      },
    }),
    artefacts: {
      'en-unigrams.txt': 'word<TAB>count of big.txt, lower case',
      'en-bigrams.bin': `hashed bigram table, ${BIGRAM_TABLE_SIZE} bytes of round(ln(count+1)·${BIGRAM_SCALE})`,
    },
  };
  writeArtefact('spell', 'metadata.json', `${JSON.stringify(metadata, null, 2)}\n`);
}
