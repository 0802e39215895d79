import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { calendarBuckets, slidingWindow } from './repos/usage';

describe.each(TEST_DATABASES)('storage on $name', ({ open }) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('applies migrations once', async () => {
    expect(await migrate(store.db)).toEqual([]);
    const rows = await store.db.all<{ version: number }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('stores keys hashed, authenticates them and revokes them at once', async () => {
    const user = await store.users.create({ email: 'Ana@Example.com', tier: 'pro' });
    expect(user.email).toBe('ana@example.com');
    const { key } = await store.keys.create(user.id);
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    const stored = await store.db.all<{ key_hash: string }>(
      'SELECT key_hash FROM api_keys WHERE user_id = $1',
      [user.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.key_hash).not.toContain(key);
    const owner = await store.keys.authenticate(key);
    expect(owner?.user_id).toBe(user.id);
    expect(typeof owner?.key_created_at).toBe('number');
    const wrong = `${key.slice(0, 31)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect(await store.keys.authenticate(wrong)).toBeUndefined();
    expect(await store.keys.revoke(key)).toBe(true);
    expect(await store.keys.authenticate(key)).toBeUndefined();
    expect(await store.keys.revoke(key)).toBe(false);
  });

  it('derives the plan from own and organization subscriptions', async () => {
    const user = await store.users.create({ email: 'plan@example.com' });
    expect(await store.users.tier(user.id)).toBe('free');
    const org = await store.organizations.create({ name: 'Acme', ownerId: user.id, tier: 'enterprise' });
    expect(await store.organizations.role(org.id, user.id)).toBe('owner');
    expect(await store.users.tier(user.id)).toBe('enterprise');
    await store.db.run(
      "UPDATE subscriptions SET ended_at = $1 WHERE owner_type = 'organization' AND owner_id = $2",
      [Date.now(), org.id],
    );
    expect(await store.users.tier(user.id)).toBe('free');
  });

  it('never admits more than the quota under 20 parallel reservations', async () => {
    const buckets = calendarBuckets(Date.now(), 1_000, 5_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.quota.reserve('key-parallel', 100, buckets)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const [day] = await store.quota.peek('key-parallel', buckets);
    expect(day?.used).toBe(1_000);
    const refused = results.find((r) => !r.ok);
    expect(refused && !refused.ok && refused.exceeded.name).toBe(buckets[0]?.name);
  });

  it('refuses a request when any bucket is full and leaves the others untouched', async () => {
    const now = Date.now();
    const buckets = [...calendarBuckets(now, 10_000, 10_000), slidingWindow('aidetect', now, 120, 150)];
    const first = await store.quota.reserve('key-window', 100, buckets, now);
    expect(first.ok).toBe(true);
    const second = await store.quota.reserve('key-window', 100, buckets, now);
    expect(second.ok).toBe(false);
    const states = await store.quota.peek('key-window', buckets, now);
    expect(states.map((s) => s.used)).toEqual([100, 100, 100]);
    await store.quota.release('key-window', 100, buckets, first.ok ? first.events : []);
    expect((await store.quota.peek('key-window', buckets, now)).map((s) => s.used)).toEqual([0, 0, 0]);
  });

  it('keeps a usage ledger of billable and free characters', async () => {
    const user = await store.users.create({ email: 'ledger@example.com' });
    await store.quota.record({
      keyId: 'k',
      userId: user.id,
      endpoint: 'edits',
      characters: 40,
      billable: true,
    });
    await store.quota.record({
      keyId: 'k',
      userId: user.id,
      endpoint: 'edits',
      characters: 2,
      billable: true,
    });
    await store.quota.record({
      keyId: 'k',
      userId: user.id,
      endpoint: 'statistics',
      characters: 7,
      billable: false,
    });
    expect(await store.quota.summary(user.id)).toEqual([
      { endpoint: 'edits', billable: true, requests: 2, characters: 42 },
      { endpoint: 'statistics', billable: false, requests: 1, characters: 7 },
    ]);
  });

  it('caches results until their TTL runs out', async () => {
    await store.cache.set('aidetect:abc', { score: 0.5 }, 60);
    expect(await store.cache.get('aidetect:abc')).toEqual({ score: 0.5 });
    await store.cache.set('aidetect:old', { score: 1 }, -1);
    expect(await store.cache.get('aidetect:old')).toBeUndefined();
    expect(await store.cache.prune()).toBeGreaterThanOrEqual(1);
  });

  it('records feedback once per edit per document', async () => {
    const base = { subjectType: 'edit' as const, subjectId: 'e1', verdict: 'reject' as const, keyId: 'k' };
    expect(
      await store.feedback.record({ ...base, scope: 'doc-1', original: 'teh', replacement: 'the' }),
    ).toBe(true);
    expect(await store.feedback.record({ ...base, scope: 'doc-1', verdict: 'accept' })).toBe(false);
    expect(await store.feedback.record({ ...base, scope: 'doc-2' })).toBe(true);
    expect(await store.feedback.rejected('k')).toEqual([{ original: 'teh', replacement: 'the', rule: null }]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      store.db.transaction(async (tx) => {
        await tx.run("INSERT INTO organizations (id, name, created_at) VALUES ('rollback', 'x', 1)");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.db.get("SELECT id FROM organizations WHERE id = 'rollback'")).toBeUndefined();
  });
});
