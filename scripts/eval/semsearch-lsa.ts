/**
 * `npm run eval -- semsearch-lsa`: the alternative the built-in embedding was chosen over. Trains an
 * LSA model (100-d truncated SVD of a log-TF-IDF word × passage matrix) on ../shared/data text (BBC
 * News Summary articles and Norvig's big.txt, split into passages of about 100 words) and reports
 * its STS Benchmark dev Spearman correlation beside the SIF word vectors'. Nothing is written to the
 * repository: the SIF table measured better, so it is the one committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dot, normalise } from '../../server/src/engines/semsearch/embedder';
import { builtinEmbedder } from '../../server/src/engines/semsearch/sif-model';
import { ENGLISH_STOP_WORDS } from '../../server/src/engines/semsearch/stopwords';
import { wordTokens } from '../../server/src/engines/semsearch/tokens';
import { DATA_DIR, readSts } from './semsearch-data';
import { spearman } from './semsearch-metrics';

const DIMENSIONS = 100;
const OVERSAMPLE = 20;
const VOCABULARY = 30_000;
const PASSAGE_WORDS = 100;

/** Passages of about 100 words from the training texts. */
function passages(): string[][] {
  const texts: string[] = [];
  for (const line of fs
    .readFileSync(path.join(DATA_DIR, 'bbc_news_summary/bbc_news_summary.jsonl'), 'utf8')
    .split('\n')) {
    if (line) texts.push((JSON.parse(line) as { article: string }).article);
  }
  texts.push(fs.readFileSync(path.join(DATA_DIR, 'norvig_spell/big.txt'), 'utf8'));
  const out: string[][] = [];
  for (const text of texts) {
    const words = wordTokens(text).filter((w) => !ENGLISH_STOP_WORDS.has(w));
    for (let i = 0; i < words.length; i += PASSAGE_WORDS) out.push(words.slice(i, i + PASSAGE_WORDS));
  }
  return out;
}

/** Orthonormalises the columns of a row-major n × k matrix in place (modified Gram–Schmidt). */
function orthonormalise(m: Float64Array, n: number, k: number): void {
  for (let j = 0; j < k; j++) {
    for (let p = 0; p < j; p++) {
      let d = 0;
      for (let i = 0; i < n; i++) d += m[i * k + j] * m[i * k + p];
      for (let i = 0; i < n; i++) m[i * k + j] -= d * m[i * k + p];
    }
    let norm = 0;
    for (let i = 0; i < n; i++) norm += m[i * k + j] ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < n; i++) m[i * k + j] /= norm;
  }
}

/** Eigen-decomposition of a symmetric k × k matrix (Jacobi rotations): values and column vectors. */
function symmetricEigen(a: Float64Array, k: number): { values: number[]; vectors: Float64Array } {
  const v = new Float64Array(k * k);
  for (let i = 0; i < k; i++) v[i * k + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < k; p++) for (let q = p + 1; q < k; q++) off += a[p * k + q] ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < k; p++) {
      for (let q = p + 1; q < k; q++) {
        const apq = a[p * k + q];
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (a[q * k + q] - a[p * k + p]) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let r = 0; r < k; r++) {
          const arp = a[r * k + p];
          const arq = a[r * k + q];
          a[r * k + p] = c * arp - s * arq;
          a[r * k + q] = s * arp + c * arq;
        }
        for (let r = 0; r < k; r++) {
          const apr = a[p * k + r];
          const aqr = a[q * k + r];
          a[p * k + r] = c * apr - s * aqr;
          a[q * k + r] = s * apr + c * aqr;
        }
        for (let r = 0; r < k; r++) {
          const vrp = v[r * k + p];
          const vrq = v[r * k + q];
          v[r * k + p] = c * vrp - s * vrq;
          v[r * k + q] = s * vrp + c * vrq;
        }
      }
    }
  }
  return { values: Array.from({ length: k }, (_, i) => a[i * k + i]), vectors: v };
}

export async function run(): Promise<Record<string, unknown>> {
  const started = performance.now();
  const docs = passages();
  const df = new Map<string, number>();
  for (const d of docs) for (const w of new Set(d)) df.set(w, (df.get(w) ?? 0) + 1);
  const vocab = [...df.entries()]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, VOCABULARY)
    .map(([w]) => w);
  const index = new Map(vocab.map((w, i) => [w, i]));
  const idf = vocab.map((w) => Math.log(docs.length / (df.get(w) ?? 1)));

  // Sparse columns: passage → (word, log-TF × IDF).
  const columns = docs.map((d) => {
    const tf = new Map<number, number>();
    for (const w of d) {
      const i = index.get(w);
      if (i !== undefined) tf.set(i, (tf.get(i) ?? 0) + 1);
    }
    return [...tf].map(([i, n]) => [i, (1 + Math.log(n)) * idf[i]] as const);
  });

  // Randomised range finder: Y = A Ω, one power iteration, orthonormalised.
  const k = DIMENSIONS + OVERSAMPLE;
  const n = vocab.length;
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31 - 0.5;
  };
  let q = new Float64Array(n * k);
  for (const col of columns) {
    const omega = Array.from({ length: k }, random);
    for (const [i, x] of col) for (let j = 0; j < k; j++) q[i * k + j] += x * omega[j];
  }
  orthonormalise(q, n, k);
  const project = (basis: Float64Array) => {
    // Z = A (Aᵀ Q)
    const z = new Float64Array(n * k);
    for (const col of columns) {
      const c = new Float64Array(k);
      for (const [i, x] of col) for (let j = 0; j < k; j++) c[j] += x * basis[i * k + j];
      for (const [i, x] of col) for (let j = 0; j < k; j++) z[i * k + j] += x * c[j];
    }
    return z;
  };
  q = project(q);
  orthonormalise(q, n, k);
  // QᵀA Aᵀ Q = (Qᵀ Z) is k × k and symmetric; its eigenvectors rotate Q onto the singular vectors.
  const z = project(q);
  const small = new Float64Array(k * k);
  for (let a = 0; a < k; a++)
    for (let b = 0; b < k; b++) for (let i = 0; i < n; i++) small[a * k + b] += q[i * k + a] * z[i * k + b];
  const { values, vectors } = symmetricEigen(small, k);
  const order = values
    .map((v, i) => [v, i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, DIMENSIONS);
  // Word vectors U (n × DIMENSIONS); a text folds in as Σ⁻¹ Uᵀ x.
  const words = new Float32Array(n * DIMENSIONS);
  for (let i = 0; i < n; i++) {
    for (const [c, [value, col]] of order.entries()) {
      let u = 0;
      for (let j = 0; j < k; j++) u += q[i * k + j] * vectors[j * k + col];
      words[i * DIMENSIONS + c] = u / Math.sqrt(Math.max(value, 1e-12));
    }
  }
  const embed = (text: string) => {
    const v = new Float32Array(DIMENSIONS);
    for (const w of wordTokens(text)) {
      const i = index.get(w);
      if (i === undefined || ENGLISH_STOP_WORDS.has(w)) continue;
      for (let c = 0; c < DIMENSIONS; c++) v[c] += idf[i] * words[i * DIMENSIONS + c];
    }
    return normalise(v);
  };

  const sts = readSts('dev');
  const gold = sts.map((p) => p.score);
  const lsa = spearman(
    sts.map((p) => dot(embed(p.a), embed(p.b))),
    gold,
  );
  const sifEmbedder = builtinEmbedder();
  const sif = spearman(
    sts.map((p) => dot(sifEmbedder.embedOne(p.a), sifEmbedder.embedOne(p.b))),
    gold,
  );
  return {
    lsaStsbDevSpearman: Number(lsa.toFixed(4)),
    sifStsbDevSpearman: Number(sif.toFixed(4)),
    better: sif >= lsa ? `SIF (${sifEmbedder.model})` : 'LSA',
    passages: docs.length,
    vocabulary: n,
    dimensions: DIMENSIONS,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}
