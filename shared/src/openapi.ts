import { z } from 'zod';
import { type EndpointDef, ErrorBody, type ErrorStatus, endpoints, RateLimitErrorBody } from './contract';

type Json = Record<string, unknown>;

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiOptions {
  /** Base address for `servers`; omitted, tools resolve paths against the document's own URL. */
  serverUrl?: string;
  /** Endpoints to document. @default the whole contract (`endpoints`) */
  endpoints?: Record<string, EndpointDef>;
}

const SCHEMAS = '#/components/schemas/';

const KEY_DESCRIPTION =
  '32-character API key. Send it here or as `Authorization: Bearer <key>`; this parameter wins when both are present.';

/** The OpenAPI 3.1 document of the whole API, generated from the contract's zod schemas. */
export function buildOpenApiDocument(opts: OpenApiOptions = {}): Json {
  const components = new SchemaComponents();
  const errorRef = components.add(ErrorBody, 'output');
  const rateLimitRef = components.add(RateLimitErrorBody, 'output');
  const paths: Record<string, Json> = {};
  const tags: string[] = [];

  const defs = Object.values(opts.endpoints ?? endpoints) as EndpointDef[];
  // Responses first, so a shared id names its output form and a differing input form gets "Input".
  for (const def of defs) if (def.response) components.add(def.response, 'output', responseName(def));
  for (const def of defs) {
    const path = def.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const item = paths[path] ?? {};
    paths[path] = item;
    const method = def.method.toLowerCase();
    if (item[method]) throw new Error(`Two endpoints share ${def.method} ${def.path}`);
    item[method] = operation(def, components, { errorRef, rateLimitRef });
    if (!tags.includes(def.tag)) tags.push(def.tag);
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Margin API',
      version: '1.0.0',
      description:
        'Self-hostable writing assistance: edits, spellcheck, chunking, rephrasing, statistics, autocomplete, AI detection, semantic search, sentiment, tone, file extraction, translation, summarization and team management. Every error body is {"msg": "..."}; characters and offsets count Unicode code points.',
    },
    ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl }] } : {}),
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        apiKeyQuery: { type: 'apiKey', in: 'query', name: 'key', description: KEY_DESCRIPTION },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token' },
      },
      headers: HEADERS,
    },
  };
}

const HEADERS = {
  RetryAfter: { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } },
  RateLimitLimit: {
    description: 'Characters allowed in the tightest quota window',
    schema: { type: 'integer' },
  },
  RateLimitRemaining: { description: 'Characters left in that window', schema: { type: 'integer' } },
  RateLimitReset: { description: 'Seconds until that window resets', schema: { type: 'integer' } },
};

const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

function operation(
  def: EndpointDef,
  components: SchemaComponents,
  refs: { errorRef: Json; rateLimitRef: Json },
): Json {
  const keyed = def.auth !== 'none';
  const parameters: Json[] = [];
  const pathSchema = components.inline(def.params, 'input');
  for (const [name, schema] of Object.entries(properties(pathSchema))) {
    parameters.push(parameter(name, 'path', true, schema));
  }

  let requestBody: Json | undefined;
  if (def.transport === 'query') {
    if (keyed) {
      parameters.push({
        name: 'key',
        in: 'query',
        required: false,
        description: KEY_DESCRIPTION,
        schema: { type: 'string' },
      });
    }
    const query = components.inline(def.request, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(properties(query))) {
      parameters.push(parameter(name, 'query', required.has(name), schema));
    }
  } else {
    const body = components.add(
      def.request,
      'input',
      `${pascal(def.name)}Request`,
      keyed ? withKey : undefined,
    );
    requestBody =
      def.transport === 'multipart'
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file', 'jsonParams'],
                  properties: {
                    file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
                    jsonParams: {
                      type: 'string',
                      description: 'JSON object carrying the key (and any other parameters)',
                      contentMediaType: 'application/json',
                      contentSchema: body,
                    },
                  },
                },
                encoding: { jsonParams: { contentType: 'application/json' } },
              },
            },
          }
        : { required: true, content: { 'application/json': { schema: body } } };
  }

  const success: Json = { description: SUCCESS[def.status] };
  if (def.response) {
    const schema = components.add(def.response, 'output', responseName(def));
    success.content = { 'application/json': { schema } };
  }
  if (def.metering === 'billable') {
    success.headers = {
      'X-RateLimit-Limit': headerRef('RateLimitLimit'),
      'X-RateLimit-Remaining': headerRef('RateLimitRemaining'),
      'X-RateLimit-Reset': headerRef('RateLimitReset'),
    };
  }

  const responses: Json = { [def.status]: success };
  for (const [status, description] of Object.entries(errorStatuses(def))) {
    const rateLimited = status === '429';
    const response: Json = {
      description,
      content: { 'application/json': { schema: rateLimited ? refs.rateLimitRef : refs.errorRef } },
    };
    if (rateLimited || status === '503') response.headers = { 'Retry-After': headerRef('RetryAfter') };
    responses[status] = response;
  }

  return {
    operationId: def.name,
    summary: def.summary,
    description: describe(def),
    tags: [def.tag],
    ...(def.deprecated ? { deprecated: true } : {}),
    security: keyed
      ? def.transport === 'query'
        ? [{ apiKeyQuery: [] }, { bearerAuth: [] }]
        : [{ bearerAuth: [] }, {}]
      : [],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

const SUCCESS = { 200: 'OK', 201: 'Created', 204: 'No content' } as const;

/** The error answers of an endpoint: shared ones derived from its definition, then its own. */
function errorStatuses(def: EndpointDef): Partial<Record<ErrorStatus, string>> {
  const out: Partial<Record<ErrorStatus, string>> = {};
  if (def.auth !== 'none') {
    out[400] =
      def.auth === 400
        ? 'Invalid request, or a missing or invalid key; msg names the problem (e.g. "text: required")'
        : 'Invalid request; msg names the field (e.g. "text: required")';
    if (def.auth === 401) out[401] = 'Missing or invalid API key';
  }
  if (def.transport !== 'query') {
    out[413] = 'Request body over the size limit (4 MB; 25 MB for file uploads)';
    out[415] =
      def.transport === 'multipart'
        ? 'Content-Type is not multipart/form-data'
        : 'Content-Type is not application/json';
  }
  if (def.auth !== 'none') out[429] = 'Rate limit or quota exceeded; retry after Retry-After seconds';
  out[500] = 'Unexpected server error';
  if (def.metering === 'billable' || def.transport === 'multipart') {
    out[501] = 'This server has no engine configured for the capability';
  }
  return { ...out, ...def.errors };
}

function describe(def: EndpointDef): string {
  const lines: string[] = [];
  if (def.deprecated) lines.push('Deprecated.');
  if (def.auth === 'none') lines.push('Public: no key needed.');
  else if (def.transport === 'query') lines.push('Key: `key` query parameter or bearer token.');
  else if (def.transport === 'multipart') lines.push('Key: inside the `jsonParams` part, or bearer token.');
  else lines.push('Key: `key` in the JSON body, or bearer token.');
  if (def.auth === 400) lines.push('A missing or invalid key answers 400.');
  lines.push(
    def.metering === 'billable' ? 'Billable: characters sent count against the quota.' : 'Free of charge.',
  );
  return lines.join(' ');
}

function parameter(name: string, where: 'path' | 'query', required: boolean, schema: Json): Json {
  const { description, ...rest } = schema;
  return { name, in: where, required, ...(description ? { description } : {}), schema: rest };
}

function properties(schema: Json): Record<string, Json> {
  return (schema.properties as Record<string, Json> | undefined) ?? {};
}

/** Adds the `key` body parameter to a request schema (the contract's requests leave it out). */
function withKey(schema: Json): Json {
  return {
    ...schema,
    properties: { key: { type: 'string', description: KEY_DESCRIPTION }, ...properties(schema) },
  };
}

function responseName(def: EndpointDef): string {
  return `${pascal(def.name)}Response`;
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * `components.schemas`, filled from zod 4's JSON Schema output. Schemas with a `.meta({id})` become
 * named components; when the input and output forms of one id differ (defaults make fields optional
 * on input), the input form is stored as `<id>Input`.
 */
class SchemaComponents {
  readonly schemas: Record<string, Json> = {};

  /** JSON Schema of `schema`: a `$ref` to a component, or the inline schema when it has no id. */
  add(schema: z.ZodType, io: 'input' | 'output', name?: string, transform?: (s: Json) => Json): Json {
    const { root, defs } = convert(schema, io);
    const rootName = refName(root);
    if (rootName && transform) defs[rootName] = transform(defs[rootName]!);
    const renames = this.merge(defs, io);
    if (rootName) return { $ref: SCHEMAS + (renames[rootName] ?? rootName) };
    const inline = rewriteRefs(transform ? transform(root) : root, renames);
    if (!name) return inline;
    return { $ref: SCHEMAS + (this.merge({ [name]: inline }, io)[name] ?? name) };
  }

  /** The schema's own JSON Schema (components referenced, not inlined), for parameter lists. */
  inline(schema: z.ZodType, io: 'input' | 'output'): Json {
    const { root, defs } = convert(schema, io);
    const renames = this.merge(defs, io);
    const name = refName(root);
    return name ? this.schemas[renames[name] ?? name]! : rewriteRefs(root, renames);
  }

  /** Stores `defs`, renaming those whose id is taken by a different shape; returns the renames. */
  private merge(defs: Record<string, Json>, io: 'input' | 'output'): Record<string, string> {
    const renames: Record<string, string> = {};
    for (let changed = true; changed; ) {
      changed = false;
      for (const [name, def] of Object.entries(defs)) {
        const target = renames[name] ?? name;
        const existing = this.schemas[target];
        if (!existing || canonical(existing) === canonical(rewriteRefs(def, renames))) continue;
        if (renames[name]) throw new Error(`Schema id "${name}" names two different shapes`);
        renames[name] = `${name}${io === 'input' ? 'Input' : 'Output'}`;
        changed = true;
      }
    }
    for (const [name, def] of Object.entries(defs))
      this.schemas[renames[name] ?? name] = rewriteRefs(def, renames);
    return renames;
  }
}

function convert(schema: z.ZodType, io: 'input' | 'output'): { root: Json; defs: Record<string, Json> } {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Json;
  const { $schema: _dialect, $defs, ...root } = json;
  const defs = { ...(($defs as Record<string, Json> | undefined) ?? {}) };
  if (io === 'output') {
    // Responses may gain fields in later versions: don't tell generated clients to reject them.
    for (const key of Object.keys(defs)) defs[key] = openObjects(defs[key]!) as Json;
    return { root: openObjects(root) as Json, defs };
  }
  return { root, defs };
}

function refName(schema: Json): string | undefined {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith('#/$defs/') && Object.keys(schema).length === 1
    ? ref.slice('#/$defs/'.length)
    : undefined;
}

/** Points zod's local `#/$defs/X` references at `#/components/schemas/X` (or its rename). */
function rewriteRefs(value: Json, renames: Record<string, string>): Json {
  return mapJson(value, (node) => {
    const ref = node.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return node;
    const name = ref.slice('#/$defs/'.length);
    return { ...node, $ref: SCHEMAS + (renames[name] ?? name) };
  }) as Json;
}

function openObjects(value: unknown): unknown {
  return mapJson(value, (node) => {
    if (node.type !== 'object' || node.additionalProperties !== false) return node;
    const { additionalProperties: _closed, ...open } = node;
    return open;
  });
}

/** Applies `fn` to every object node, bottom-up. */
function mapJson(value: unknown, fn: (node: Json) => Json): unknown {
  if (Array.isArray(value)) return value.map((v) => mapJson(v, fn));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) out[k] = mapJson(v, fn);
  return fn(out);
}

/** JSON with sorted keys, to compare two schemas. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
