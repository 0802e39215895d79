import { type EndpointName, endpoints } from '@margin/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apertiumInstalled } from '../engines/translate/apertium/modes';
import { createTestApp, type TestApp } from '../testing/app';
import { EXAMPLES, fillPath } from '../testing/examples';

/** Endpoints with an engine today; every other one must answer 501 after auth and validation. */
const IMPLEMENTED = new Set<EndpointName>([
  'statistics',
  'chunkText',
  'chunkHtml',
  'aidetect',
  'sentiment',
  'tone',
  'toneFeedback',
  'recordClientEvent',
  'listTeams',
  'createTeam',
  'deleteTeam',
  'listTeamUsers',
  'addTeamUser',
  'addTeamUsers',
  'deleteTeamUser',
  'updateTeamUser',
  'bulkDeleteTeamUsers',
  'deleteTeamUserInvite',
  'suppressedEmails',
  'semsearch',
  'createSemsearchEntry',
  'deleteSemsearchEntry',
  'complete',
  'acceptCompletion',
  'summarize',
  'rephrase',
  'paraphrase',
  'edits',
  'spellcheck',
  'medicalSpellcheck',
  'acceptEdit',
  'rejectEdit',
  'listDictionary',
  'addDictionaryWord',
  'deleteDictionaryWord',
  'listCustomMappings',
  'addCustomMapping',
  'deleteCustomMapping',
  'translate',
  'translateLanguages',
]);
/** Implemented endpoints whose example names a team or organization this database does not have. */
const EXAMPLE_STATUS: Partial<Record<EndpointName, number>> = {
  createTeam: 403,
  deleteTeam: 404,
  listTeamUsers: 404,
  addTeamUser: 404,
  addTeamUsers: 404,
  deleteTeamUser: 404,
  updateTeamUser: 404,
  bulkDeleteTeamUsers: 404,
  deleteTeamUserInvite: 404,
  suppressedEmails: 403,
  createSemsearchEntry: 404,
  deleteSemsearchEntry: 404,
  acceptCompletion: 404,
  acceptEdit: 404,
  rejectEdit: 404,
  deleteDictionaryWord: 404,
  deleteCustomMapping: 404,
  // Without Apertium's packages (which .ci/run installs) and no provider, translation answers 400.
  ...(apertiumInstalled(process.env.PATH ?? '') ? {} : { translate: 400 }),
};
const FILE_ENDPOINTS = new Set<EndpointName>(['pdfToText', 'docxToText']);

const names = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].auth !== 'none');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Sends an endpoint its example (or `input`), with the key where API.md puts it unless `key` is null. */
function send(
  name: EndpointName,
  opts: { key?: string | null; input?: Record<string, unknown>; bearer?: string },
) {
  const def = endpoints[name];
  const ex = EXAMPLES[name];
  const input = opts.input ?? ex.input;
  const key = opts.key === undefined ? t.keys.enterprise : opts.key;
  const headers: Record<string, string> = opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {};
  let path = fillPath(def.path, ex.params);
  if (def.transport === 'query') {
    const q = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    if (key) q.set('key', key);
    const qs = q.toString();
    if (qs) path += `?${qs}`;
    return t.app.request(path, { method: def.method, headers });
  }
  if (def.transport === 'multipart') {
    const form = new FormData();
    form.set('jsonParams', JSON.stringify(key ? { ...input, key } : input));
    return t.app.request(path, { method: def.method, headers, body: form });
  }
  return t.app.request(path, {
    method: def.method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(key ? { ...input, key } : input),
  });
}

describe.each(names)('%s: auth and validation', (name) => {
  const def = endpoints[name];
  const failure = def.auth as number;

  it(`answers ${failure} without a key`, async () => {
    const res = await send(name, { key: null });
    expect(res.status).toBe(failure);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/key/);
  });

  it(`answers ${failure} for a wrong key`, async () => {
    const res = await send(name, { key: 'x'.repeat(32) });
    expect(res.status).toBe(failure);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/invalid or revoked/);
  });

  it('accepts the key as a bearer token, and the key parameter wins over it', async () => {
    const viaBearer = await send(name, { key: null, bearer: t.keys.enterprise });
    const msg = viaBearer.status === 204 ? '' : ((await viaBearer.json()) as { msg?: string }).msg;
    expect(msg ?? '').not.toMatch(/^key: /);
    const paramWins = await send(name, { key: 'y'.repeat(32), bearer: t.keys.enterprise });
    expect(paramWins.status).toBe(failure);
  });

  it('answers a valid request as the contract says', async () => {
    const res = await send(name, {});
    const body = res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
    if (FILE_ENDPOINTS.has(name)) {
      expect(res.status).toBe(400);
      expect(body?.msg).toBe('file: required (a multipart part named "file")');
    } else if (EXAMPLE_STATUS[name]) {
      expect(res.status).toBe(EXAMPLE_STATUS[name]);
      expect(body?.msg).toMatch(/\S/);
    } else if (IMPLEMENTED.has(name)) {
      expect(res.status).toBe(def.status);
      expect(def.response?.safeParse(body).success).toBe(true);
    } else {
      expect(res.status).toBe(501);
      expect(body?.msg).toMatch(/ is not available yet$/);
    }
  });
});

/** Endpoints whose request has a required field: an empty request must name it. */
const withRequiredFields = names.filter((n) => !endpoints[n].request.safeParse({}).success);

describe.each(withRequiredFields)('%s: missing fields', (name) => {
  it('answers 400 naming the field when a required field is missing', async () => {
    const res = await send(name, { input: {} });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/^\w[\w.[\]]*: |text|texts/);
  });
});

describe('path parameters', () => {
  it('answers 400 for a path id that is not a UUID', async () => {
    const res = await t.call('DELETE', '/api/v1/team/not-a-uuid', { key: t.keys.enterprise });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/^team_id: /);
  });
});
