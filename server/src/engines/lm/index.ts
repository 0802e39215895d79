/**
 * The server's one language model (shared/src/lm), loaded lazily from the committed artefact in one
 * read. Grammar scoring, spelling reranking, autocomplete and AI detection all share this instance.
 *
 * The artefact's bytes (59 MB) are read once per process into shared memory: a worker started with
 * `languageModelWorkerData()` views the same bytes instead of reading its own copy, so the main thread,
 * the grammar workers and the AI-detection worker hold one copy between them (each still builds its
 * own vocabulary index, ~17 MB).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';
import { LmFormatError } from '@margin/shared/lm/format';
import { LanguageModel } from '@margin/shared/lm/model';

/** The committed artefact, written by `npm run train -- lm`. */
export const LM_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model', 'lm.bin');

/** The key of the shared bytes in a worker's `workerData`. */
const WORKER_DATA_KEY = 'marginLanguageModel';

/** The language model cannot be used: its artefact is missing or unreadable. */
export class LanguageModelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LanguageModelUnavailableError';
  }
}

/** Reads a whole file, into shared memory when `shared`. */
function readBytes(file: string, shared: boolean): Uint8Array {
  try {
    if (!shared) return fs.readFileSync(file);
    const fd = fs.openSync(file, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      const bytes = new Uint8Array(new SharedArrayBuffer(size));
      for (let at = 0; at < size; ) {
        const read = fs.readSync(fd, bytes, at, size - at, at);
        if (read === 0) throw new Error('file shrank while read');
        at += read;
      }
      return bytes;
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'cannot be read';
    throw new LanguageModelUnavailableError(
      `language model ${file} ${reason}; run \`npm run train -- lm\` to build it`,
    );
  }
}

/** The model in `bytes`; throws LanguageModelUnavailableError naming `file` when they are corrupt. */
function modelOf(bytes: Uint8Array, file: string): LanguageModel {
  try {
    return new LanguageModel(bytes);
  } catch (err) {
    if (err instanceof LmFormatError)
      throw new LanguageModelUnavailableError(`language model ${file} is corrupt: ${err.message}`);
    throw err;
  }
}

/**
 * Reads and checks a language-model artefact; throws LanguageModelUnavailableError with the reason.
 * @param shared Read into a SharedArrayBuffer, which workers can view without a copy. @default false
 */
export function loadLanguageModel(file: string = LM_FILE, shared = false): LanguageModel {
  return modelOf(readBytes(file, shared), file);
}

let sharedBytes: Uint8Array | undefined;

/** This process's copy of the artefact in shared memory: the one this worker was started with, or read once. */
function languageModelBytes(): Uint8Array {
  if (!sharedBytes) {
    const inherited = (workerData as Record<string, unknown> | null)?.[WORKER_DATA_KEY];
    sharedBytes =
      inherited instanceof SharedArrayBuffer ? new Uint8Array(inherited) : readBytes(LM_FILE, true);
  }
  return sharedBytes;
}

/**
 * The `workerData` of a worker that uses the language model: the artefact's bytes, shared with this
 * thread (read now if no thread has). Undefined when they cannot be read: the worker's own load then
 * reports why, on the call that needs the model.
 */
export function languageModelWorkerData(): Record<string, SharedArrayBuffer> | undefined {
  try {
    return { [WORKER_DATA_KEY]: languageModelBytes().buffer as SharedArrayBuffer };
  } catch {
    return undefined;
  }
}

let shared: LanguageModel | undefined;

/** The shared instance, loaded on first use; a failed load is retried on the next call. */
export function languageModel(): LanguageModel {
  shared ??= modelOf(languageModelBytes(), LM_FILE);
  return shared;
}
