import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { runHousekeeping } from './housekeeping';
import { slidingWindow } from './repos/usage';

describe.each(TEST_DATABASES)('housekeeping on $name', ({ open }) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('deletes limiter rows whose window has ended and keeps the ones still counting', async () => {
    const now = Date.now();
    const earlier = now - 120_000;
    const old = slidingWindow('old', earlier, 60, 10);
    expect((await store.quota.reserve('ip:192.0.2.1', 1, [old], earlier)).ok).toBe(true);
    expect((await store.quota.reserve('ip:192.0.2.1', 1, [slidingWindow('live', now, 60, 10)], now)).ok).toBe(
      true,
    );
    expect(await runHousekeeping(store, now)).toBeGreaterThanOrEqual(1);
    const [live] = await store.quota.peek('ip:192.0.2.1', [slidingWindow('live', now, 60, 10)], now);
    expect(live.used).toBe(1);
    expect(await runHousekeeping(store, now)).toBe(0);
  });
});
