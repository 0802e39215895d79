import { chunkText } from '@margin/shared/text/chunk';
import { htmlToText } from '@margin/shared/text/html';
import { codePointLength } from '@margin/shared/text/offsets';
import type { UploadedFile } from '../../http/body';
import { badRequest, HttpError } from '../../http/errors';
import { quotaAccount } from '../../limits/meter';
import type { RouteHandlers } from '../types';

/**
 * Files one account may have read at once. Extraction is the costliest work a request can ask for (a
 * worker, up to 512 MB and 20 s), and the workers are shared by every user: one account sending files in
 * parallel would make everyone else wait (#17: four flate bombs stalled pdf_to_text for minutes).
 */
export const FILES_PER_ACCOUNT = 2;
const reading = new Map<string, number>();

/**
 * Runs one extraction for an account (the key's user, as quotas count: a second key does not double the
 * share), or answers 429 when that account already has its share running.
 */
async function perAccount<T>(account: string, read: () => Promise<T>): Promise<T> {
  const now = reading.get(account) ?? 0;
  if (now >= FILES_PER_ACCOUNT) {
    throw new HttpError(
      429,
      `file: at most ${FILES_PER_ACCOUNT} files per account are read at a time; send this one when one of them has been answered`,
      { retry_after: 2 },
      { 'Retry-After': '2' },
    );
  }
  reading.set(account, now + 1);
  try {
    return await read();
  } finally {
    const left = (reading.get(account) ?? 1) - 1;
    if (left > 0) reading.set(account, left);
    else reading.delete(account);
  }
}

function requireFile(file: UploadedFile | undefined): Uint8Array {
  if (!file) throw badRequest('file: required (a multipart part named "file")');
  if (file.bytes.byteLength === 0) throw badRequest('file: the uploaded file is empty');
  return file.bytes;
}

/** Extraction is free of charge (API.md) but recorded in usage with the characters it extracted. */
const extractedCharacters = (body: { text: string }) => codePointLength(body.text);

/**
 * One extraction endpoint: the uploaded file read by `extractor` in the sandboxed worker, within the
 * account's share, recorded in usage with the characters extracted.
 */
function fileHandler(extractor: 'extractPdfText' | 'extractDocxText') {
  return Object.assign(
    async ({ file, caller }: { file?: UploadedFile; caller: { user_id: string } | null }) => {
      const bytes = requireFile(file);
      const files = await import('../../engines/files');
      const account = caller ? quotaAccount(caller) : '';
      return perAccount(account, async () => ({ text: await files[extractor](bytes) }));
    },
    { mount: { usage: extractedCharacters } },
  );
}

/** Chunking and file extraction: free of charge. */
export const ingestHandlers: RouteHandlers = {
  chunkText: ({ input }) => ({
    chunks: chunkText(input.text, { maxLength: input.max_length, stepSize: input.step_size }),
  }),
  chunkHtml: ({ input }) => ({
    chunks: chunkText(htmlToText(input.html), { maxLength: input.max_length, stepSize: input.step_size }),
  }),
  pdfToText: fileHandler('extractPdfText'),
  docxToText: fileHandler('extractDocxText'),
};
