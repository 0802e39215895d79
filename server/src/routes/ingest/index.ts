import { chunkText } from '@margin/shared/text/chunk';
import { htmlToText } from '@margin/shared/text/html';
import type { UploadedFile } from '../../http/body';
import { badRequest } from '../../http/errors';
import type { RouteHandlers } from '../types';

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
  pdfToText: async ({ file }) => {
    const bytes = requireFile(file);
    const { extractPdfText } = await import('../../engines/files');
    return { text: await extractPdfText(bytes) };
  },
  docxToText: async ({ file }) => {
    const bytes = requireFile(file);
    const { extractDocxText } = await import('../../engines/files');
    return { text: await extractDocxText(bytes) };
  },
};
