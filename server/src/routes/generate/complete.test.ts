import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Completion {
  output: string;
  query: string;
  hash: string;
}

async function complete(query: string, key = t.keys.pro, session_id?: string): Promise<Completion> {
  const res = await t.call('POST', '/api/v1/complete', { key, query, session_id });
  expect(res.status).toBe(200);
  return (await res.json()) as Completion;
}

const accept = (id: string, body: Record<string, unknown>, key = t.keys.pro) =>
  t.call('POST', `/api/v1/complete/${id}/accept`, { key, ...body });

describe('POST /api/v1/complete', () => {
  it('finishes the word being typed', async () => {
    const c = await complete('The prime min');
    expect(c.output).toMatch(/^ister\b/);
    expect(c.query).toBe('The prime min');
    expect(c.hash).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('starts the next word with a space after a complete word, without one after a space', async () => {
    const afterWord = await complete('He said that the government');
    expect(afterWord.output).toMatch(/^ \S/);
    const afterSpace = await complete('He said that the government ');
    expect(afterSpace.output).toMatch(/^\S/);
    expect(afterWord.output.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
  });

  it('uses only the end of a long query and says so', async () => {
    const long = `${'Some earlier text that does not matter here. '.repeat(20)}The prime min`;
    const c = await complete(long);
    expect(c.query.length).toBeLessThan(long.length);
    expect(long.endsWith(c.query)).toBe(true);
    expect(c.query).not.toMatch(/^\s/);
    expect(c.output).toMatch(/^ister/);
  });

  it('answers an empty completion for gibberish rather than inventing one', async () => {
    const c = await complete('xqzvjk');
    expect(c.output).toBe('');
  });

  it.each([[{ query: '' }], [{ query: '   ' }], [{}], [{ query: 42 }], [{ query: 'Hi', session_id: ' ' }]])(
    'answers 400 for %j',
    async (body) => {
      const res = await t.call('POST', '/api/v1/complete', { key: t.keys.pro, ...body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toMatch(/^(query|session_id): /);
    },
  );
});

describe('POST /api/v1/complete/:id/accept', () => {
  it('accepts a completion once: the second accept is a 409', async () => {
    const c = await complete('Thank you very');
    expect(c.output).not.toBe('');
    const ctx = { session_id: 'doc-1', context: { query: 'Thank you very', completion: c.output } };
    const first = await accept(c.hash, ctx);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ result: 'success' });
    const second = await accept(c.hash, ctx);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { msg: string }).msg).toMatch(/already accepted/);
  });

  it('answers 404 for an id that was never issued, or was issued to another account', async () => {
    const unknown = await accept('00000000-0000-4000-8000-000000000000', {
      session_id: 's',
      context: { query: 'a', completion: 'b' },
    });
    expect(unknown.status).toBe(404);
    const c = await complete('The prime min');
    const other = await accept(
      c.hash,
      { session_id: 's', context: { query: c.query, completion: c.output } },
      t.keys.free,
    );
    expect(other.status).toBe(404);
  });

  it('answers 400 when the context does not match what was issued', async () => {
    const c = await complete('The prime min');
    const wrongCompletion = await accept(c.hash, {
      session_id: 's',
      context: { query: c.query, completion: ' banana' },
    });
    expect(wrongCompletion.status).toBe(400);
    expect(((await wrongCompletion.json()) as { msg: string }).msg).toMatch(/^context\.completion: /);
    const wrongQuery = await accept(c.hash, {
      session_id: 's',
      context: { query: 'Something else', completion: c.output },
    });
    expect(wrongQuery.status).toBe(400);
    expect(((await wrongQuery.json()) as { msg: string }).msg).toMatch(/^context\.query: /);
    const missing = await accept(c.hash, { session_id: 's' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { msg: string }).msg).toMatch(/^context: required/);
    // After the failed attempts the real accept still works.
    expect(
      (await accept(c.hash, { session_id: 's', context: { query: c.query, completion: c.output } })).status,
    ).toBe(200);
  });

  it('learns the words of accepted completions for that account only', async () => {
    const before = await complete('Our flagship product Zephy', t.keys.enterprise);
    expect(before.output).not.toMatch(/^rix/);
    const c = await complete('Today we launched Zephyrix and', t.keys.enterprise, 'launch-doc');
    expect(c.output).not.toBe('');
    expect(
      (
        await accept(
          c.hash,
          { session_id: 'launch-doc', context: { query: c.query, completion: c.output } },
          t.keys.enterprise,
        )
      ).status,
    ).toBe(200);
    const after = await complete('Our flagship product Zephy', t.keys.enterprise, 'launch-doc');
    expect(after.output).toMatch(/^rix/);
    const otherAccount = await complete('Our flagship product Zephy', t.keys.free);
    expect(otherAccount.output).not.toMatch(/^rix/);
  });
});
