/**
 * The server's one language model (shared/src/lm), loaded lazily from the committed artefact in one
 * read. Grammar scoring, spelling reranking, autocomplete and AI detection all share this instance.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LmFormatError } from '@margin/shared/lm/format';
import { LanguageModel } from '@margin/shared/lm/model';

/** The committed artefact, written by `npm run train -- lm`. */
export const LM_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model', 'lm.bin');

/** The language model cannot be used: its artefact is missing or unreadable. */
export class LanguageModelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LanguageModelUnavailableError';
  }
}

/** Reads and checks a language-model artefact; throws LanguageModelUnavailableError with the reason. */
export function loadLanguageModel(file: string = LM_FILE): LanguageModel {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'cannot be read';
    throw new LanguageModelUnavailableError(
      `language model ${file} ${reason}; run \`npm run train -- lm\` to build it`,
    );
  }
  try {
    return new LanguageModel(bytes);
  } catch (err) {
    if (err instanceof LmFormatError)
      throw new LanguageModelUnavailableError(`language model ${file} is corrupt: ${err.message}`);
    throw err;
  }
}

let shared: LanguageModel | undefined;

/** The shared instance, loaded on first use; a failed load is retried on the next call. */
export function languageModel(): LanguageModel {
  shared ??= loadLanguageModel();
  return shared;
}
