import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineErrorToHttp } from '../../http/errors';
import { EngineInputError } from '../errors';
import { extractDocxText, extractPdfText, MAX_DOCX_XML_BYTES, MAX_FILE_BYTES } from './index';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

/** The 400 an extraction rejects with. */
async function rejection(promise: Promise<string>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineInputError);
  const { status, message } = engineErrorToHttp(error)!;
  return { status, message };
}

const NORMAL_PDF_TEXT = [
  'Margin test document',
  'This is the first paragraph of a small test document. Its lines were broken by the layout engine, and one word is hyphenated at the end of a line.',
  'The second paragraph is about a well-known problem: compound words such as well-known keep their hyphen, and the café keeps its accent.',
  'The third paragraph starts on the first page and continues on the next page without a paragraph break, and it goes on long enough to fill a second line before it ends.',
  'A list follows:\n• first item\n• second item',
  'A last short paragraph closes the document.',
].join('\n\n');

describe('extractPdfText', () => {
  it('joins lines into paragraphs, repairs hyphenation, drops page numbers', async () => {
    expect(await extractPdfText(fixture('normal.pdf'))).toBe(NORMAL_PDF_TEXT);
  });

  it('reads a PDF that has only an owner password (restricted permissions)', async () => {
    expect(await extractPdfText(fixture('owner-password.pdf'))).toBe(NORMAL_PDF_TEXT);
  });

  it.each([
    ['encrypted.pdf', 'file: the PDF is password-protected; remove the password and upload it again'],
    [
      'image-only.pdf',
      'file: the PDF contains no extractable text (scanned image?); run it through OCR first',
    ],
    ['truncated.pdf', 'file: the PDF is corrupt or truncated and cannot be read'],
    ['image.png', 'file: not a PDF (it looks like a PNG image)'],
    [
      'normal.docx',
      'file: not a PDF (it looks like a Word document; send it to /api/v1/ingest/docx_to_text)',
    ],
    ['not-a-docx.zip', 'file: not a PDF (it looks like a ZIP archive)'],
  ])('rejects %s with a 400 that says why', async (name, message) => {
    expect(await rejection(extractPdfText(fixture(name)))).toEqual({ status: 400, message });
  });

  it('rejects an empty file', async () => {
    expect(await rejection(extractPdfText(new Uint8Array()))).toEqual({
      status: 400,
      message: 'file: the file is empty',
    });
  });

  it('rejects random bytes behind a PDF header as corrupt', async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    const data = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...junk]);
    expect((await rejection(extractPdfText(data))).message).toBe(
      'file: the PDF is corrupt or truncated and cannot be read',
    );
  });

  it('stops at the time limit and stays usable afterwards', async () => {
    // A fresh worker (non-default memory) cannot even load PDF.js in 50 ms.
    const { status, message } = await rejection(
      extractPdfText(fixture('normal.pdf'), { timeoutMs: 50, maxMemoryMb: 256 }),
    );
    expect(status).toBe(400);
    expect(message).toMatch(/^file: reading the PDF took longer than 0.05 s and was stopped/);
    expect(await extractPdfText(fixture('normal.pdf'))).toBe(NORMAL_PDF_TEXT);
  });

  it('reads several files at once', async () => {
    const texts = await Promise.all([
      extractPdfText(fixture('normal.pdf')),
      extractDocxText(fixture('normal.docx')),
      extractPdfText(fixture('normal.pdf')),
    ]);
    expect(texts[0]).toBe(NORMAL_PDF_TEXT);
    expect(texts[1]).toMatch(/^Margin test document/);
    expect(texts[2]).toBe(NORMAL_PDF_TEXT);
  });
});

describe('extractDocxText', () => {
  it('gives paragraphs a blank line apart and list items a line each', async () => {
    expect(await extractDocxText(fixture('normal.docx'))).toBe(
      [
        'Margin test document',
        'The first paragraph has three runs.',
        'A second paragraph with an ampersand & an accent: café.',
        'A list',
        'first item\nsecond item\nthird item',
        'The closing paragraph.',
      ].join('\n\n'),
    );
  });

  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  const utf16 = (s: string) => Array.from(s, (c) => [c.charCodeAt(0), 0]).flat();
  it.each([
    [
      'a ZIP of something else',
      fixture('not-a-docx.zip'),
      'file: not a DOCX (it looks like a ZIP archive without word/document.xml)',
    ],
    [
      'a PDF',
      fixture('normal.pdf'),
      'file: not a DOCX (it looks like a PDF; send it to /api/v1/ingest/pdf_to_text)',
    ],
    ['a PNG', fixture('image.png'), 'file: not a DOCX (it looks like a PNG image)'],
    ['an empty file', new Uint8Array(), 'file: the file is empty'],
    [
      'a truncated DOCX',
      fixture('normal.docx').subarray(0, 1200),
      'file: the DOCX is corrupt or truncated (its ZIP directory is missing)',
    ],
    [
      'a DOCX with malformed XML',
      fixture('broken.docx'),
      'file: the DOCX is corrupt or truncated and cannot be read',
    ],
    [
      'a legacy .doc',
      new Uint8Array([...ole, ...new Array(504).fill(0), ...utf16('WordDocument')]),
      'file: this is a legacy Word .doc (or another Office 97–2003 file), not a DOCX; save it as .docx and upload it again',
    ],
    [
      'a password-protected DOCX',
      new Uint8Array([...ole, ...new Array(504).fill(0), ...utf16('EncryptedPackage')]),
      'file: the DOCX is password-protected; remove the password and upload it again',
    ],
  ])('rejects %s with a 400 that says why', async (_name, data, message) => {
    expect(await rejection(extractDocxText(data))).toEqual({ status: 400, message });
  });

  it('refuses a DOCX that declares more XML than it is worth inflating', async () => {
    const data = fixture('normal.docx');
    setDeclaredSize(data, 'word/document.xml', MAX_DOCX_XML_BYTES + 1);
    expect((await rejection(extractDocxText(data))).message).toMatch(
      /^file: the DOCX expands to more than 256 MB of XML/,
    );
  });
});

it('caps uploads at 25 MB', () => {
  expect(MAX_FILE_BYTES).toBe(25 * 1024 * 1024);
});

/** Rewrites the inflated size a ZIP's central directory declares for one entry. */
function setDeclaredSize(zip: Uint8Array, name: string, size: number) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 46 < zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)) === name) {
      view.setUint32(at + 24, size, true);
      return;
    }
  }
  throw new Error(`${name} not in the archive`);
}
