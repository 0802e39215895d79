import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeZip, isEncryptedOffice, sniffFile, zipEntries } from './sniff';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('sniffFile', () => {
  it.each([
    ['normal.pdf', 'pdf'],
    ['encrypted.pdf', 'pdf'],
    ['truncated.pdf', 'pdf'],
    ['image.png', 'png'],
    ['normal.docx', 'zip'],
    ['not-a-docx.zip', 'zip'],
  ])('%s is %s', (name, kind) => {
    expect(sniffFile(fixture(name))).toBe(kind);
  });

  it.each([
    ['nothing', bytes(), 'empty'],
    ['a PDF after junk bytes', bytes('\u0000\u0000garbage\n%PDF-1.7\n'), 'pdf'],
    ['an empty ZIP', bytes('PK', [5, 6], [0, 0, 0, 0]), 'zip'],
    ['an OLE compound file', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'ole'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['a GIF', bytes('GIF89a'), 'gif'],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['a TIFF', bytes('II*', [0]), 'tiff'],
    ['RTF', bytes('{\\rtf1\\ansi'), 'rtf'],
    ['HTML', bytes('\n<!DOCTYPE html><html>'), 'html'],
    ['text', bytes('Dear reader,\nhello.'), 'text'],
    ['binary', bytes([1, 2, 3, 4, 0, 0, 7]), 'unknown'],
  ])('%s', (_name, data, kind) => {
    expect(sniffFile(data)).toBe(kind);
  });
});

describe('zipEntries', () => {
  it('lists the parts of a DOCX with their inflated sizes', () => {
    const entries = zipEntries(fixture('normal.docx'))!;
    expect(entries.map((e) => e.name)).toContain('word/document.xml');
    expect(entries.find((e) => e.name === 'word/document.xml')!.size).toBeGreaterThan(500);
  });

  it('finds no directory in a truncated archive', () => {
    const docx = fixture('normal.docx');
    expect(zipEntries(docx.subarray(0, docx.length - 30))).toBeUndefined();
    expect(zipEntries(docx.subarray(0, 100))).toBeUndefined();
  });
});

describe('describeZip', () => {
  it.each([
    [['xl/workbook.xml'], 'an Excel workbook (.xlsx)'],
    [['ppt/presentation.xml'], 'a PowerPoint presentation (.pptx)'],
    [['mimetype', 'content.xml'], 'an OpenDocument file (.odt, .ods, .odp)'],
    [['readme.txt'], 'a ZIP archive'],
  ])('%j is %s', (names, description) => {
    expect(describeZip(new Set(names))).toBe(description);
  });
});

describe('isEncryptedOffice', () => {
  it('finds the EncryptedPackage stream name', () => {
    const name = Array.from('EncryptedPackage', (c) => [c.charCodeAt(0), 0]).flat();
    expect(isEncryptedOffice(bytes([0xd0, 0xcf, 0x11, 0xe0], [0, 0], name, [0, 0]))).toBe(true);
    expect(isEncryptedOffice(bytes([0xd0, 0xcf, 0x11, 0xe0], 'WordDocument'))).toBe(false);
  });
});
