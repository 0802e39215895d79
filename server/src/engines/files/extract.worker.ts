/**
 * Entry point of an extraction worker (started by sandbox.ts): loads the readers, says it is ready,
 * then reads the files it is sent, one at a time, and posts each text or the input error that
 * explains why there is none.
 */
import { parentPort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { EngineInputError } from '../errors';
import { readDocxText } from './docx';
import { readPdfText } from './pdf';
import type { ExtractionJob, WorkerMessage } from './sandbox';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

// PDF.js loads lazily and takes most of a cold start: load it before a file is waiting.
await getResolvedPDFJS();
// From here on a crash is the file's doing, not a broken install.
post({ type: 'ready' });

port.on('message', async (job: ExtractionJob) => {
  try {
    const text = job.kind === 'pdf' ? await readPdfText(job.bytes) : await readDocxText(job.bytes);
    post({ type: 'done', text });
  } catch (error) {
    post(
      error instanceof EngineInputError
        ? { type: 'failed', msg: error.message }
        : { type: 'failed', msg: `file: the ${job.kind.toUpperCase()} cannot be read` },
    );
  }
});
