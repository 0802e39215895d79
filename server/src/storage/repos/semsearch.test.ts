import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTerms } from '../../engines/semsearch/query';
import { TEST_DATABASES, type TestStore } from '../../testing/databases';
import { ftsPhrase, type NewEntry } from './semsearch';

describe.each(TEST_DATABASES)('semantic search storage on $name', ({ open }) => {
  let store: TestStore;
  let userId: string;
  let teamId: string;

  const entry = (plainText: string, prompt = 'A question', team = teamId): NewEntry => ({
    id: randomUUID(),
    teamId: team,
    title: 'Title',
    prompt,
    plainText,
    createdBy: userId,
    createdAt: Date.now(),
    model: 'test',
    vecPrompt: '',
    vecAll: '',
    lenPrompt: prompt.split(' ').length,
    lenAll: `Title ${prompt} ${plainText}`.split(' ').length,
  });
  const search = (text: string, part: 'prompt' | 'both' = 'both') =>
    store.semsearch.lexical(userId, { text, terms: queryTerms(text) }, part, 10);

  beforeAll(async () => {
    store = await open();
    userId = (await store.users.create({ email: 'repo@example.com' })).id;
    teamId = randomUUID();
    await store.db.run('INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)', [teamId, 'T', 1]);
    await store.db.run(
      `INSERT INTO team_users (id, team_id, user_id, is_admin, edit_permission, created_at, updated_at)
       VALUES ($1, $2, $3, 0, 1, 1, 1)`,
      [randomUUID(), teamId, userId],
    );
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('reports whether a team exists and whether the user may read and write it', async () => {
    expect(await store.semsearch.teamAccess(teamId, userId)).toEqual({
      exists: true,
      member: true,
      canWrite: true,
    });
    const other = (await store.users.create({ email: 'other@example.com' })).id;
    expect(await store.semsearch.teamAccess(teamId, other)).toEqual({
      exists: true,
      member: false,
      canWrite: false,
    });
    expect(await store.semsearch.teamAccess(randomUUID(), userId)).toMatchObject({ exists: false });
  });

  it('ranks by BM25 and scores no higher than the query could reach', async () => {
    const once = entry('The turbine blade cracked after a long flight over the sea and the desert.');
    const twice = entry('Turbine turbine inspection.');
    const none = entry('Nothing about engines here.');
    for (const e of [once, twice, none]) await store.semsearch.insert(e);
    const result = await search('turbine');
    expect(result.hits.map((h) => h.id)).toEqual([twice.id, once.id]);
    expect(result.maxScore).toBeGreaterThan(0);
    for (const h of result.hits) expect(h.score).toBeLessThanOrEqual(result.maxScore);
    expect((await search('zeppelin')).hits).toEqual([]);
    // Prompt-only search sees prompts, not documents.
    expect((await search('turbine', 'prompt')).hits).toEqual([]);
    for (const e of [once, twice, none]) await store.semsearch.delete(e.id);
  });

  it('bumps the team revision on every write and forgets deleted entries entirely', async () => {
    const [before] = await store.semsearch.readableTeams(userId);
    const e = entry('Gliders ride thermals.', 'How do gliders stay up?');
    const afterInsert = await store.semsearch.insert(e);
    expect(afterInsert).toBe(before.revision + 1);
    expect((await search('thermals')).hits.map((h) => h.id)).toEqual([e.id]);
    expect(await store.semsearch.delete(e.id)).toBe(afterInsert + 1);
    expect(await store.semsearch.delete(e.id)).toBeUndefined();
    expect((await search('thermals')).hits).toEqual([]);
    expect(await store.semsearch.find(e.id)).toBeUndefined();
    if (store.db.dialect === 'postgres') {
      // The BM25 statistics return to what they were: no entry, no lexeme.
      expect(await store.db.all('SELECT * FROM semsearch_postings')).toEqual([]);
      expect(await store.db.all('SELECT * FROM semsearch_df')).toEqual([]);
      const totals = await store.db.all<{ docs: number; length: number }>(
        'SELECT docs, length FROM semsearch_totals',
      );
      expect(totals.map((t) => [Number(t.docs), Number(t.length)])).toEqual([
        [0, 0],
        [0, 0],
      ]);
    } else {
      expect(await store.db.all('SELECT * FROM semsearch_vocab_all')).toEqual([]);
    }
  });

  it('indexes a 4 MB document', async () => {
    const words = Array.from({ length: 600_000 }, (_, i) => `w${(i * 7919) % 100_003}`).join(' ');
    const big = entry(`${words} albatross`);
    expect(big.plainText.length).toBeGreaterThan(4_000_000);
    await store.semsearch.insert(big);
    // PostgreSQL indexes the first 250,000 characters; SQLite the whole text.
    const hits = (await search(store.db.dialect === 'sqlite' ? 'albatross' : 'w7919')).hits;
    expect(hits.map((h) => h.id)).toEqual([big.id]);
    await store.semsearch.delete(big.id);
  });
});

describe('FTS5 phrases', () => {
  it.each([
    ['plain', 'plain', '"plain"'],
    ['quote', 'a"b', '"a""b"'],
  ])('quotes a %s token', (_, token, expected) => {
    expect(ftsPhrase(token)).toBe(expected);
  });

  it('takes query terms once per stem, without stop words unless nothing else is left', () => {
    expect(queryTerms('The running runners run')).toEqual([
      { token: 'running', stem: 'run' },
      { token: 'runners', stem: 'runner' },
    ]);
    expect(queryTerms('what is it').map((t) => t.token)).toEqual(['what', 'is', 'it']);
    expect(queryTerms('NEAR(a* "b") -c:d')).toEqual(
      ['near', 'b', 'c', 'd'].map((token) => ({ token, stem: token })),
    );
  });
});
