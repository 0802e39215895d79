import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { FILES_PER_ACCOUNT } from './index';

/**
 * A ~400 KB PDF whose one content stream inflates to `mb` MB: PDF.js inflates streams into
 * ArrayBuffers, which the worker's V8 heap limit does not count.
 */
function flateBomb(mb: number): Uint8Array {
  const content = Buffer.alloc(mb * 2 ** 20, ' ');
  Buffer.from('BT /F1 12 Tf 72 720 Td (Hello) Tj ET').copy(content, 0);
  const stream = zlib.deflateSync(content, { level: 9 });
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    length += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const o of offsets) xref.push(`${String(o).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join('')));
  return new Uint8Array(Buffer.concat(parts));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function upload(bytes: Uint8Array, key = t.keys.pro) {
  const form = new FormData();
  form.set('jsonParams', JSON.stringify({ key }));
  form.set('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'bomb.pdf');
  return t.app.request('/api/v1/ingest/pdf_to_text', { method: 'POST', body: form });
}

describe('pdf_to_text against a flate bomb (#17 finding 1)', () => {
  const bomb = flateBomb(400);

  it('stops the worker past its memory limit with a 400 {msg}, and the server keeps answering', async () => {
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    const res = await upload(bomb);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(
      /^file: reading the PDF needed more than 256 MB of memory and was stopped/,
    );
    expect((await t.call('GET', '/api/v1/liveness')).status).toBe(200);
  }, 60_000);

  it(`reads at most ${FILES_PER_ACCOUNT} files per account at a time: the next one answers 429 with Retry-After`, async () => {
    const answers = await Promise.all(Array.from({ length: FILES_PER_ACCOUNT + 1 }, () => upload(bomb)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(FILES_PER_ACCOUNT).fill(400), 429]);
    const refused = answers.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusal = (await refused?.json()) as { msg: string } | undefined;
    expect(refusal?.msg).toMatch(/^file: at most 2 files per account/);
  }, 120_000);
});

describe('file extraction usage (#17 finding 1: the endpoint was unmetered)', () => {
  it('records each extraction in the usage ledger with the characters it extracted, free of charge', async () => {
    const owner = await t.store.keys.authenticate(t.keys.free);
    const before = await t.store.quota.summary(owner?.user_id ?? '');
    const res = await upload(flateBomb(1), t.keys.free);
    expect(res.status).toBe(200);
    const { text } = (await res.json()) as { text: string };
    expect(text).toContain('Hello');
    const row = (await t.store.quota.summary(owner?.user_id ?? '')).find((r) => r.endpoint === 'pdfToText');
    const earlier = before.find((r) => r.endpoint === 'pdfToText');
    expect(row).toMatchObject({ billable: false, requests: (earlier?.requests ?? 0) + 1 });
    expect((row?.characters ?? 0) - (earlier?.characters ?? 0)).toBe([...text].length);
  }, 60_000);
});
