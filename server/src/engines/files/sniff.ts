/**
 * What a file is, from its first bytes rather than its name or declared type, so a PNG renamed
 * `.pdf` gets an answer that says what it really is.
 */

/** The kinds of file worth naming in an error message. */
export type FileKind =
  | 'empty'
  | 'pdf'
  | 'zip'
  | 'ole'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'tiff'
  | 'rtf'
  | 'html'
  | 'text'
  | 'unknown';

/** How each kind is named in a message ("it looks like …"). */
export const KIND_NAMES: Record<FileKind, string> = {
  empty: 'an empty file',
  pdf: 'a PDF',
  zip: 'a ZIP archive',
  ole: 'a legacy Office 97–2003 file (.doc, .xls, .ppt)',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  tiff: 'a TIFF image',
  rtf: 'an RTF document',
  html: 'an HTML page',
  text: 'a plain-text file',
  unknown: 'an unrecognised binary file',
};

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** The kind of file `bytes` holds, from its magic bytes. */
export function sniffFile(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) return 'empty';
  // Readers accept junk before the header (PDF.js looks in the first kilobyte), so do we.
  if (indexOf(bytes.subarray(0, 1024), ascii('%PDF-')) >= 0) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b]) && [0x0304, 0x0506, 0x0708].includes((bytes[2]! << 8) | bytes[3]!))
    return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'rtf';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512));
  if (/^\uFEFF?\s*<(?:!doctype\s+html|html|head|body)\b/i.test(head)) return 'html';
  // Text has no control bytes other than whitespace (and ESC, which terminal logs contain).
  const control = bytes.subarray(0, 512).some((b) => b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b));
  if (!control) return 'text';
  return 'unknown';
}

/** Whether an OLE compound file is an encrypted Office document (it then holds an "EncryptedPackage" stream). */
export function isEncryptedOffice(bytes: Uint8Array): boolean {
  const utf16 = Array.from('EncryptedPackage', (c) => [c.charCodeAt(0), 0]).flat();
  return indexOf(bytes, utf16) >= 0;
}

/** An entry of a ZIP archive's central directory. */
export interface ZipEntry {
  name: string;
  /** Declared size once inflated (0xFFFFFFFF when the archive stores it in a ZIP64 field). */
  size: number;
}

/** The entries a ZIP archive declares in its central directory, or undefined when there is none. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 bytes plus at most a 64 KB comment.
  const eocdSig = [0x50, 0x4b, 0x05, 0x06];
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (startsWith(bytes, eocdSig, i)) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (offset === 0xffffffff || count === 0xffff) {
    // ZIP64: the locator just before the record points at the real directory record.
    const locator = eocd - 20;
    if (locator < 0 || !startsWith(bytes, [0x50, 0x4b, 0x06, 0x07], locator)) return undefined;
    const record = Number(view.getBigUint64(locator + 8, true));
    if (record + 56 > bytes.length || !startsWith(bytes, [0x50, 0x4b, 0x06, 0x06], record)) return undefined;
    count = Number(view.getBigUint64(record + 32, true));
    offset = Number(view.getBigUint64(record + 48, true));
  }
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || !startsWith(bytes, [0x50, 0x4b, 0x01, 0x02], at)) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return undefined;
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      size: view.getUint32(at + 24, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** What a ZIP archive that is not a DOCX probably is, from the parts it holds. */
export function describeZip(names: ReadonlySet<string>): string {
  if (names.has('xl/workbook.xml')) return 'an Excel workbook (.xlsx)';
  if (names.has('ppt/presentation.xml')) return 'a PowerPoint presentation (.pptx)';
  if (names.has('content.xml') && names.has('mimetype')) return 'an OpenDocument file (.odt, .ods, .odp)';
  if (names.has('META-INF/container.xml')) return 'an EPUB book';
  return 'a ZIP archive';
}

function indexOf(haystack: Uint8Array, needle: readonly number[]): number {
  const first = needle[0];
  for (
    let i = haystack.indexOf(first!);
    i >= 0 && i <= haystack.length - needle.length;
    i = haystack.indexOf(first!, i + 1)
  ) {
    if (startsWith(haystack, needle, i)) return i;
  }
  return -1;
}
