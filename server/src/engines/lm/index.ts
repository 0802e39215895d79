/**
 * The server's one language model (shared/src/lm), loaded lazily from the committed artefact in one
 * read. Grammar scoring, spelling reranking, autocomplete and AI detection all share this instance.
 *
 * The artefact's bytes (59 MB) are read once per process into shared memory: a worker started with
 * `languageModelWorkerData()` (after `preloadLanguageModelBytes()`) views the same bytes instead of
 * reading its own copy, so the main thread,
 * the grammar workers, the spell workers and the AI-detection worker hold one copy between them (each
 * still builds its own vocabulary index, 3 MB of typed arrays over those bytes: `shared/src/lm/vocabulary.ts`).
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
let preloading: Promise<void> | undefined;

/** The bytes this worker was started with, if it was given them. */
function inheritedBytes(): Uint8Array | undefined {
  const inherited = (workerData as Record<string, unknown> | null)?.[WORKER_DATA_KEY];
  return inherited instanceof SharedArrayBuffer ? new Uint8Array(inherited) : undefined;
}

/** This process's copy of the artefact in shared memory: the one this worker was started with, or read once. */
function languageModelBytes(): Uint8Array {
  sharedBytes ??= inheritedBytes() ?? readBytes(LM_FILE, true);
  return sharedBytes;
}

/**
 * Reads the artefact into shared memory without blocking the event loop (a synchronous read of 59 MB
 * holds it for ~100 ms on a busy machine), so that `languageModelWorkerData()` can hand it to workers.
 * Call before starting a pool whose workers use the model. Never rejects: a missing or unreadable
 * artefact is reported by the load that needs it.
 */
export function preloadLanguageModelBytes(): Promise<void> {
  preloading ??= (async () => {
    if (sharedBytes) return;
    try {
      const file = await fs.promises.open(LM_FILE, 'r');
      try {
        const { size } = await file.stat();
        const bytes = new Uint8Array(new SharedArrayBuffer(size));
        for (let at = 0; at < size; ) {
          const { bytesRead } = await file.read(bytes, at, size - at, at);
          if (bytesRead === 0) return;
          at += bytesRead;
        }
        sharedBytes ??= bytes;
      } finally {
        await file.close();
      }
    } catch {
      // The worker's own load reports it.
    }
  })();
  return preloading;
}

/**
 * The `workerData` of a worker that uses the language model: the artefact's bytes in shared memory,
 * when this thread has them (`preloadLanguageModelBytes`, or a model already loaded here), so the
 * worker views them instead of reading its own copy. Undefined otherwise; it never reads the file, so
 * starting a worker never blocks the event loop on it.
 */
export function languageModelWorkerData(): Record<string, SharedArrayBuffer> | undefined {
  sharedBytes ??= inheritedBytes();
  return sharedBytes ? { [WORKER_DATA_KEY]: sharedBytes.buffer as SharedArrayBuffer } : undefined;
}

let shared: LanguageModel | undefined;

/** The shared instance, loaded on first use; a failed load is retried on the next call. */
export function languageModel(): LanguageModel {
  shared ??= modelOf(languageModelBytes(), LM_FILE);
  return shared;
}
