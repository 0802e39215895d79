import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases';

describe.each(TEST_DATABASES)('client events storage on $name', ({ open }) => {
  let store: TestStore;
  let accountId: string;
  beforeAll(async () => {
    store = await open();
    accountId = (await store.users.create({ email: `events-${Date.now()}@example.com` })).id;
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('counts events by name, most frequent first, and tone verdicts, per account and since a time', async () => {
    const source = { keyId: 'key-1', accountId, userId: 'writer-7' };
    await store.clientEvents.recordEvent(source, 'sdk-init', 1_000);
    await store.clientEvents.recordEvent(source, 'edits_applied', 2_000);
    await store.clientEvents.recordEvent(source, 'edits_applied', 3_000);
    await store.clientEvents.recordToneFeedback(source, { tone: 'sad', score: -1 }, 2_000);
    await store.clientEvents.recordToneFeedback(
      source,
      { tone: 'joyful', score: 1, tonePercentage: 40 },
      3_000,
    );
    expect(await store.clientEvents.counts(accountId)).toEqual({
      events: [
        { name: 'edits_applied', count: 2 },
        { name: 'sdk-init', count: 1 },
      ],
      toneFeedback: { up: 1, down: 1 },
    });
    expect(await store.clientEvents.counts(accountId, 2_500)).toEqual({
      events: [{ name: 'edits_applied', count: 1 }],
      toneFeedback: { up: 1, down: 0 },
    });
    const other = (await store.users.create({ email: `other-${Date.now()}@example.com` })).id;
    expect(await store.clientEvents.counts(other)).toEqual({ events: [], toneFeedback: { up: 0, down: 0 } });
  });
});
