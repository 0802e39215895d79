import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases';
import { slidingWindow } from './usage';

// Issue #17 finding 6: the AI-detection window was fixed, so twice the limit fitted across its edge.
describe.each(TEST_DATABASES)('sliding rate windows (issue 17, finding 6) on $name', ({ open }) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.destroy();
  });

  const window = (now: number) => [slidingWindow('aidetect', now, 120, 1_000)];

  it('counts the last 120 s whatever the clock: no fresh allowance at a window edge', async () => {
    const t0 = Date.UTC(2026, 10, 24, 12, 1, 59, 0); // one second before a 2-minute boundary
    expect((await store.quota.reserve('acct-edge', 900, window(t0), t0)).ok).toBe(true);
    // A fixed window would have reset at 12:02:00; the sliding one still holds the 900.
    const justAfter = t0 + 2_000;
    const refused = await store.quota.reserve('acct-edge', 900, window(justAfter), justAfter);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.exceeded.used).toBe(900);
      // It fits once the first request leaves the window, 120 s after it was admitted.
      expect(refused.exceeded.resetsAt).toBe(t0 + 120_000);
    }
    expect((await store.quota.reserve('acct-edge', 100, window(justAfter), justAfter)).ok).toBe(true);
    const later = t0 + 120_001;
    expect((await store.quota.reserve('acct-edge', 900, window(later), later)).ok).toBe(true);
  });

  it('admits at most the window from 20 parallel reservations', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.quota.reserve('acct-parallel', 100, window(now), now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const [state] = await store.quota.peek('acct-parallel', window(now), now);
    expect(state?.used).toBe(1_000);
  });

  it('gives a failed request its characters back', async () => {
    const now = Date.now();
    const r = await store.quota.reserve('acct-release', 600, window(now), now);
    expect(r.ok).toBe(true);
    await store.quota.release('acct-release', 600, window(now), r.ok ? r.events : []);
    expect((await store.quota.reserve('acct-release', 1_000, window(now), now)).ok).toBe(true);
  });

  it('drops the account events that left the window when it reserves again', async () => {
    const then = Date.now() - 500_000;
    await store.quota.reserve('acct-drop', 10, window(then), then);
    const now = Date.now();
    await store.quota.reserve('acct-drop', 10, window(now), now);
    const rows = await store.db.all('SELECT id FROM quota_window_events WHERE account_id = $1', [
      'acct-drop',
    ]);
    expect(rows).toHaveLength(1);
  });

  it('prunes events that left the window', async () => {
    const then = Date.now() - 200_000;
    await store.quota.reserve('acct-prune', 10, window(then), then);
    expect(await store.quota.prune()).toBeGreaterThanOrEqual(1);
  });
});
