import { htmlToText } from '@margin/shared/text/html';
import mammoth from 'mammoth';
import { EngineInputError } from '../errors';

/**
 * The text of a DOCX: mammoth turns the document into semantic HTML (headings, lists, tables), and
 * the shared HTML-to-text conversion lays that out, so lists come out one item per line and table
 * cells tab-separated. Runs inside the extraction worker (see sandbox.ts).
 */
export async function readDocxText(bytes: Uint8Array): Promise<string> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Images carry no text: skip reading and base64-encoding them.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        externalFileAccess: false,
      },
    );
    html = result.value;
  } catch (error) {
    if (/main document part/i.test((error as Error | undefined)?.message ?? '')) {
      throw new EngineInputError('file: not a DOCX (the archive has no Word document part)');
    }
    throw new EngineInputError('file: the DOCX is corrupt or truncated and cannot be read');
  }
  // Footnotes end with a "↑" link back to their reference: navigation, not text.
  return htmlToText(html.replace(/<a href="#(?:foot|end)note-ref-[^"]*">↑<\/a>/g, ''));
}
