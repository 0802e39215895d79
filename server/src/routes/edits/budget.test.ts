import { EditsResponse } from '@margin/shared/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { budgetClock } from '../../services/checking/pipeline';
import { createTestApp, type TestApp } from '../../testing/app';

// Issue #17, finding 1: an /edits request has a time budget and answers a partial result, never a hang.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EDITS_BUDGET_MS: '2500' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});
const realClock = budgetClock.now;
afterEach(() => {
  budgetClock.now = realClock;
});

async function edits(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/v1/edits', { key: t.keys.pro, session_id: 'doc-1', ...body });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('POST /api/v1/edits time budget (#17 finding 1)', () => {
  it('reports the sentences past the budget in degraded and checks the ones before it', async () => {
    // Each look at the clock advances it a second: two paragraphs start within the 2.5 s budget.
    // German: no grammar worker call, whose own deadline would read the clock too.
    let now = 0;
    budgetClock.now = () => (now += 1000);
    const text = 'Das ist gutt. Zwei Sätze.\nDas ist gutt.\nNoch gutt. Und mehr.\nDas ist gutt.';
    const { status, body } = await edits({ text, lang: 'de' });
    expect(status).toBe(200);
    expect(EditsResponse.safeParse(body).success).toBe(true);
    expect(body.degraded).toEqual({
      sentences_degraded: 3,
      sentences_total: 6,
      reason: 'the 2,500 ms time budget of one request ran out',
    });
    expect(body.edits.length).toBeGreaterThan(0);
    expect(body.edits.every((e: { sentence_start: number }) => e.sentence_start < 40)).toBe(true);
  });

  it('answers 503 with Retry-After when the budget ran out before anything was checked', async () => {
    let now = 0;
    budgetClock.now = () => (now += 10_000);
    const { status, headers, body } = await edits({ text: 'She go to school. They was late.' });
    expect(status).toBe(503);
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.msg).toMatch(/no sentence could be checked: the 2,500 ms time budget/);
  });
});
