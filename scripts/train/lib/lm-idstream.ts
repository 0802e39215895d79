/**
 * The tokenised corpus as a file of uint32 word-type ids (0 ends a sentence), written once while
 * tokenising so the counting and linking passes re-read ids instead of re-tokenising 100M words.
 */
import fs from 'node:fs';

const SENTENCE_END = 0;
const CHUNK = 1 << 20;

/** Assigns type ids to tokens (from 1) and appends sentences to an id file. */
export class IdStreamWriter {
  readonly types = new Map<string, number>();
  /** Occurrences per type id (index 0 unused). */
  typeCounts = new Uint32Array(1 << 16);
  sentences = 0;
  tokens = 0;
  private readonly buffer = new Uint32Array(CHUNK);
  private fill = 0;
  private readonly fd: number;

  constructor(readonly file: string) {
    this.fd = fs.openSync(file, 'w');
  }

  private push(id: number): void {
    this.buffer[this.fill++] = id;
    if (this.fill === CHUNK) {
      fs.writeSync(this.fd, this.buffer);
      this.fill = 0;
    }
  }

  addSentence(tokens: readonly string[]): void {
    for (const token of tokens) {
      let id = this.types.get(token);
      if (id === undefined) {
        id = this.types.size + 1;
        this.types.set(token, id);
        if (id >= this.typeCounts.length) {
          const grown = new Uint32Array(this.typeCounts.length * 2);
          grown.set(this.typeCounts);
          this.typeCounts = grown;
        }
      }
      this.typeCounts[id]++;
      this.push(id);
    }
    this.push(SENTENCE_END);
    this.sentences++;
    this.tokens += tokens.length;
  }

  close(): void {
    if (this.fill > 0) fs.writeSync(this.fd, this.buffer.subarray(0, this.fill));
    fs.closeSync(this.fd);
  }
}

/**
 * Calls `visit` with each sentence as model ids `[<s>, ..., </s>]` (in a reused buffer, valid only
 * during the call): `remap[typeId]` gives the model id of a type.
 */
export function forEachSentence(
  file: string,
  remap: Uint32Array,
  bos: number,
  eos: number,
  visit: (ids: Uint32Array, length: number) => void,
): void {
  const fd = fs.openSync(file, 'r');
  const chunk = new Uint32Array(CHUNK);
  let sentence = new Uint32Array(1024);
  let length = 1;
  sentence[0] = bos;
  for (;;) {
    const bytes = fs.readSync(fd, chunk, 0, chunk.byteLength, null);
    if (bytes === 0) break;
    const n = bytes >>> 2;
    for (let i = 0; i < n; i++) {
      const type = chunk[i];
      if (length + 1 >= sentence.length) {
        const grown = new Uint32Array(sentence.length * 2);
        grown.set(sentence);
        sentence = grown;
      }
      if (type === SENTENCE_END) {
        sentence[length++] = eos;
        visit(sentence, length);
        length = 1;
      } else sentence[length++] = remap[type];
    }
  }
  fs.closeSync(fd);
}
