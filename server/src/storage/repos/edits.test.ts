import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases';
import { IssuedEditRepo } from './edits';

describe.each(TEST_DATABASES)('edits storage on $name', ({ open }) => {
  let store: TestStore;
  let userId: string;
  beforeAll(async () => {
    store = await open();
    userId = (await store.users.create({ email: `edits-${Date.now()}@example.com` })).id;
  });
  afterAll(async () => {
    await store?.destroy();
  });

  const edit = (id: string, keyId = 'key-1') => ({
    id,
    key_id: keyId,
    user_id: null,
    session_id: 'doc',
    original: 'was',
    replacement: 'were',
    rule: 'margin:subject-verb-agreement',
    error_type: 'R:VERB:SVA',
  });

  it('records issued edits in batches, finds them per key, and renews a re-issued one', async () => {
    const many = Array.from({ length: 450 }, (_, i) =>
      edit(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    );
    await store.issuedEdits.record(many);
    await store.issuedEdits.record([many[0]]);
    expect(await store.issuedEdits.find(many[449].id, 'key-1')).toMatchObject({
      original: 'was',
      replacement: 'were',
    });
    expect(await store.issuedEdits.find(many[0].id, 'key-2')).toBeUndefined();
  });

  it('forgets expired edits and prunes them', async () => {
    let now = 1_000;
    const repo = new IssuedEditRepo(store.db, () => now, 10);
    await repo.record([edit('10000000-0000-4000-8000-000000000001')]);
    expect(await repo.find('10000000-0000-4000-8000-000000000001', 'key-1')).toBeDefined();
    now += 11;
    expect(await repo.find('10000000-0000-4000-8000-000000000001', 'key-1')).toBeUndefined();
    expect(await repo.prune()).toBeGreaterThanOrEqual(1);
  });

  it('keeps one dictionary word per account and deletes only the owner’s', async () => {
    const first = await store.customisation.addWord(userId, 'Margin');
    const again = await store.customisation.addWord(userId, 'Margin');
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, row: { id: first.row.id } });
    expect((await store.customisation.words(userId)).map((w) => w.word)).toEqual(['Margin']);
    expect(await store.customisation.deleteWord('someone-else', first.row.id)).toBe(false);
    expect(await store.customisation.deleteWord(userId, first.row.id)).toBe(true);
    expect(await store.customisation.counts(userId)).toEqual({ words: 0, mappings: 0 });
  });

  it('updates the mapping of a phrase instead of adding another', async () => {
    const a = await store.customisation.putMapping(userId, {
      phrase: 'utilise',
      replacement: 'use',
      description: '',
    });
    const b = await store.customisation.putMapping(userId, {
      phrase: 'utilise',
      replacement: 'employ',
      description: 'why',
    });
    expect(b).toMatchObject({
      created: false,
      row: { id: a.row.id, replacement: 'employ', description: 'why' },
    });
    expect(await store.customisation.mappings(userId)).toHaveLength(1);
  });

  it('returns rejections with their rule, scoped to the account for a user_id', async () => {
    const { id: keyA } = await store.keys.create(userId);
    const other = await store.users.create({ email: `other-${Date.now()}@example.com` });
    const { id: keyB } = await store.keys.create(other.id);
    const base = {
      subjectType: 'edit' as const,
      verdict: 'reject' as const,
      original: 'teh',
      replacement: 'the',
      rule: 'spelling',
    };
    await store.feedback.record({ ...base, subjectId: 'e-a', scope: 's', keyId: keyA, userId: 'ana' });
    await store.feedback.record({
      ...base,
      subjectId: 'e-b',
      scope: 's',
      keyId: keyB,
      userId: 'ana',
      original: 'recieve',
    });
    expect(await store.feedback.rejected(keyA, 'ana')).toEqual([
      { original: 'teh', replacement: 'the', rule: 'spelling' },
    ]);
    expect(await store.feedback.rejected(keyA)).toEqual([]);
  });
});
