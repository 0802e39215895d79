import type { RequestTransport } from '@margin/shared/contract/endpoint';
import type { Context } from 'hono';
import { badRequest, HttpError } from './errors';

/** An uploaded file from a multipart request. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** What a request carried: its parameters (body, query or jsonParams), the key it offered, any file. */
export interface ParsedRequest {
  fields: Record<string, unknown>;
  key: string | undefined;
  file?: UploadedFile;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function bearer(c: Context): string | undefined {
  const h = c.req.header('authorization');
  const m = h ? /^Bearer\s+(\S+)\s*$/i.exec(h) : null;
  return m?.[1];
}

function asKey(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!/^application\/([\w.+-]+\+)?json\b/.test(type)) {
    throw new HttpError(415, `Content-Type must be application/json (got "${type || 'none'}")`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('body: not valid JSON');
  }
  if (!isObject(parsed)) throw badRequest('body: must be a JSON object');
  return parsed;
}

async function readMultipart(c: Context): Promise<ParsedRequest> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    throw new HttpError(
      415,
      `Content-Type must be multipart/form-data with parts "file" and "jsonParams" (got "${type || 'none'}")`,
    );
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('body: malformed multipart/form-data');
  }
  let fields: Record<string, unknown> = {};
  const params = form.get('jsonParams');
  if (params !== null) {
    const text = typeof params === 'string' ? params : await params.text();
    try {
      const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (!isObject(parsed)) throw new Error();
      fields = parsed;
    } catch {
      throw badRequest('jsonParams: must be a JSON object');
    }
  }
  const part = form.get('file');
  let file: UploadedFile | undefined;
  if (part !== null && typeof part !== 'string') {
    file = { name: part.name, type: part.type, bytes: new Uint8Array(await part.arrayBuffer()) };
  }
  return { fields, key: asKey(fields.key) ?? asKey(c.req.query('key')) ?? bearer(c), file };
}

/**
 * Reads a request as its endpoint's transport says. Key precedence (API.md "Authentication"):
 * body `key` > query `key` > jsonParams `key` > `Authorization: Bearer`.
 */
export async function parseRequest(c: Context, transport: RequestTransport): Promise<ParsedRequest> {
  if (transport === 'multipart') return readMultipart(c);
  const query = c.req.query();
  if (transport === 'query') {
    const { key, ...fields } = query;
    return { fields, key: asKey(key) ?? bearer(c) };
  }
  const body = await readJsonObject(c);
  return { fields: body, key: asKey(body.key) ?? asKey(query.key) ?? bearer(c) };
}
