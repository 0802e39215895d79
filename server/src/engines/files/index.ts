import { EngineInputError } from '../errors';
import { type ExtractionLimits, extractInWorker } from './sandbox';
import { describeZip, type FileKind, isEncryptedOffice, KIND_NAMES, sniffFile, zipEntries } from './sniff';

export type { ExtractionLimits } from './sandbox';
/** Call at startup so that the first upload does not wait ~0.5 s for PDF.js to load. */
export { warmUpExtraction } from './sandbox';

/** Largest upload the file endpoints accept (the route answers 413 above it). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** Largest total of XML a DOCX may declare once inflated: a guard against ZIP bombs. */
export const MAX_DOCX_XML_BYTES = 256 * 1024 * 1024;

/** The text of a PDF, with lines joined into paragraphs; an `EngineInputError` (400) when it has none to give. */
export async function extractPdfText(bytes: Uint8Array, limits?: ExtractionLimits): Promise<string> {
  const kind = sniffFile(bytes);
  if (kind === 'empty') throw new EngineInputError('file: the file is empty');
  if (kind !== 'pdf') throw new EngineInputError(`file: not a PDF (it looks like ${lookalike(bytes, kind)})`);
  return extractInWorker({ kind: 'pdf', bytes }, limits);
}

/** The text of a DOCX, one paragraph or list item per line; an `EngineInputError` (400) when it cannot be read. */
export async function extractDocxText(bytes: Uint8Array, limits?: ExtractionLimits): Promise<string> {
  const kind = sniffFile(bytes);
  if (kind === 'empty') throw new EngineInputError('file: the file is empty');
  if (kind === 'ole') {
    // Word saves password-protected .docx files inside an OLE container, not a ZIP.
    throw new EngineInputError(
      isEncryptedOffice(bytes)
        ? 'file: the DOCX is password-protected; remove the password and upload it again'
        : 'file: this is a legacy Word .doc (or another Office 97–2003 file), not a DOCX; save it as .docx and upload it again',
    );
  }
  if (kind !== 'zip')
    throw new EngineInputError(`file: not a DOCX (it looks like ${lookalike(bytes, kind)})`);
  const entries = zipEntries(bytes);
  if (!entries)
    throw new EngineInputError('file: the DOCX is corrupt or truncated (its ZIP directory is missing)');
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('word/document.xml')) {
    throw new EngineInputError(
      `file: not a DOCX (it looks like ${describeZip(names)} without word/document.xml)`,
    );
  }
  const xmlBytes = entries.filter((e) => /\.(?:xml|rels)$/i.test(e.name)).reduce((sum, e) => sum + e.size, 0);
  if (xmlBytes > MAX_DOCX_XML_BYTES) {
    throw new EngineInputError(
      `file: the DOCX expands to more than ${MAX_DOCX_XML_BYTES / 1024 / 1024} MB of XML, too much to read`,
    );
  }
  return extractInWorker({ kind: 'docx', bytes }, limits);
}

/** Names what a mis-typed file is, and where to send it when another endpoint reads it. */
function lookalike(bytes: Uint8Array, kind: FileKind): string {
  if (kind === 'pdf') return 'a PDF; send it to /api/v1/ingest/pdf_to_text';
  if (kind !== 'zip') return KIND_NAMES[kind];
  const names = new Set(zipEntries(bytes)?.map((e) => e.name));
  if (names.has('word/document.xml')) return 'a Word document; send it to /api/v1/ingest/docx_to_text';
  return describeZip(names);
}
