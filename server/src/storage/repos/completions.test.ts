import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases';

describe.each(TEST_DATABASES)('CompletionRepo on $name', ({ open }) => {
  let store: TestStore;
  let userId: string;
  beforeAll(async () => {
    store = await open();
    userId = (await store.users.create({ email: `c-${Math.random()}@example.com`, tier: 'free' })).id;
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('finds an issued completion only for its account, accepts it once, and lists accepted ones newest first', async () => {
    const base = { key_id: 'k', user_id: userId, session_id: 's1', query: 'Thank you', completion: ' for' };
    await store.completions.issue({ ...base, id: '11111111-1111-4111-8111-111111111111' });
    await store.completions.issue({
      ...base,
      id: '22222222-2222-4222-8222-222222222222',
      completion: ' very much',
    });
    expect(
      await store.completions.find('11111111-1111-4111-8111-111111111111', 'someone-else'),
    ).toBeUndefined();
    const found = await store.completions.find('11111111-1111-4111-8111-111111111111', userId);
    expect(found).toMatchObject({ query: 'Thank you', completion: ' for', accepted_at: null });

    expect(await store.completions.accept('11111111-1111-4111-8111-111111111111', 'doc', ' for')).toBe(true);
    expect(await store.completions.accept('11111111-1111-4111-8111-111111111111', 'doc', ' for')).toBe(false);
    expect(await store.completions.accept('22222222-2222-4222-8222-222222222222', 'doc2', ' very')).toBe(
      true,
    );
    const accepted = await store.completions.accepted(userId);
    expect(accepted.map((a) => a.completion).sort()).toEqual([' for', ' very']);
    expect(accepted.find((a) => a.completion === ' very')?.session_id).toBe('doc2');
  });
});
