import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SemanticSearch } from '../../services/semsearch/search';
import { createTestApp, type TestApp } from '../../testing/app';
import { TEST_DATABASES } from '../../testing/databases';

interface Member {
  key: string;
  userId: string;
}

type Results = { results: { doc: string; id: string; score: number }[] };

const FAQ = [
  {
    title: 'Refunds',
    prompt: 'How can I get a refund?',
    plain_text: 'Refunds are paid back to your card within 14 days of the purchase.',
  },
  {
    title: 'Opening hours',
    prompt: 'When is the shop open?',
    plain_text: 'The store opens at nine in the morning and closes at six in the evening.',
  },
  {
    title: 'Shipping',
    prompt: 'How long does delivery take?',
    plain_text: 'Parcels are shipped by courier and usually arrive within three working days.',
  },
];

describe.each(TEST_DATABASES)('semantic search on $name', ({ open }) => {
  let t: TestApp;
  let writer: Member;
  let reader: Member;
  let outsider: Member;
  let teamId: string;
  let otherTeamId: string;
  const ids: string[] = [];

  async function member(): Promise<Member> {
    const user = await t.store.users.create({ email: `${randomUUID()}@example.com`, tier: 'pro' });
    return { key: (await t.store.keys.create(user.id)).key, userId: user.id };
  }

  async function team(): Promise<string> {
    const id = randomUUID();
    await t.store.db.run('INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)', [
      id,
      'Team',
      Date.now(),
    ]);
    return id;
  }

  async function join(
    team: string,
    m: Member,
    flags: { admin?: boolean; edit?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    await t.store.db.run(
      `INSERT INTO team_users (id, team_id, user_id, is_admin, edit_permission, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [id, team, m.userId, flags.admin ? 1 : 0, flags.edit ? 1 : 0, Date.now()],
    );
    return id;
  }

  const create = (key: string, team: string, entry: unknown) =>
    t.call('POST', '/api/v1/semsearch/create', { key, team_id: team, entry });
  const query = (key: string, q: unknown, part?: unknown) =>
    t.call('POST', '/api/v1/semsearch', { key, query: q, ...(part === undefined ? {} : { part }) });
  const remove = (key: string, id: string) => t.call('DELETE', `/api/v1/semsearch/${id}`, { key });
  const msg = async (res: Response) => ((await res.json()) as { msg: string }).msg;

  beforeAll(async () => {
    t = await createTestApp({}, open);
    writer = await member();
    reader = await member();
    outsider = await member();
    teamId = await team();
    otherTeamId = await team();
    await join(teamId, writer, { edit: true });
    await join(teamId, reader);
    await join(otherTeamId, outsider, { admin: true });
    for (const entry of FAQ) {
      const res = await create(writer.key, teamId, entry);
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string };
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(body.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds an entry by a word of its document and returns its document, id and a 0..1 score', async () => {
    const res = await query(reader.key, 'courier');
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as Results;
    expect(results[0]).toMatchObject({ id: ids[2], doc: FAQ[2].plain_text });
    expect(results[0].score).toBeGreaterThan(0);
    expect(results[0].score).toBeLessThanOrEqual(1);
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('matches by meaning when the query shares no word with the entry', async () => {
    const { results } = (await (
      await query(reader.key, 'reimbursement of money after buying')
    ).json()) as Results;
    expect(results[0]?.id).toBe(ids[0]);
  });

  it('ranks by stemmed words: "closing" finds "closes"', async () => {
    const { results } = (await (await query(reader.key, 'what time is closing')).json()) as Results;
    expect(results[0]?.id).toBe(ids[1]);
  });

  it('part "prompt" ignores words found only in documents; "both" (the default) finds them', async () => {
    const both = (await (await query(reader.key, 'courier parcels', 'both')).json()) as Results;
    expect(both.results[0]?.id).toBe(ids[2]);
    const byDefault = (await (await query(reader.key, 'courier parcels')).json()) as Results;
    expect(byDefault.results[0]?.id).toBe(ids[2]);
    const prompts = (await (await query(reader.key, 'delivery', 'prompt')).json()) as Results;
    expect(prompts.results[0]?.id).toBe(ids[2]);
    const onlyDocWords = (await (await query(reader.key, 'courier', 'prompt')).json()) as Results;
    const lexicalOnly = onlyDocWords.results.find((r) => r.id === ids[2]);
    const lexicalBoth = both.results.find((r) => r.id === ids[2]);
    expect(lexicalOnly?.score ?? 0).toBeLessThan(lexicalBoth?.score ?? 0);
  });

  it('searches only the teams the caller belongs to', async () => {
    const res = await query(outsider.key, 'refund');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Results).results).toEqual([]);
    const own = await create(outsider.key, otherTeamId, {
      title: 'Refund rules',
      prompt: 'Refund rules for partners',
      plain_text: 'Partners get refunds as credit notes.',
    });
    expect(own.status).toBe(201);
    const ownId = ((await own.json()) as { id: string }).id;
    const mine = ((await (await query(outsider.key, 'refund')).json()) as Results).results.map((r) => r.id);
    expect(mine).toEqual([ownId]);
    const theirs = ((await (await query(reader.key, 'refund')).json()) as Results).results.map((r) => r.id);
    expect(theirs).not.toContain(ownId);
    expect(theirs).toContain(ids[0]);
  });

  it('stops searching a team once the membership or the team is deleted', async () => {
    const m = await member();
    const tm = await team();
    const membership = await join(tm, m, { edit: true });
    await create(m.key, tm, {
      title: 'Gardening',
      prompt: 'How to prune roses?',
      plain_text: 'Prune roses in March.',
    });
    expect(((await (await query(m.key, 'roses')).json()) as Results).results).toHaveLength(1);
    await t.store.db.run('UPDATE team_users SET deleted_at = $2 WHERE id = $1', [membership, Date.now()]);
    expect(((await (await query(m.key, 'roses')).json()) as Results).results).toEqual([]);
    await t.store.db.run('UPDATE team_users SET deleted_at = NULL WHERE id = $1', [membership]);
    await t.store.db.run('UPDATE teams SET deleted_at = $2 WHERE id = $1', [tm, Date.now()]);
    expect(((await (await query(m.key, 'roses')).json()) as Results).results).toEqual([]);
  });

  describe('create', () => {
    it('answers 404 for a team that does not exist or was deleted', async () => {
      const res = await create(writer.key, randomUUID(), FAQ[0]);
      expect(res.status).toBe(404);
      expect(await msg(res)).toMatch(/^team_id: no team/);
      const gone = await team();
      await join(gone, writer, { admin: true });
      await t.store.db.run('UPDATE teams SET deleted_at = $2 WHERE id = $1', [gone, Date.now()]);
      expect((await create(writer.key, gone, FAQ[0])).status).toBe(404);
    });

    it('answers 403 to a non-member and to a member without edit permission; admins may write', async () => {
      const notMember = await create(outsider.key, teamId, FAQ[0]);
      expect(notMember.status).toBe(403);
      expect(await msg(notMember)).toMatch(/not a member/);
      const readOnly = await create(reader.key, teamId, FAQ[0]);
      expect(readOnly.status).toBe(403);
      expect(await msg(readOnly)).toMatch(/edit permission/);
      const admin = await member();
      await join(teamId, admin, { admin: true });
      const res = await create(admin.key, teamId, { title: 'a', prompt: 'b', plain_text: 'c' });
      expect(res.status).toBe(201);
      expect((await remove(admin.key, ((await res.json()) as { id: string }).id)).status).toBe(204);
    });

    it.each([
      ['entry missing', undefined, /^entry: /],
      ['entry not an object', 'text', /^entry: must be an object with title, prompt and plain_text/],
      ['empty title', { ...FAQ[0], title: '' }, /^entry\.title: must not be empty/],
      ['blank prompt', { ...FAQ[0], prompt: '   ' }, /^entry\.prompt: must not be empty/],
      ['empty plain_text', { ...FAQ[0], plain_text: '' }, /^entry\.plain_text: must not be empty/],
      ['missing plain_text', { title: 't', prompt: 'p' }, /^entry\.plain_text: /],
      [
        'NUL in plain_text',
        { ...FAQ[0], plain_text: 'a\u0000b' },
        /^entry\.plain_text: must not contain NUL/,
      ],
    ])('answers 400 naming the field: %s', async (_, entry, expected) => {
      const res = await create(writer.key, teamId, entry);
      expect(res.status).toBe(400);
      expect(await msg(res)).toMatch(expected);
    });

    it('answers 400 for a team_id that is not a UUID', async () => {
      const res = await create(writer.key, 'team-1', FAQ[0]);
      expect(res.status).toBe(400);
      expect(await msg(res)).toMatch(/^team_id: /);
    });
  });

  describe('delete', () => {
    it('deletes an entry (204), after which queries no longer return it and a second delete is 404', async () => {
      const res = await create(writer.key, teamId, {
        title: 'Volcanoes',
        prompt: 'Which volcano erupted?',
        plain_text: 'Etna erupted again.',
      });
      const { id } = (await res.json()) as { id: string };
      expect(((await (await query(reader.key, 'volcano Etna')).json()) as Results).results[0]?.id).toBe(id);
      const del = await remove(writer.key, id);
      expect(del.status).toBe(204);
      expect(await del.text()).toBe('');
      const after = ((await (await query(reader.key, 'volcano Etna')).json()) as Results).results;
      expect(after.map((r) => r.id)).not.toContain(id);
      const again = await remove(writer.key, id);
      expect(again.status).toBe(404);
      expect(await msg(again)).toBe('entry_id: no entry with this id');
    });

    it("answers 404 for an unknown id and for another team's entry, 403 without edit permission", async () => {
      expect((await remove(writer.key, randomUUID())).status).toBe(404);
      const foreign = await remove(outsider.key, ids[0]);
      expect(foreign.status).toBe(404);
      expect(await msg(foreign)).toBe('entry_id: no entry with this id');
      const readOnly = await remove(reader.key, ids[0]);
      expect(readOnly.status).toBe(403);
      expect(((await (await query(reader.key, 'refund')).json()) as Results).results[0]?.id).toBe(ids[0]);
    });

    it('answers 400 for an id that is not a UUID', async () => {
      const res = await remove(writer.key, 'nope');
      expect(res.status).toBe(400);
      expect(await msg(res)).toMatch(/^entry_id: /);
    });
  });

  describe('bad queries', () => {
    it.each([
      ['missing', undefined, /^query: required/],
      ['empty', '', /^query: must not be empty/],
      ['blank', '  \n ', /^query: must not be empty/],
      ['not a string', 42, /^query: /],
    ])('answers 400 for a %s query', async (_, q, expected) => {
      const res = await t.call('POST', '/api/v1/semsearch', {
        key: reader.key,
        ...(q === undefined ? {} : { query: q }),
      });
      expect(res.status).toBe(400);
      expect(await msg(res)).toMatch(expected);
    });

    it.each(['documents', 'title', '', 'PROMPT'])('answers 400 for part "%s"', async (part) => {
      const res = await query(reader.key, 'refund', part);
      expect(res.status).toBe(400);
      expect(await msg(res)).toMatch(/^part: must be one of prompt, both/);
    });

    it.each([
      '"',
      '"refund',
      '*',
      'refund*',
      'NEAR',
      'NEAR(refund card)',
      "'",
      "don't refund",
      '(',
      'refund)',
      '-refund',
      'NOT refund',
      'refund AND OR NOT',
      ':',
      'prompt: refund',
      'title:refund',
      '^refund',
      '{prompt} : refund',
      "'; DROP TABLE semsearch_entries; --",
      '\\',
      '?!.,',
      '🙂 é\u0301 ﬁ',
      '\u0000refund',
    ])('never fails on query syntax characters: %j', async (q) => {
      const res = await query(reader.key, q);
      expect(res.status).toBe(200);
      const { results } = (await res.json()) as Results;
      expect(Array.isArray(results)).toBe(true);
      if (/refund/.test(q)) expect(results[0]?.id).toBe(ids[0]);
    });

    it('answers a query of 10,000 characters', async () => {
      const long = `${'the shop and its parcels '.repeat(399)}refund`.padEnd(10_000, ' x');
      expect(long.length).toBe(10_000);
      const res = await query(reader.key, long);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Results).results.length).toBeGreaterThan(0);
    });
  });

  it('sees entries written by another server sharing the database', async () => {
    const { createEmbedder } = await import('../../engines/semsearch/provider');
    const other = new SemanticSearch(t.store.semsearch, createEmbedder());
    expect(((await (await query(reader.key, 'glacier')).json()) as Results).results).toEqual([]);
    const id = await other.add(teamId, writer.userId, {
      title: 'Ice',
      prompt: 'What is a glacier?',
      plain_text: 'A glacier is a slow river of ice.',
    });
    expect(((await (await query(reader.key, 'glacier')).json()) as Results).results[0]?.id).toBe(id);
    await other.remove(id, teamId);
    expect(((await (await query(reader.key, 'glacier')).json()) as Results).results).toEqual([]);
  });

  it('keeps lexical matches for entries of another embedding model until they are re-embedded', async () => {
    const m = await member();
    const tm = await team();
    await join(tm, m, { edit: true });
    const res = await create(m.key, tm, {
      title: 'Bees',
      prompt: 'Do bees sleep?',
      plain_text: 'Bees rest at night.',
    });
    const { id } = (await res.json()) as { id: string };
    await t.store.db.run("UPDATE semsearch_entries SET model = 'retired-model' WHERE id = $1", [id]);
    await t.store.db.run('UPDATE semsearch_revisions SET revision = revision + 1 WHERE team_id = $1', [tm]);
    expect(((await (await query(m.key, 'bees')).json()) as Results).results[0]?.id).toBe(id);
    // No word in common: only the dense vectors can find it, and they are stale.
    expect(((await (await query(m.key, 'insects slumber')).json()) as Results).results).toEqual([]);
    const { semanticSearch } = await import('../../services/semsearch');
    expect(await semanticSearch(t.store.semsearch).reembedAll()).toBeGreaterThan(0);
    const model = await t.store.db.get<{ model: string }>(
      'SELECT model FROM semsearch_entries WHERE id = $1',
      [id],
    );
    expect(model?.model).toBe(semanticSearch(t.store.semsearch).embedder.model);
    expect(((await (await query(m.key, 'insects slumber')).json()) as Results).results[0]?.id).toBe(id);
  });

  it('answers queries over a team of 10,000 entries', async () => {
    const m = await member();
    const tm = await team();
    await join(tm, m, { edit: true });
    const { semanticSearch } = await import('../../services/semsearch');
    const search = semanticSearch(t.store.semsearch);
    const topics = ['invoice', 'password', 'warranty', 'holiday', 'printer', 'parking', 'salary', 'laptop'];
    const entries = Array.from({ length: 10_000 }, (_, i) => {
      const topic = topics[i % topics.length];
      return {
        title: `${topic} note ${i}`,
        prompt: `Question ${i} about the ${topic}`,
        plain_text:
          i === 7_777
            ? 'The zeppelin hangar opens at dawn.'
            : `Answer ${i}: ask the office about the ${topic}.`,
      };
    });
    const needle = (await search.addMany(tm, m.userId, entries))[7_777];
    const res = await query(m.key, 'when does the zeppelin hangar open');
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as Results;
    expect(results[0]?.id).toBe(needle);
    const broad = (await (await query(m.key, 'printer')).json()) as Results;
    expect(broad.results).toHaveLength(10);
  }, 120_000);
});
