/**
 * `npm run train -- complete`: counts a 4-gram language model for autocomplete over the English prose in
 * ../shared/data (BBC News articles outside the held-out fifth, Norvig's big.txt, the human-written
 * texts of the AI-detection set, GoEmotions comments, the Stanford politeness requests and the STS
 * sentences), prunes it (contexts seen at least MIN_CONTEXT times, at most TOP_K continuations each)
 * and writes server/src/engines/complete/model/ngram4.bin.gz with metadata.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContextTable, contextKey, encodeArtefact } from '../../server/src/engines/complete/artefact';
import { START, tokenize, UNK } from '../../server/src/engines/complete/tokens';
import { isHeldOutBbc } from '../eval/lib/bbc-split';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA = path.resolve(REPO_ROOT, '../shared/data');
const OUT_DIR = path.join(REPO_ROOT, 'server/src/engines/complete/model');

const VOCAB_SIZE = 60_000;
const MIN_WORD_COUNT = 2;
/** Least count of a context of length 1, 2, 3 to be kept. */
const MIN_CONTEXT = [0, 2, 2, 2];
/** Most continuations kept per context of length 1, 2, 3. */
const TOP_K = [0, 32, 12, 8];
const MIN_CONTINUATION = 1;

/** Paragraphs of every training corpus, with their names and sizes. */
function corpora(): { name: string; paragraphs: string[] }[] {
  const lines = (file: string) => fs.readFileSync(path.join(DATA, file), 'utf8').split('\n');
  const bbc = lines('bbc_news_summary/bbc_news_summary.jsonl')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; article: string })
    .filter((a) => !isHeldOutBbc(a.id))
    .flatMap((a) => a.article.split(/\n\s*\n/));
  const big = fs
    .readFileSync(path.join(DATA, 'norvig_spell/big.txt'), 'utf8')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' '));
  const human = lines('ai_detection/fast_detect_gpt_gpt3to4.jsonl')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { text: string; label: string })
    .filter((r) => r.label === 'human')
    .map((r) => r.text.replace(/^Question: .*? Answer: /, ''));
  const goemotions = lines('goemotions/data_original_train.tsv').map((l) => l.split('\t')[0]);
  const politeness = ['wikipedia', 'stack-exchange'].flatMap((f) =>
    lines(`politeness_stanford/${f}.annotated.csv`)
      .slice(1)
      .map(
        (l) =>
          /^[^,]*,\d+,("(?:[^"]|"")*"|[^,]*)/.exec(l)?.[1]?.replace(/^"|"$/g, '').replace(/""/g, '"') ?? '',
      ),
  );
  const sts = lines('stsbenchmark/sts-train.csv').flatMap((l) => l.split('\t').slice(5, 7));
  return [
    { name: 'bbc_news_summary (train part)', paragraphs: bbc },
    { name: 'norvig_spell/big.txt', paragraphs: big },
    { name: 'ai_detection (human texts)', paragraphs: human },
    { name: 'goemotions train', paragraphs: goemotions },
    { name: 'politeness_stanford', paragraphs: politeness },
    { name: 'stsbenchmark train', paragraphs: sts },
  ];
}

export async function train(): Promise<void> {
  const started = Date.now();
  const sources = corpora();
  const paragraphs = sources.flatMap((s) => s.paragraphs).filter((p) => p.trim());

  // Pass 1: vocabulary and the usual written form of each word (counted away from sentence starts).
  const wordCount = new Map<string, number>();
  const forms = new Map<string, Map<string, number>>();
  let tokenCount = 0;
  for (const p of paragraphs) {
    const toks = tokenize(p);
    tokenCount += toks.length;
    toks.forEach((t, i) => {
      wordCount.set(t.key, (wordCount.get(t.key) ?? 0) + 1);
      const prev = toks[i - 1]?.key;
      if (i > 0 && prev !== '.' && prev !== '!' && prev !== '?') {
        const f = forms.get(t.key) ?? new Map<string, number>();
        forms.set(t.key, f);
        f.set(t.surface, (f.get(t.surface) ?? 0) + 1);
      }
    });
  }
  const vocab = ['<unk>', '<s>'].concat(
    [...wordCount]
      .filter(([, c]) => c >= MIN_WORD_COUNT)
      .sort((a, b) => b[1] - a[1])
      .slice(0, VOCAB_SIZE - 2)
      .map(([w]) => w),
  );
  const id = new Map(vocab.map((w, i) => [w, i]));
  const surface = vocab.map((w) => {
    const f = forms.get(w);
    if (!f) return w;
    return [...f].sort((a, b) => b[1] - a[1])[0][0];
  });
  const unigram = new Uint32Array(vocab.length);

  // Pass 2: context counts, then continuation counts for the contexts that are kept.
  const streams = paragraphs.map((p) => [START, ...tokenize(p).map((t) => id.get(t.key) ?? UNK)]);
  for (const s of streams) for (const t of s) unigram[t]++;
  const tables: ContextTable[] = [];
  for (let n = 1; n <= 3; n++) {
    const ctxCount = new Map<number, number>();
    const keyOf = (s: number[], i: number) => {
      const ids = s.slice(i - n, i);
      if (ids.includes(UNK)) return -1;
      const [hi, lo] = contextKey(ids);
      return hi * 2 ** 32 + lo;
    };
    for (const s of streams) {
      for (let i = n; i < s.length; i++) {
        const k = keyOf(s, i);
        if (k >= 0 && s[i] !== UNK) ctxCount.set(k, (ctxCount.get(k) ?? 0) + 1);
      }
    }
    const next = new Map<number, Map<number, number>>();
    for (const [k, c] of ctxCount) if (c >= MIN_CONTEXT[n]) next.set(k, new Map());
    for (const s of streams) {
      for (let i = n; i < s.length; i++) {
        if (s[i] === UNK) continue;
        const m = next.get(keyOf(s, i));
        if (m) m.set(s[i], (m.get(s[i]) ?? 0) + 1);
      }
    }
    const keys = [...next.keys()].sort((a, b) => a - b);
    const rows: { k: number; total: number; cont: [number, number][] }[] = [];
    for (const k of keys) {
      const cont = [...(next.get(k) as Map<number, number>)]
        .filter(([, c]) => c >= MIN_CONTINUATION)
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP_K[n]);
      if (cont.length > 0) rows.push({ k, total: ctxCount.get(k) as number, cont });
    }
    const size = rows.reduce((a, r) => a + r.cont.length, 0);
    const t: ContextTable = {
      hi: new Uint32Array(rows.length),
      lo: new Uint32Array(rows.length),
      total: new Uint32Array(rows.length),
      start: new Uint32Array(rows.length + 1),
      next: new Uint16Array(size),
      count: new Uint32Array(size),
    };
    let o = 0;
    rows.forEach((r, i) => {
      t.hi[i] = Math.floor(r.k / 2 ** 32);
      t.lo[i] = r.k % 2 ** 32;
      t.total[i] = r.total;
      t.start[i] = o;
      for (const [w, c] of r.cont) {
        t.next[o] = w;
        t.count[o] = c;
        o++;
      }
    });
    t.start[rows.length] = o;
    tables.push(t);
    console.log(
      `order ${n + 1}: ${rows.length.toLocaleString()} contexts, ${size.toLocaleString()} continuations`,
    );
  }

  const gz = encodeArtefact({ vocab, surface, unigram, tables });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'ngram4.bin.gz'), gz);
  const metadata = {
    model: 'ngram4',
    kind: 'word 4-gram language model, stupid backoff (alpha 0.4), pruned',
    trained_at: new Date().toISOString().slice(0, 10),
    training_script: 'scripts/train/complete.ts',
    data: sources.map((s) => ({ corpus: s.name, paragraphs: s.paragraphs.length })),
    data_origin: 'see ../shared/data/SOURCES.md; BBC articles whose id number is divisible by 5 are held out',
    tokens: tokenCount,
    vocabulary: vocab.length,
    pruning: {
      min_word_count: MIN_WORD_COUNT,
      min_context: MIN_CONTEXT.slice(1),
      top_k: TOP_K.slice(1),
      min_continuation: MIN_CONTINUATION,
    },
    contexts: tables.map((t) => t.hi.length),
    bytes: gz.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  fs.writeFileSync(path.join(OUT_DIR, 'metadata.json'), `${JSON.stringify(metadata, null, 2)}\n`);
  console.log(`wrote ${(gz.length / 1e6).toFixed(1)} MB in ${metadata.seconds} s`);
}
