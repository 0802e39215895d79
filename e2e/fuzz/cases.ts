import { type OpenApiDoc, type Operation, propertyNames, sampleValue } from './schema-values';

/** One malformed request: what to send and a label that says which mutation it is. */
export interface FuzzCase {
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Values that are the wrong type, or hostile, for almost any field. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['number', 123456789],
  ['huge number', 1e308],
  ['negative', -1],
  ['float', 0.5],
  ['boolean', true],
  ['empty string', ''],
  ['array', ['a', 1, null]],
  ['object', { nested: { deeper: [1, 2] } }],
  ['__proto__ object', JSON.parse('{"__proto__": {"polluted": true}}')],
  ['lone surrogate', '\ud800 then \udfff text'],
  ['control characters', 'a\u0000b\r\nc\u202ed\u001b[31m'],
  ['100k-character string', 'w '.repeat(50_000)],
  ['unbroken 20k token', 'c'.repeat(20_000)],
];

const WEIRD_IDS = ['..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5_000), '%00', 'not-a-uuid', '-1', '%F0%9F%92%A9'];

function fillPath(template: string, value: string): string {
  return template.replace(/\{(\w+)\}/g, () => value);
}

/** Every malformed variant of one operation's request. */
export function casesFor(doc: OpenApiDoc, template: string, method: string, op: Operation): FuzzCase[] {
  const M = method.toUpperCase();
  const path = fillPath(template, '3b241101-e2bb-4255-8caf-4136c566a962');
  const cases: FuzzCase[] = [];
  const json = op.requestBody?.content['application/json'];
  const multipart = op.requestBody?.content['multipart/form-data'];

  for (const id of template.includes('{') ? WEIRD_IDS : []) {
    cases.push({ label: `path id ${id.slice(0, 20)}`, method: M, path: fillPath(template, id) });
  }
  cases.push({ label: 'wrong method', method: M === 'GET' ? 'PUT' : 'GET', path });

  if (multipart) {
    const boundary = 'fuzzboundary';
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    const mp = (body: string) => ({ contentType: `multipart/form-data; boundary=${boundary}`, body });
    cases.push({ label: 'empty multipart', method: M, path, ...mp(`--${boundary}--\r\n`) });
    cases.push({
      label: 'multipart without boundary',
      method: M,
      path,
      contentType: 'multipart/form-data',
      body: 'x',
    });
    cases.push({
      label: 'text field instead of file',
      method: M,
      path,
      ...mp(`${part('Content-Disposition: form-data; name="file"', 'hello')}--${boundary}--\r\n`),
    });
    cases.push({
      label: 'garbage file bytes',
      method: M,
      path,
      ...mp(
        `${part('Content-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf', '%PDF-1.7\n\u0000\u0001garbage')}--${boundary}--\r\n`,
      ),
    });
    cases.push({
      label: 'json to a multipart endpoint',
      method: M,
      path,
      contentType: 'application/json',
      body: '{}',
    });
    return cases;
  }
  if (!json) return cases;

  const valid = sampleValue(doc, json.schema) as Record<string, unknown>;
  const send = (label: string, body: string | Uint8Array<ArrayBuffer>, contentType = 'application/json') =>
    cases.push({ label, method: M, path, contentType, body });

  send('empty body', '');
  send('invalid JSON', '{"text": ');
  send('JSON null', 'null');
  send('JSON array', '[1,2,3]');
  send('JSON string', '"text"');
  send('deeply nested', `${'['.repeat(50_000)}${']'.repeat(50_000)}`);
  send('deeply nested object field', `{"text": ${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`);
  send('text/plain', JSON.stringify(valid), 'text/plain');
  send('no content type', JSON.stringify(valid), '');
  send('extra fields', JSON.stringify({ ...valid, unexpected: 1, constructor: { prototype: { x: 1 } } }));
  send('__proto__ key', `{"__proto__": {"isAdmin": true}, ${JSON.stringify(valid).slice(1)}`);
  const utf8 = new TextEncoder().encode(JSON.stringify(valid));
  const broken = new Uint8Array([...utf8.slice(0, -2), 0xff, 0xfe, 0xc3, ...utf8.slice(-2)]);
  send('invalid UTF-8', broken);

  for (const name of propertyNames(doc, json.schema)) {
    const without = { ...valid };
    delete without[name];
    send(`missing ${name}`, JSON.stringify(without));
    for (const [label, value] of HOSTILE_VALUES) {
      send(`${name}: ${label}`, JSON.stringify({ ...valid, [name]: value }));
    }
  }
  return cases;
}

/** Every case for every operation of the document. */
export function allCases(doc: OpenApiDoc): FuzzCase[] {
  const out: FuzzCase[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) out.push(...casesFor(doc, template, method, op));
  }
  return out;
}
