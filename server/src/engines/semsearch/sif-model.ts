import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SifEmbedder } from './sif';
import { readTable } from './vector-table';

/** The committed word-vector table (built by `npm run train -- semsearch`). */
export const TABLE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'word-vectors.bin');
let cached: SifEmbedder | undefined;

/** The built-in embedder, loaded once (about 6 MB, ~50 ms). */
export function builtinEmbedder(): SifEmbedder {
  if (!cached) {
    const table = readTable(TABLE_FILE);
    cached = new SifEmbedder(table, table.model);
  }
  return cached;
}
