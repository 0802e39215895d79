/** One hyphenation pattern: its letters, and its digits once leading and trailing zeros are cut. */
export interface HyphenationPattern {
  letters: string;
  /** Where the first kept digit stands: 0 is before the first letter. */
  offset: number;
  values: number[];
}

/**
 * Hyphenation patterns in a trie packed into typed arrays, so a lookup walks letter by letter and
 * stops at the first letter no pattern continues with. Packed, German's 66,000 patterns (277,000
 * nodes) take a few megabytes; as a Map of edges they took about 25 MB.
 */
export class PatternTrie {
  private constructor(
    /** Dense index of every code point the patterns use. */
    private readonly alphabet: Map<number, number>,
    /** Per node, the index of its first edge; a node's edges are sorted by letter. */
    private readonly edgeStart: Int32Array,
    private readonly edgeLetters: Uint16Array,
    private readonly edgeTargets: Int32Array,
    /** Per node, where its pattern starts in `patternData` (offset, length, digits…), or -1. */
    private readonly patternStart: Int32Array,
    private readonly patternData: Uint8Array,
  ) {}

  /** Builds the trie; of two patterns with the same letters the later one wins, as in Pyphen. */
  static build(patterns: readonly HyphenationPattern[]): PatternTrie {
    const alphabet = new Map<number, number>();
    for (const { letters } of patterns) {
      for (const character of letters) {
        const codePoint = character.codePointAt(0)!;
        if (!alphabet.has(codePoint)) alphabet.set(codePoint, alphabet.size);
      }
    }
    const size = alphabet.size;
    // Edge key: parent node × alphabet size + letter index.
    const edges = new Map<number, number>();
    const patternOf = new Map<number, HyphenationPattern>();
    let nodes = 1;
    for (const pattern of patterns) {
      let node = 0;
      for (const character of pattern.letters) {
        const key = node * size + alphabet.get(character.codePointAt(0)!)!;
        let child = edges.get(key);
        if (child === undefined) {
          child = nodes++;
          edges.set(key, child);
        }
        node = child;
      }
      if (node !== 0) patternOf.set(node, pattern);
    }

    const keys = Float64Array.from(edges.keys()).sort();
    const edgeStart = new Int32Array(nodes + 1);
    for (const key of keys) edgeStart[Math.floor(key / size) + 1]++;
    for (let node = 0; node < nodes; node++) edgeStart[node + 1] += edgeStart[node];
    const edgeLetters = new Uint16Array(keys.length);
    const edgeTargets = new Int32Array(keys.length);
    keys.forEach((key, i) => {
      edgeLetters[i] = key % size;
      edgeTargets[i] = edges.get(key)!;
    });

    const patternStart = new Int32Array(nodes).fill(-1);
    const data: number[] = [];
    for (const [node, { offset, values }] of patternOf) {
      patternStart[node] = data.length;
      data.push(offset, values.length, ...values);
    }
    return new PatternTrie(
      alphabet,
      edgeStart,
      edgeLetters,
      edgeTargets,
      patternStart,
      Uint8Array.from(data),
    );
  }

  /** The index of `codePoint` among the patterns' letters, or -1 if no pattern uses it. */
  letterIndex(codePoint: number): number {
    return this.alphabet.get(codePoint) ?? -1;
  }

  /** The node reached from `node` (0 is the root) by the letter with index `letter`, or -1. */
  child(node: number, letter: number): number {
    let low = this.edgeStart[node];
    let high = this.edgeStart[node + 1] - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.edgeLetters[middle];
      if (found === letter) return this.edgeTargets[middle];
      if (found < letter) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Raises `levels` to the digits of the pattern ending at `node`, for a match starting at `start`. */
  apply(node: number, levels: Uint8Array, start: number): void {
    const at = this.patternStart[node];
    if (at < 0) return;
    const offset = this.patternData[at];
    const length = this.patternData[at + 1];
    for (let k = 0; k < length; k++) {
      const value = this.patternData[at + 2 + k];
      const index = start + offset + k;
      if (value > levels[index]) levels[index] = value;
    }
  }
}
