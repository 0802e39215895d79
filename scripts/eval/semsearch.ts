/**
 * `npm run eval -- semsearch`: retrieval quality of semantic search on Cranfield (nDCG@10 and MRR for
 * BM25 alone, dense vectors alone and the hybrid the API serves) and the embedding's STS Benchmark
 * dev Spearman correlation. Runs the real engine over a fresh SQLite database (or PostgreSQL with
 * SEMSEARCH_EVAL_DB=postgres, at MARGIN_TEST_PG_URL or the local test server).
 *
 * The hybrid's dense weight is chosen on Cranfield queries 1-100 ("tune"); queries 101-225
 * ("held out") are reported apart, so the figure that matters was not tuned on.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/src/config';
import { dot, type Embedder } from '../../server/src/engines/semsearch/embedder';
import { DENSE_FLOOR, DENSE_WEIGHT } from '../../server/src/engines/semsearch/fusion';
import { createEmbedder } from '../../server/src/engines/semsearch/provider';
import { type RankingMode, SemanticSearch } from '../../server/src/services/semsearch/search';
import { openStore, type Store } from '../../server/src/storage/store';
import { printTable } from '../lib/table';
import { readCranfield, readSts } from './semsearch-data';
import { mean, ndcgAt, reciprocalRank, spearman } from './semsearch-metrics';
import { stsThroughSearch, tfidfSts } from './semsearch-sts';

const TUNE_QUERIES = 100;
const METADATA = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/src/engines/semsearch/data/metadata.json',
);
const WEIGHTS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];

async function openEvalStore(): Promise<{ store: Store; cleanup: () => Promise<void> }> {
  if (process.env.SEMSEARCH_EVAL_DB === 'postgres') {
    const base = process.env.MARGIN_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `eval_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const store = await openStore(`${base}?schema=${schema}`);
    return {
      store,
      cleanup: async () => {
        await store.db.exec(`DROP SCHEMA ${schema} CASCADE`);
        await store.close();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-eval-semsearch-'));
  const store = await openStore(`sqlite:${path.join(dir, 'eval.sqlite')}`);
  return {
    store,
    cleanup: async () => {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A user and a team they edit, in a fresh store. */
async function seedTeam(store: Store): Promise<{ userId: string; teamId: string }> {
  const user = await store.users.create({ email: 'eval@example.com' });
  const teamId = randomUUID();
  await store.db.run('INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)', [
    teamId,
    'eval',
    Date.now(),
  ]);
  await store.db.run(
    `INSERT INTO team_users (id, team_id, user_id, is_admin, edit_permission, created_at, updated_at)
     VALUES ($1, $2, $3, 1, 1, $4, $4)`,
    [randomUUID(), teamId, user.id, Date.now()],
  );
  return { userId: user.id, teamId };
}

/** STS-B dev through the API's own scores, in a store of its own (its entries would skew Cranfield's BM25). */
async function stsThroughApi(embedder: Embedder): Promise<Record<string, number>> {
  const { store, cleanup } = await openEvalStore();
  try {
    const { userId, teamId } = await seedTeam(store);
    const search = new SemanticSearch(store.semsearch, embedder);
    return await stsThroughSearch(search, teamId, userId, readSts('dev'), ['hybrid', 'dense', 'lexical']);
  } finally {
    await cleanup();
  }
}

/** Figures recorded in the built-in model's metadata.json (the previous version among them). */
function builtinMetadata(): Record<string, unknown> {
  return fs.existsSync(METADATA)
    ? (JSON.parse(fs.readFileSync(METADATA, 'utf8')) as Record<string, unknown>)
    : {};
}

interface Scores {
  ndcg10: number;
  mrr: number;
}

export async function run(): Promise<Record<string, unknown>> {
  const embedder = createEmbedder(loadConfig().embeddings);
  const sts = readSts('dev');
  const [a, b] = [await embedder.embed(sts.map((p) => p.a)), await embedder.embed(sts.map((p) => p.b))];
  const stsDev = spearman(
    sts.map((_, i) => dot(a[i], b[i])),
    sts.map((p) => p.score),
  );

  const stsApi = await stsThroughApi(embedder);
  const stsTfidf = tfidfSts(sts, readSts('train'));
  const metadata = builtinMetadata();
  const previous = (
    metadata.baselines as { previous?: { model: string; stsbDevSpearman: number } } | undefined
  )?.previous;
  printTable([
    { 'STS-B dev Spearman': 'embedding cosine', value: stsDev.toFixed(4) },
    { 'STS-B dev Spearman': 'API score, hybrid (what users get)', value: stsApi.hybrid.toFixed(4) },
    { 'STS-B dev Spearman': 'API score, vectors alone', value: stsApi.dense.toFixed(4) },
    { 'STS-B dev Spearman': 'API score, BM25 alone', value: stsApi.lexical.toFixed(4) },
    { 'STS-B dev Spearman': 'baseline: TF-IDF cosine', value: stsTfidf.toFixed(4) },
    ...(previous
      ? [
          {
            'STS-B dev Spearman': `previous version (${previous.model})`,
            value: previous.stsbDevSpearman.toFixed(4),
          },
        ]
      : []),
  ]);

  const { docs, queries, gains } = readCranfield();
  const { store, cleanup } = await openEvalStore();
  try {
    const { userId, teamId } = await seedTeam(store);
    const search = new SemanticSearch(store.semsearch, embedder);
    const cranfieldId = new Map<string, string>();
    const started = performance.now();
    for (const d of docs) {
      // The title doubles as the entry's prompt; the abstract (which starts with the title) is the document.
      const id = await search.add(teamId, userId, {
        title: `Cranfield ${d.id}`,
        prompt: d.title,
        plain_text: d.text,
      });
      cranfieldId.set(id, d.id);
    }
    const indexSeconds = (performance.now() - started) / 1000;

    /** Per-query scores of one ranking. */
    const evaluate = async (mode: RankingMode, denseWeight?: number): Promise<Scores[]> => {
      const out: Scores[] = [];
      for (const q of queries) {
        const hits = await search.query(userId, q.text, 'both', { mode, limit: 100, denseWeight });
        const ranked = hits.map((h) => cranfieldId.get(h.id) ?? '');
        const g = gains.get(q.id) ?? new Map<string, number>();
        out.push({ ndcg10: ndcgAt(ranked, g, 10), mrr: reciprocalRank(ranked, g) });
      }
      return out;
    };
    const summarise = (s: Scores[]) => ({
      ndcg10: Number(mean(s.map((x) => x.ndcg10)).toFixed(4)),
      mrr: Number(mean(s.map((x) => x.mrr)).toFixed(4)),
    });
    const split = (s: Scores[]) => ({
      all: summarise(s),
      tune: summarise(s.slice(0, TUNE_QUERIES)),
      heldOut: summarise(s.slice(TUNE_QUERIES)),
    });

    const lexical = split(await evaluate('lexical'));
    const dense = split(await evaluate('dense'));
    const sweep: Record<string, ReturnType<typeof split>> = {};
    for (const w of WEIGHTS) sweep[String(w)] = split(await evaluate('hybrid', w));
    const best = WEIGHTS.reduce((x, y) =>
      sweep[String(y)].tune.ndcg10 > sweep[String(x)].tune.ndcg10 ? y : x,
    );
    const hybrid = sweep[String(DENSE_WEIGHT)] ?? split(await evaluate('hybrid'));

    const rows = [
      ['BM25 alone', lexical],
      ['vectors alone', dense],
      [`hybrid (dense weight ${DENSE_WEIGHT})`, hybrid],
    ] as const;
    printTable(
      rows.map(([name, s]) => ({
        ranking: name,
        'nDCG@10 all': s.all.ndcg10.toFixed(4),
        'nDCG@10 held out': s.heldOut.ndcg10.toFixed(4),
        'MRR all': s.all.mrr.toFixed(4),
        'MRR held out': s.heldOut.mrr.toFixed(4),
      })),
    );
    const beats = hybrid.heldOut.ndcg10 > lexical.heldOut.ndcg10 && hybrid.all.ndcg10 > lexical.all.ndcg10;
    return {
      database: store.db.dialect,
      embedder: embedder.model,
      stsbDevSpearman: Number(stsDev.toFixed(4)),
      stsbDevApiHybridSpearman: stsApi.hybrid,
      stsbDevApiVectorsSpearman: stsApi.dense,
      stsbDevApiBm25Spearman: stsApi.lexical,
      stsbDevTfidfSpearman: Number(stsTfidf.toFixed(4)),
      stsbDevPreviousVersionSpearman: previous?.stsbDevSpearman,
      cranfieldBm25Ndcg10: lexical.all.ndcg10,
      cranfieldVectorsNdcg10: dense.all.ndcg10,
      cranfieldHybridNdcg10: hybrid.all.ndcg10,
      cranfieldBm25Mrr: lexical.all.mrr,
      cranfieldVectorsMrr: dense.all.mrr,
      cranfieldHybridMrr: hybrid.all.mrr,
      cranfieldHeldOutBm25Ndcg10: lexical.heldOut.ndcg10,
      cranfieldHeldOutHybridNdcg10: hybrid.heldOut.ndcg10,
      hybridBeatsBm25: beats,
      denseWeight: DENSE_WEIGHT,
      denseFloor: DENSE_FLOOR,
      bestWeightOnTuneQueries: best,
      indexSeconds: Number(indexSeconds.toFixed(1)),
      detail: { queries: queries.length, documents: docs.length, lexical, dense, hybrid, sweep },
    };
  } finally {
    await cleanup();
  }
}
