import { Client } from '@saplingai/sapling-js/client';
import axios, { type AxiosResponse } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';

/**
 * Sapling's published Node client (`@saplingai/sapling-js`) against a real Margin server: every one of
 * its eight methods, configured only with `hostname`, as a team migrating to Margin would.
 */

let server: RunningServer | undefined;
let interceptor: number | undefined;

beforeAll(async () => {
  server = await startServer();
  // The SDK never rejects (it only resolves on success), so a 4xx would hang the test: hand error
  // responses back as ordinary responses so each call resolves and its status can be asserted.
  interceptor = axios.interceptors.response.use(
    (r) => r,
    (err) => (err?.response ? err.response : Promise.reject(err)),
  );
}, 60_000);
afterAll(async () => {
  if (interceptor !== undefined) axios.interceptors.response.eject(interceptor);
  await server?.stop();
});

interface WireEdit {
  id: string;
  sentence: string;
  start: number;
  end: number;
  replacement: string;
}

const client = (hostname = server!.url) => new Client(server!.operatorKey, { hostname, timeout: 60_000 });
const SESSION = 'migration-doc-1';

async function ok(call: Promise<AxiosResponse>, status = 200) {
  const res = await call;
  expect(res.status, JSON.stringify(res.data)).toBe(status);
  return res.data;
}

describe('Sapling Node Client against Margin', () => {
  let edits: WireEdit[] = [];

  it('edits: suggests fixes for the README example', async () => {
    const body = await ok(client().edits('I has a apple!', SESSION));
    edits = body.edits;
    expect(edits.map((e) => e.replacement)).toEqual(expect.arrayContaining(['have', 'an']));
  }, 60_000);

  it('acceptEdit and rejectEdit: recorded once each', async () => {
    const [accepted, rejected] = edits;
    expect(accepted && rejected).toBeTruthy();
    expect(await ok(client().acceptEdit(accepted.id, SESSION), 201)).toEqual({ result: 'success' });
    expect(await ok(client().rejectEdit(rejected.id, SESSION), 201)).toEqual({ result: 'success' });
    // The server kept the verdict: the same edit cannot be reported twice in its document.
    const again = await client().acceptEdit(accepted.id, SESSION);
    expect(again.status).toBe(409);
  });

  it('spellcheck: word-level suggestion', async () => {
    const body = await ok(client().spellcheck('I recieved the pakage yesterday.', SESSION));
    const replacements = (body.edits as WireEdit[]).map((e) => e.replacement);
    expect(replacements).toEqual(expect.arrayContaining(['received', 'package']));
  }, 60_000);

  it('complete and acceptComplete', async () => {
    const completion = await ok(client().complete('Thank you for your', SESSION));
    expect(completion.output.trim().length).toBeGreaterThan(0);
    const accepted = await ok(
      client().acceptComplete(completion.hash, completion.query, completion.output, SESSION),
    );
    expect(accepted).toEqual({ result: 'success' });
  }, 60_000);

  it('tone: probabilities over the 28 tones', async () => {
    const body = await ok(client().tone('I am so happy with how this turned out, thank you!'));
    expect(body.overall.length).toBeGreaterThan(0);
    const [probability, tone] = body.overall[0];
    expect(probability).toBeGreaterThan(0);
    expect(typeof tone).toBe('string');
  }, 60_000);

  it('aidetect: a score and sentence scores', async () => {
    const text =
      'The committee reviewed the proposal in detail. Several members raised concerns about the budget. ' +
      'A revised version will be presented next month.';
    const body = await ok(client().aidetect(text, { sent_scores: true }));
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(1);
    expect(body.sentence_scores.length).toBeGreaterThan(0);
  }, 60_000);

  it('works with a trailing slash on the hostname (//api/v1/…)', async () => {
    const body = await ok(client(`${server!.url}/`).edits('She go to school.', SESSION));
    expect(body.edits.length).toBeGreaterThan(0);
  }, 60_000);

  it('a wrong key is refused, not answered', async () => {
    const res = await new Client('x'.repeat(32), { hostname: server!.url }).tone('Hello.');
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ msg: expect.any(String) });
  });
});
