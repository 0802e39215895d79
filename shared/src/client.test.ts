import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, type EndpointInput, MarginApiError } from './client';

const KEY = 'k'.repeat(32);
const EDIT_ID = '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/** A real HTTP server that records each request and answers with the next queued reply. */
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let replies: Reply[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const reply = replies.shift() ?? { status: 200, body: '{}' };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  seen = [];
  replies = [];
});

const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({
  status,
  body: JSON.stringify(body),
  headers,
});

const bodyOf = (s: Seen) => JSON.parse(s.body.toString('utf8'));

describe('createClient', () => {
  it('sends JSON endpoints as POST with the key in the body', async () => {
    replies.push(json({ edits: [] }));
    const client = createClient({ baseUrl, key: KEY });
    const result = await client.edits({ text: 'She go home.', session_id: 'doc-1', lang: 'en' });

    expect(result).toEqual({ edits: [] });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/edits' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(bodyOf(seen[0]!)).toEqual({ key: KEY, text: 'She go home.', session_id: 'doc-1', lang: 'en' });
  });

  it('fills path parameters and keeps them out of the body', async () => {
    replies.push(json({ result: 'success' }, 201));
    const client = createClient({ baseUrl, key: KEY });
    const result = await client.acceptEdit({ edit_id: EDIT_ID, session_id: 'doc-1' });

    expect(result).toEqual({ result: 'success' });
    expect(seen[0]!.url).toBe(`/api/v1/edits/${EDIT_ID}/accept`);
    expect(bodyOf(seen[0]!)).toEqual({ key: KEY, session_id: 'doc-1' });
  });

  it('escapes path parameters', async () => {
    replies.push(json({ msg: 'edit_id: must be a UUID' }, 400));
    const client = createClient({ baseUrl, key: KEY });
    await expect(client.rejectEdit({ edit_id: '../x?y', session_id: 's' })).rejects.toThrow(MarginApiError);
    expect(seen[0]!.url).toBe('/api/v1/edits/..%2Fx%3Fy/reject');
  });

  it('sends GET endpoints with the key in the query string and no body', async () => {
    replies.push(json({ users: [], pending_users: [] }));
    const client = createClient({ baseUrl, key: KEY });
    await client.listTeamUsers({ team_id: EDIT_ID });

    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe(`/api/v1/team/${EDIT_ID}/team_user?key=${KEY}`);
    expect(seen[0]!.body.length).toBe(0);
  });

  it('sends the key in the JSON body of DELETE and PATCH requests and returns undefined for 204', async () => {
    replies.push(json({ deleted_users: [], not_found_users: ['a@x.org'], warning: '' }));
    replies.push({ status: 204 });
    const client = createClient({ baseUrl, key: KEY });

    await client.bulkDeleteTeamUsers({ team_id: EDIT_ID, emails: ['a@x.org'] });
    const updated = await client.updateTeamUser({ team_user_id: EDIT_ID, is_admin: true });

    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `DELETE /api/v1/team/${EDIT_ID}/team_users/bulk_delete`,
      `PATCH /api/v1/team_user/${EDIT_ID}`,
    ]);
    expect(bodyOf(seen[0]!)).toEqual({ key: KEY, emails: ['a@x.org'] });
    expect(bodyOf(seen[1]!)).toEqual({ key: KEY, is_admin: true });
    expect(updated).toBeUndefined();
  });

  it('uploads files as multipart with the key inside the application/json jsonParams part', async () => {
    replies.push(json({ text: 'Hello' }));
    const client = createClient({ baseUrl, key: KEY });
    const pdf = new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' });
    const result = await client.pdfToText({ file: pdf, filename: 'letter.pdf' });

    expect(result).toEqual({ text: 'Hello' });
    const contentType = String(seen[0]!.headers['content-type']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(seen[0]!.body), {
      headers: { 'content-type': contentType },
    }).formData();
    const file = form.get('file') as File;
    expect(file.name).toBe('letter.pdf');
    expect(await file.text()).toBe('%PDF-1.4 fake');
    const params = form.get('jsonParams') as File;
    expect(params.type).toBe('application/json');
    expect(JSON.parse(await params.text())).toEqual({ key: KEY });
    expect(seen[0]!.body.toString('latin1')).toContain('Content-Type: application/json');
  });

  it('sends no key to public endpoints', async () => {
    replies.push(json({ msg: 'alive' }));
    const client = createClient({ baseUrl: `${baseUrl}/`, key: KEY });
    expect(await client.liveness()).toEqual({ msg: 'alive' });
    expect(seen[0]!.url).toBe('/api/v1/liveness');
  });

  it('calls without a key when none is configured', async () => {
    replies.push(json({ msg: 'key: an API key is required' }, 401));
    const client = createClient({ baseUrl });
    await expect(client.statistics({ text: 'Hi.' })).rejects.toMatchObject({ status: 401 });
    expect(bodyOf(seen[0]!)).toEqual({ text: 'Hi.' });
  });

  it('turns an error answer into MarginApiError with status, msg, body and Retry-After', async () => {
    replies.push(json({ msg: 'quota exceeded', retry_after: 7 }, 429, { 'Retry-After': '7' }));
    const client = createClient({ baseUrl, key: KEY });
    const error = await client.aidetect({ text: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MarginApiError);
    expect(error).toMatchObject({
      name: 'MarginApiError',
      endpoint: 'aidetect',
      status: 429,
      msg: 'quota exceeded',
      body: { msg: 'quota exceeded', retry_after: 7 },
      retryAfter: 7,
      message: 'aidetect: HTTP 429: quota exceeded',
    });
  });

  it('keeps a non-JSON error body as the message', async () => {
    replies.push({ status: 502, body: 'Bad gateway', headers: { 'content-type': 'text/plain' } });
    const client = createClient({ baseUrl, key: KEY });
    const error = (await client
      .translate({ text: 'Hallo', target_lang: 'en' })
      .catch((e: unknown) => e)) as MarginApiError;
    expect(error.status).toBe(502);
    expect(error.msg).toBe('Bad gateway');
    expect(error.body).toBe('Bad gateway');
    expect(error.retryAfter).toBeUndefined();
  });

  it('refuses a success answer that is not JSON', async () => {
    replies.push({ status: 200, body: '<html>proxy</html>', headers: { 'content-type': 'text/html' } });
    const client = createClient({ baseUrl, key: KEY });
    await expect(client.tone({ text: 'Yay!' })).rejects.toMatchObject({
      status: 200,
      msg: 'the response body is not JSON',
    });
  });

  it('does not validate locally: request() sends invalid input as given', async () => {
    replies.push(json({ msg: 'num_results: must be an integer from 1 to 8' }, 400));
    const client = createClient({ baseUrl, key: KEY });
    const error = await client
      .request('rephrase', { text: '', mapping: 'pirate', num_results: 9, key: 'wrong' })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 400, msg: 'num_results: must be an integer from 1 to 8' });
    expect(bodyOf(seen[0]!)).toEqual({ key: 'wrong', text: '', mapping: 'pirate', num_results: 9 });
  });

  it('throws before sending when a path parameter is missing', async () => {
    const client = createClient({ baseUrl, key: KEY });
    await expect(client.request('deleteTeam', {})).rejects.toThrow(
      'deleteTeam: the path parameter team_id is required',
    );
    expect(seen).toEqual([]);
  });

  it('uses the fetch it is given, with per-call headers and signal', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      calls.push([String(input), init]);
      return new Response(JSON.stringify({ chunks: ['a'] }), { status: 200 });
    };
    const controller = new AbortController();
    const client = createClient({ baseUrl: 'https://margin.test/prefix/', key: KEY, fetch: fakeFetch });
    await client.chunkText(
      { text: 'a', max_length: 5 },
      { signal: controller.signal, headers: { authorization: 'Bearer other' } },
    );

    const [url, init] = calls[0]!;
    expect(url).toBe('https://margin.test/prefix/api/v1/ingest/chunk_text');
    expect(init?.signal).toBe(controller.signal);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer other');
  });

  it('types inputs and outputs from the contract', () => {
    const client = createClient({ baseUrl, key: KEY });
    expectTypeOf(client.translate).parameter(0).toExtend<{ target_lang: string; text?: string }>();
    expectTypeOf(client.deleteTeamUser).returns.resolves.toBeUndefined();
    expectTypeOf(client.complete).returns.resolves.toEqualTypeOf<{
      output: string;
      query: string;
      hash: string;
    }>();
    expectTypeOf(client.pdfToText).parameter(0).toExtend<{ file: Blob; filename?: string }>();
    expectTypeOf<{ text: string; session_id: string }>().toExtend<EndpointInput<'edits'>>();
    expectTypeOf<{ text: string }>().not.toExtend<EndpointInput<'edits'>>();
    expectTypeOf<{ text: string; mapping: 'pirate' }>().not.toExtend<EndpointInput<'rephrase'>>();
    expectTypeOf(client.liveness).toBeCallableWith();
    expectTypeOf(client.listTeams).toBeCallableWith();
  });
});
