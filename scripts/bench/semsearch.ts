/**
 * Semantic search scenarios (issue #10): a query over a team of 10,000 entries (p50 ≤ 20 ms) and
 * creating an entry in that team (p50 ≤ 10 ms). `prepare` seeds the team straight into the server's
 * SQLite database (as a second server sharing it would), which is far quicker than 10,000 requests;
 * the server sees the entries through the team's revision counter.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { builtinEmbedder } from '../../server/src/engines/semsearch/sif-model';
import { SemanticSearch } from '../../server/src/services/semsearch/search';
import { openStore } from '../../server/src/storage/store';
import type { LoadScenario } from './scenarios';

const ENTRIES = 10_000;
const QUERY = 'how do I change the delivery address of an order';

let teamId = '';

/** Deterministic pseudo-random numbers (so every run indexes the same entries). */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Entries of English words drawn with Zipf-like frequencies from the embedder's vocabulary. */
function entries(count: number): { title: string; prompt: string; plain_text: string }[] {
  const words = builtinEmbedder().vocabulary.slice(50, 20_000);
  const random = lcg(42);
  const word = () => words[Math.floor(Math.exp(random() * Math.log(words.length)))] ?? 'word';
  const phrase = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    title: `Note ${i}: ${phrase(3)}`,
    prompt: `How do I ${phrase(6)}?`,
    plain_text: `${phrase(25)}. ${phrase(30)}.`,
  }));
}

/** Creates a team for the operator and fills it with 10,000 entries, in the server's database. */
async function seed(server: { operatorKey: string; dataDir: string }): Promise<void> {
  const store = await openStore(`sqlite:${path.join(server.dataDir, 'margin.sqlite')}`);
  try {
    const owner = await store.keys.authenticate(server.operatorKey);
    if (!owner) throw new Error('semsearch bench: the operator key does not authenticate');
    teamId = randomUUID();
    const now = Date.now();
    await store.db.run('INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)', [
      teamId,
      'bench',
      now,
    ]);
    await store.db.run(
      `INSERT INTO team_users (id, team_id, user_id, is_admin, edit_permission, created_at, updated_at)
       VALUES ($1, $2, $3, 1, 1, $4, $4)`,
      [randomUUID(), teamId, owner.user_id, now],
    );
    await new SemanticSearch(store.semsearch, builtinEmbedder()).addMany(
      teamId,
      owner.user_id,
      entries(ENTRIES),
    );
  } finally {
    await store.close();
  }
  // Seeding keeps the event loop busy for seconds; let it see the sockets the server closed meanwhile
  // (keep-alive timeout), or the next request would be written to a dead pooled connection.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

export const semsearchScenarios: LoadScenario[] = [
  {
    id: 'semsearch query (10,000 entries)',
    prepare: seed,
    request: (key) => ({
      method: 'POST',
      path: '/api/v1/semsearch',
      body: { key, query: QUERY, part: 'both' },
    }),
    shape: { connections: 1, pipelining: 1, durationSeconds: 5 },
    target: { metric: 'p50Ms', atMost: 20 },
    alsoReport: ['p99Ms', 'requestsPerSecond'],
  },
  {
    id: 'semsearch create entry',
    request: (key) => ({
      method: 'POST',
      path: '/api/v1/semsearch/create',
      body: {
        key,
        team_id: teamId,
        entry: {
          title: 'Changing a delivery address',
          prompt: 'How do I change the delivery address of an order?',
          plain_text: 'Open the order, choose Edit address and save it before the parcel is dispatched.',
        },
      },
    }),
    shape: { connections: 1, pipelining: 1, durationSeconds: 5 },
    target: { metric: 'p50Ms', atMost: 10 },
    alsoReport: ['p99Ms', 'requestsPerSecond'],
  },
];
