import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SifEmbedder } from './sif';
import { readTable, type WordVectorTable } from './vector-table';

/** The committed word-vector table (built by `npm run train -- semsearch`). */
export const TABLE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'word-vectors.bin');
let cached: SifEmbedder | undefined;
let table: WordVectorTable | undefined;

/** The committed word-vector table, read once (about 6 MB, ~50 ms) and shared by every user. */
export function builtinTable(): WordVectorTable {
  table ??= readTable(TABLE_FILE);
  return table;
}

/** The built-in embedder, loaded once. */
export function builtinEmbedder(): SifEmbedder {
  if (!cached) {
    const t = builtinTable();
    cached = new SifEmbedder(t, t.model);
  }
  return cached;
}
