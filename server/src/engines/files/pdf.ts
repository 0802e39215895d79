import { getDocumentProxy } from 'unpdf';
import { EngineInputError } from '../errors';
import { type LayoutLine, linesFromRuns, textFromPages } from './layout';

/**
 * The text of a PDF, paragraphs repaired from the layout. Runs inside the extraction worker (see
 * sandbox.ts): PDF.js on a hostile file is bounded there, not here.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0: PDF.js logs its recoveries ("Indexing all PDF objects") to the console otherwise.
    pdf = await getDocumentProxy(bytes, { verbosity: 0, isEvalSupported: false, stopAtErrors: false });
  } catch (error) {
    if ((error as Error | undefined)?.name === 'PasswordException') {
      throw new EngineInputError(
        'file: the PDF is password-protected; remove the password and upload it again',
      );
    }
    throw new EngineInputError('file: the PDF is corrupt or truncated and cannot be read');
  }
  try {
    const pages: LayoutLine[][] = [];
    let failed = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      try {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        // Marked-content markers carry no text; only runs have `str`.
        pages.push(linesFromRuns(content.items.flatMap((item) => ('str' in item ? [item] : []))));
        page.cleanup();
      } catch {
        // One broken page should not cost the others their text.
        failed++;
      }
    }
    if (failed > 0 && failed === pdf.numPages) {
      throw new EngineInputError('file: the PDF is corrupt or truncated and cannot be read');
    }
    const text = textFromPages(pages);
    if (text === '') {
      throw new EngineInputError(
        'file: the PDF contains no extractable text (scanned image?); run it through OCR first',
      );
    }
    return text;
  } finally {
    await pdf.destroy();
  }
}
