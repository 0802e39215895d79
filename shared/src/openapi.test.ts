import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpoints, NoParams } from './contract';
import { buildOpenApiDocument } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: the test walks an arbitrary JSON document.
type Json = Record<string, any>;

const doc = buildOpenApiDocument({ serverUrl: 'https://margin.example.com' }) as Json;
const op = (name: keyof typeof endpoints): Json => {
  const def = endpoints[name];
  return doc.paths[def.path.replace(/:(\w+)/g, '{$1}')][def.method.toLowerCase()];
};
const component = (ref: string): Json => doc.components.schemas[ref.replace('#/components/schemas/', '')];

/** Every `$ref` in `value`, with where it was found. */
function refs(value: unknown, at = '#'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [[at, v] as [string, string]] : refs(v, `${at}/${k}`),
  );
}

function resolve(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document that survives JSON', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://margin.example.com' }]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(buildOpenApiDocument()).not.toHaveProperty('servers');
  });

  it('has one operation per endpoint, with {param} paths', () => {
    const operations = Object.values(doc.paths as Json).flatMap((item) => Object.values(item as Json));
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    expect(op('deleteTeamUser').parameters).toEqual([
      expect.objectContaining({ name: 'team_user_id', in: 'path', required: true }),
    ]);
    expect(Object.keys(doc.paths)).not.toContainEqual(expect.stringContaining(':'));
  });

  it('resolves every $ref', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(100);
    for (const [at, ref] of all) {
      expect(ref, at).toMatch(/^#\/components\//);
      expect(resolve(ref), `${at} → ${ref}`).toBeDefined();
    }
  });

  it('puts the key where API.md says: body, query or jsonParams', () => {
    const edits = component(op('edits').requestBody.content['application/json'].schema.$ref);
    expect(edits.properties.key).toMatchObject({ type: 'string' });
    expect(edits.required).toEqual(['text', 'session_id']);

    expect(op('listTeams').parameters).toEqual([expect.objectContaining({ name: 'key', in: 'query' })]);
    expect(op('listTeams')).not.toHaveProperty('requestBody');
    expect(op('listTeams').security).toEqual([{ apiKeyQuery: [] }, { bearerAuth: [] }]);

    const upload = op('pdfToText').requestBody.content['multipart/form-data'];
    expect(upload.schema.required).toEqual(['file', 'jsonParams']);
    expect(upload.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.encoding.jsonParams.contentType).toBe('application/json');
    expect(component(upload.schema.properties.jsonParams.contentSchema.$ref).properties).toHaveProperty(
      'key',
    );
  });

  it('documents public endpoints without a key or key errors', () => {
    expect(op('liveness').security).toEqual([]);
    expect(op('liveness')).not.toHaveProperty('parameters');
    expect(Object.keys(op('openapi').responses)).toEqual(['200', '500']);
  });

  it('uses request (input) and response (output) forms of the schemas', () => {
    const request = component(op('summarize').requestBody.content['application/json'].schema.$ref);
    expect(request.properties.length).toMatchObject({ default: 'medium' });
    expect(request.required ?? []).not.toContain('length');
    expect(request.oneOf).toEqual([{ required: ['text'] }, { required: ['texts'] }]);
    expect(doc.components.schemas.Summary.required).toContain('length');
    expect(doc.components.schemas.AidetectRequest.properties.text.maxLength).toBe(200_000);
  });

  it('answers with the success status and the shared error bodies', () => {
    expect(op('createTeam').responses['201'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/CreatedTeam',
    );
    expect(op('deleteTeamUser').responses['204']).toEqual({ description: 'No content' });
    expect(Object.keys(op('edits').responses)).toEqual([
      '200',
      '400',
      '413',
      '415',
      '429',
      '500',
      '501',
      '503',
    ]);
    expect(Object.keys(op('translate').responses)).toEqual([
      '200',
      '400',
      '401',
      '413',
      '415',
      '429',
      '500',
      '501',
      '502',
    ]);
    expect(Object.keys(op('listTeams').responses)).toEqual(['200', '400', '401', '429', '500']);
    expect(op('translate').responses['502'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Error',
    );
    const tooMany = op('aidetect').responses['429'];
    expect(tooMany.content['application/json'].schema.$ref).toBe('#/components/schemas/RateLimitError');
    expect(tooMany.headers).toHaveProperty('Retry-After');
    expect(op('aidetect').responses['200'].headers).toHaveProperty('X-RateLimit-Remaining');
    expect(op('chunkText').responses['200']).not.toHaveProperty('headers');
  });

  it('marks paraphrase deprecated', () => {
    expect(op('paraphrase').deprecated).toBe(true);
    expect(op('rephrase')).not.toHaveProperty('deprecated');
  });

  it('names the input form <id>Input when it differs from the output form', () => {
    const Settings = z.object({ lang: z.string().default('en') }).meta({ id: 'Settings' });
    const echo = defineEndpoint({
      name: 'echo',
      method: 'POST',
      path: '/api/v1/echo',
      summary: 'Echo',
      tag: 'Test',
      transport: 'json',
      auth: 401,
      metering: 'free',
      params: NoParams,
      request: z.object({ settings: Settings }),
      response: z.object({ settings: Settings }),
      status: 200,
    });
    const small = buildOpenApiDocument({ endpoints: { echo } }) as Json;
    expect(small.components.schemas.Settings.required).toEqual(['lang']);
    expect(small.components.schemas.SettingsInput).not.toHaveProperty('required');
    expect(small.components.schemas.EchoRequest.properties.settings.$ref).toBe(
      '#/components/schemas/SettingsInput',
    );
  });
});
