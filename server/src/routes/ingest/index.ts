import { chunkText } from '@margin/shared/text/chunk';
import { htmlToText } from '@margin/shared/text/html';
import type { UploadedFile } from '../../http/body';
import { badRequest, HttpError } from '../../http/errors';
import type { RouteHandlers } from '../types';

/**
 * Files one key may have read at once. Extraction is the costliest work a request can ask for (a
 * worker, up to 512 MB and 20 s), and the workers are shared by every user: one key sending files in
 * parallel would make everyone else wait (#17: four flate bombs stalled pdf_to_text for minutes).
 */
export const FILES_PER_KEY = 2;
const reading = new Map<string, number>();

/** Runs one extraction for `keyId`, or answers 429 when that key already has its share running. */
async function perKey<T>(keyId: string, read: () => Promise<T>): Promise<T> {
  const now = reading.get(keyId) ?? 0;
  if (now >= FILES_PER_KEY) {
    throw new HttpError(
      429,
      `file: at most ${FILES_PER_KEY} files per key are read at a time; send this one when one of them has been answered`,
      { retry_after: 2 },
      { 'Retry-After': '2' },
    );
  }
  reading.set(keyId, now + 1);
  try {
    return await read();
  } finally {
    const left = (reading.get(keyId) ?? 1) - 1;
    if (left > 0) reading.set(keyId, left);
    else reading.delete(keyId);
  }
}

function requireFile(file: UploadedFile | undefined): Uint8Array {
  if (!file) throw badRequest('file: required (a multipart part named "file")');
  if (file.bytes.byteLength === 0) throw badRequest('file: the uploaded file is empty');
  return file.bytes;
}

/** Chunking and file extraction: free of charge. */
export const ingestHandlers: RouteHandlers = {
  chunkText: ({ input }) => ({
    chunks: chunkText(input.text, { maxLength: input.max_length, stepSize: input.step_size }),
  }),
  chunkHtml: ({ input }) => ({
    chunks: chunkText(htmlToText(input.html), { maxLength: input.max_length, stepSize: input.step_size }),
  }),
  pdfToText: async ({ file, caller }) => {
    const bytes = requireFile(file);
    const { extractPdfText } = await import('../../engines/files');
    return perKey(caller?.key_id ?? '', async () => ({ text: await extractPdfText(bytes) }));
  },
  docxToText: async ({ file, caller }) => {
    const bytes = requireFile(file);
    const { extractDocxText } = await import('../../engines/files');
    return perKey(caller?.key_id ?? '', async () => ({ text: await extractDocxText(bytes) }));
  },
};
