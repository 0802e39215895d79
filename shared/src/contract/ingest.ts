import { z } from 'zod';
import { EmptyRequest, intField, NoParams, nonBlank, optionalNullable } from './common';
import { endpoint } from './endpoint';

/** Largest `max_length` / `step_size`: more than the characters any request body can carry. */
export const CHUNK_LENGTH_MAX = 10_000_000;

const chunkOptions = {
  max_length: intField(1, CHUNK_LENGTH_MAX).describe(
    'Maximum length of each chunk, in characters (Unicode code points)',
  ),
  step_size: optionalNullable(intField(1, CHUNK_LENGTH_MAX)).describe(
    'Window in which to look for split points; larger means more variance in chunk size but a higher chance of a preferred split',
  ),
};

export const ChunkTextRequest = z
  .object({ text: nonBlank().describe('Text to chunk'), ...chunkOptions })
  .meta({ id: 'ChunkTextRequest' });

export const ChunkHtmlRequest = z
  .object({ html: nonBlank().describe('HTML to chunk; every tag is discarded'), ...chunkOptions })
  .meta({ id: 'ChunkHtmlRequest' });

export const ChunksResponse = z
  .object({
    chunks: z
      .array(z.string())
      .describe(
        'Chunks of at most max_length characters, split preferring page breaks, then paragraph breaks, line breaks, tabs, punctuation, other whitespace',
      ),
  })
  .meta({ id: 'ChunksResponse' });

/** `{text}`: the plain text extracted from an uploaded file. */
export const ExtractedText = z
  .object({ text: z.string().describe('The extracted text') })
  .meta({ id: 'ExtractedText' });

/** POST /api/v1/ingest/chunk_text: free of charge. */
export const chunkText = endpoint('chunkText', {
  summary: 'Split text into chunks of at most max_length',
  tag: 'Ingest',
  metering: 'free',
  params: NoParams,
  request: ChunkTextRequest,
  response: ChunksResponse,
});

/** POST /api/v1/ingest/chunk_html: tags discarded, chunks are plain text; free of charge. */
export const chunkHtml = endpoint('chunkHtml', {
  summary: 'Split HTML into plain-text chunks of at most max_length',
  tag: 'Ingest',
  metering: 'free',
  params: NoParams,
  request: ChunkHtmlRequest,
  response: ChunksResponse,
});

/** POST /api/v1/ingest/pdf_to_text: multipart `file` + `jsonParams`; free of charge. */
export const pdfToText = endpoint('pdfToText', {
  summary: 'Extract plain text from a PDF file',
  tag: 'Ingest',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: ExtractedText,
  errors: { 400: 'No file part, an empty file, or a file that is not a readable PDF (e.g. image-only)' },
});

/** POST /api/v1/ingest/docx_to_text: multipart `file` + `jsonParams`; free of charge. */
export const docxToText = endpoint('docxToText', {
  summary: 'Extract plain text from a DOCX file',
  tag: 'Ingest',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: ExtractedText,
  errors: { 400: 'No file part, an empty file, or a file that is not a readable DOCX document' },
});
